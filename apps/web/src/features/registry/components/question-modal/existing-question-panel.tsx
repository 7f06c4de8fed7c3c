import { Alert, Button, Center, Group, Loader, Modal } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { messages, type RegistryTab } from '@quorum/shared';
import { useEffect, useRef, type RefObject } from 'react';
import { FormError } from '@/components/form/form-error';
import { AddToFaqButton } from '@/features/faq';
import { useQuestionRegistry, type RegistryQuestion } from '../../api/get-question-registry';
import { CloseWithoutSavingDialog } from './close-without-saving-dialog';
import { DeleteQuestionDialog } from './delete-question-dialog';
import { InactivityDialog } from './inactivity-dialog';
import { LockNotice } from './lock-notice';
import { QuestionForm } from './question-form';
import { QuestionMenu } from './question-menu';
import { QuestionModalHeader } from './question-modal-header';
import { QuestionUpgradeDialog } from './question-upgrade-dialog';
import { QuestionView } from './question-view';
import { READ_ONLY_REASON_ID, ReadOnlyNotice } from './read-only-notice';
import { StarToggle } from './star-toggle';
import { useExistingQuestion } from './use-existing-question';

interface PanelProps {
  tab: RegistryTab;
  onClose: () => void;
  /** Where the modal's own close (Escape, outside click) is routed while this panel is open. */
  closeRequestRef: RefObject<(() => void) | null>;
}

/** An existing question: loads it, then shows it to view or edit. */
export function ExistingQuestionPanel({ id, ...props }: PanelProps & { id: string }) {
  const { data: question, error, isPending } = useQuestionRegistry(id);
  if (question) return <QuestionWorkspace question={question} {...props} />;
  return (
    <>
      <QuestionModalHeader tab={props.tab} title="View question" onBack={props.onClose} />
      <Modal.Body>
        {isPending ? (
          <Center py="xl">
            <Loader aria-label="Loading the question" />
          </Center>
        ) : (
          <FormError message={error?.message} />
        )}
      </Modal.Body>
    </>
  );
}

function QuestionWorkspace({
  question,
  tab,
  onClose,
  closeRequestRef,
}: PanelProps & { question: RegistryQuestion }) {
  const editor = useExistingQuestion({ question, onClose });
  const { prompt, mode, editable, readOnly, access } = editor;
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const hasEdited = useRef(false);

  // Back from the form (saved, cancelled, No to the prompt): focus returns to Edit, not the page.
  useEffect(() => {
    if (mode === 'edit') hasEdited.current = true;
    else if (hasEdited.current) editButtonRef.current?.focus();
  }, [mode]);

  useEffect(() => {
    closeRequestRef.current = editor.requestClose;
    return () => {
      closeRequestRef.current = null;
    };
  });

  const actions = editable ? (
    <>
      <StarToggle starred={question.starred} busy={editor.starring} onToggle={editor.toggleStar} />
      <QuestionMenu onDelete={editor.askToDelete} />
    </>
  ) : null;

  return (
    <>
      <QuestionModalHeader
        tab={tab}
        title={mode === 'edit' ? 'Edit question' : 'View question'}
        actions={actions}
        onBack={editor.requestClose}
      />
      <Modal.Body>
        {mode === 'edit' ? (
          <QuestionForm
            controls={editor.form}
            saving={editor.saving}
            failure={editor.failure}
            notice={<LockNotice situation={editor.situation} />}
            onSave={() => void editor.save(false)}
            onSaveDraft={() => void editor.save(true)}
            onCancel={editor.cancelEditing}
          />
        ) : (
          <QuestionView
            question={question}
            notice={
              <>
                {question.deleted ? (
                  <Alert color="gray" variant="light" icon={<IconTrash aria-hidden />}>
                    {messages.registry.inDeleted}
                  </Alert>
                ) : null}
                {readOnly ? (
                  <ReadOnlyNotice
                    canEdit={access.canEdit}
                    isCompanyCreator={access.isCompanyCreator}
                  />
                ) : null}
                <LockNotice situation={editor.situation} />
                <FormError message={editor.failure} />
              </>
            }
            actions={
              <Group justify="flex-end" gap="sm">
                <AddToFaqButton question={question} />
                {readOnly && access.canEdit ? (
                  <Button
                    leftSection={<IconPencil size={16} aria-hidden />}
                    disabled
                    aria-describedby={READ_ONLY_REASON_ID}
                  >
                    Edit
                  </Button>
                ) : editable ? (
                  <Button
                    ref={editButtonRef}
                    leftSection={<IconPencil size={16} aria-hidden />}
                    onClick={() => void editor.startEditing()}
                    loading={editor.lockStatus === 'taking'}
                    disabled={editor.holder !== null}
                    data-autofocus
                  >
                    Edit
                  </Button>
                ) : null}
              </Group>
            }
          />
        )}
      </Modal.Body>
      <CloseWithoutSavingDialog
        opened={prompt?.kind === 'unsaved'}
        saving={editor.saving !== null}
        onStay={editor.stay}
        onDiscard={() => prompt?.kind === 'unsaved' && editor.discard(prompt.then)}
        onSave={() => prompt?.kind === 'unsaved' && editor.saveBeforeLeaving(prompt.then)}
      />
      <InactivityDialog
        opened={prompt?.kind === 'inactive'}
        onYes={editor.continueEditing}
        onNo={editor.stopEditing}
      />
      <DeleteQuestionDialog
        opened={prompt?.kind === 'delete'}
        deleting={editor.deleting}
        onKeep={editor.closePrompt}
        onDelete={editor.deleteQuestion}
      />
      <QuestionUpgradeDialog
        reason={prompt?.kind === 'upgrade' ? prompt.reason : null}
        isCompanyCreator={access.isCompanyCreator}
        onClose={editor.closePrompt}
      />
    </>
  );
}
