import { Button, Group, Stack, Text } from '@mantine/core';
import { DELETED_REGISTRY_RETENTION_DAYS, messages } from '@quorum/shared';
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
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onKeep} data-autofocus>
            Cancel
          </Button>
          <Button color="red" onClick={onDelete} loading={deleting}>
            Delete question
          </Button>
        </Group>
      </Stack>
    </NestedDialog>
  );
}
