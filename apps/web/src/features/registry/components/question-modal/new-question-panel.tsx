import { Alert, Center, Loader, Modal } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { messages, type RegistryTab } from '@quorum/shared';
import { useEffect, type RefObject } from 'react';
import { usePagePermission } from '@/lib/permissions/use-permissions';
import { CloseWithoutSavingDialog } from './close-without-saving-dialog';
import { QuestionForm } from './question-form';
import { QuestionModalHeader } from './question-modal-header';
import { QuestionUpgradeDialog } from './question-upgrade-dialog';
import { StarToggle } from './star-toggle';
import { useNewQuestion } from './use-new-question';
import type { QuestionText } from './use-question-form';

/** The add form in the question modal. */
export function NewQuestionPanel({
  tab,
  prefill,
  enquiryId,
  monthlyPromptId,
  onClose,
  closeRequestRef,
}: {
  tab: RegistryTab;
  prefill?: QuestionText;
  enquiryId?: string;
  monthlyPromptId?: string;
  onClose: () => void;
  closeRequestRef: RefObject<(() => void) | null>;
}) {
  const adding = useNewQuestion({ onClose, prefill, enquiryId, monthlyPromptId });
  const { prompt, access } = adding;
  const { loading } = usePagePermission('question-registry');

  useEffect(() => {
    closeRequestRef.current = adding.requestClose;
    return () => {
      closeRequestRef.current = null;
    };
  });

  return (
    <>
      <QuestionModalHeader
        tab={tab}
        title="New question"
        actions={
          access.canEdit ? (
            <StarToggle starred={adding.starred} onToggle={adding.toggleStar} />
          ) : null
        }
        onBack={adding.requestClose}
      />
      <Modal.Body>
        {loading ? (
          <Center py="xl">
            <Loader aria-label="Loading" />
          </Center>
        ) : access.canEdit ? (
          <QuestionForm
            controls={adding.form}
            saving={adding.saving}
            failure={adding.failure}
            onSave={() => void adding.save(false)}
            onSaveDraft={() => void adding.save(true)}
          />
        ) : (
          <Alert color="gray" icon={<IconLock size={18} aria-hidden />} role="status">
            {messages.permission.denied}
          </Alert>
        )}
      </Modal.Body>
      <CloseWithoutSavingDialog
        opened={prompt?.kind === 'unsaved'}
        saving={adding.saving !== null}
        onStay={adding.closePrompt}
        onDiscard={onClose}
        onSave={adding.saveBeforeLeaving}
      />
      <QuestionUpgradeDialog
        reason={prompt?.kind === 'upgrade' ? prompt.reason : null}
        isCompanyCreator={access.isCompanyCreator}
        onClose={adding.closePrompt}
      />
    </>
  );
}
