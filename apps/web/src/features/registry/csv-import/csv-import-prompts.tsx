import { Modal, Stack, Text } from '@mantine/core';
import { messages } from '@quorum/shared';
import { ModalActions } from '@/components/modals/modal-actions';
import { UpgradeChoices } from '@/components/plan/upgrade-action';
import { upgradePromptText } from '../components/list/upgrade-prompt-text';

const text = messages.registry;

interface PromptProps {
  stackId: string;
  opened: boolean;
  onClose: () => void;
}

/** remove_csv / delete-csv: asks before a row leaves the review. */
export function CsvRemoveRowModal({
  onConfirm,
  ...modal
}: PromptProps & { onConfirm: () => void }) {
  return (
    <Modal {...modal} title={text.csvRemoveTitle} centered>
      <Stack gap="md">
        <Text size="sm">{text.csvRemoveText}</Text>
        <ModalActions
          onCancel={modal.onClose}
          cancelLabel="Keep"
          focusCancel
          confirmLabel="Remove"
          confirmColor="red"
          onConfirm={onConfirm}
        />
      </Stack>
    </Modal>
  );
}

/**
 * Cancel during review (spec §4 "CSV import"): back to choosing a file with nothing kept
 * (return-back-csv-import), or close the import altogether (cancel-import-csv). Closing this
 * prompt keeps the review as it was.
 */
export function CsvCancelImportModal({
  onReturnToImport,
  onCancelImporting,
  ...modal
}: PromptProps & { onReturnToImport: () => void; onCancelImporting: () => void }) {
  return (
    <Modal {...modal} title={text.csvCancelTitle} centered>
      <Stack gap="md">
        <Text size="sm">{text.csvCancelText}</Text>
        <ModalActions
          onCancel={onReturnToImport}
          cancelLabel={text.returnToImport}
          focusCancel
          confirmLabel={text.cancelImporting}
          confirmColor="red"
          onConfirm={onCancelImporting}
        />
      </Stack>
    </Modal>
  );
}

/**
 * upgrade-import-questions, when the server refuses Finalise because the company is no longer on
 * Premium (a trial that ended during the review): the refusal's words and the way to upgrade.
 */
export function CsvUpgradeModal({
  message,
  isCompanyCreator,
  ...modal
}: PromptProps & { message: string | null; isCompanyCreator: boolean }) {
  return (
    <Modal {...modal} title={upgradePromptText.importQuestions.title} centered>
      <Stack gap="md">
        <Text size="sm">{message ?? upgradePromptText.importQuestions.body}</Text>
        <UpgradeChoices isCompanyCreator={isCompanyCreator} onClose={modal.onClose} />
      </Stack>
    </Modal>
  );
}
