import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { messages } from '@quorum/shared';
import { UpgradeAction } from '@/components/plan/upgrade-action';
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
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={modal.onClose} data-autofocus>
            Keep
          </Button>
          <Button color="red" onClick={onConfirm}>
            Remove
          </Button>
        </Group>
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
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onReturnToImport} data-autofocus>
            {text.returnToImport}
          </Button>
          <Button color="red" onClick={onCancelImporting}>
            {text.cancelImporting}
          </Button>
        </Group>
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
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={modal.onClose}>
            Not now
          </Button>
          <UpgradeAction isCompanyCreator={isCompanyCreator} onNavigate={modal.onClose} />
        </Group>
      </Stack>
    </Modal>
  );
}
