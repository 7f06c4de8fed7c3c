import { Stack, Text } from '@mantine/core';
import { DELETED_REGISTRY_RETENTION_DAYS, messages } from '@quorum/shared';
import { ModalActions } from '@/components/modals/modal-actions';
import { NestedDialog } from './nested-dialog';

const text = messages.registry;

/** Asks before Delete question sends the question to the Deleted tab. */
export function DeleteQuestionDialog({
  opened,
  deleting,
  onKeep,
  onDelete,
}: {
  opened: boolean;
  deleting: boolean;
  onKeep: () => void;
  onDelete: () => void;
}) {
  return (
    <NestedDialog opened={opened} onClose={onKeep} title={text.deleteQuestionTitle}>
      <Stack gap="lg">
        <Text size="sm">{text.deleteQuestionConfirm(DELETED_REGISTRY_RETENTION_DAYS)}</Text>
        <ModalActions
          onCancel={onKeep}
          focusCancel
          confirmLabel="Delete question"
          confirmColor="red"
          onConfirm={onDelete}
          confirming={deleting}
        />
      </Stack>
    </NestedDialog>
  );
}
