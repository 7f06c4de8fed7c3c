import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { messages } from '@quorum/shared';

/**
 * The spec's template failure modal, "Oops, let's try again!": the save failed for a reason
 * other than the form (the server or the connection), so the same save can simply be retried.
 * Cancel goes back to the form with everything still in it.
 */
export function SaveFailedModal({
  stackId,
  opened,
  retrying,
  reason,
  onTryAgain,
  onCancel,
}: {
  stackId: string;
  opened: boolean;
  retrying: boolean;
  /** The failure's own words, when it has any. */
  reason: string | null;
  onTryAgain: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal
      stackId={stackId}
      opened={opened}
      onClose={onCancel}
      title={messages.templates.tryAgainTitle}
      centered
      size="sm"
    >
      <Stack gap="md">
        <Text size="sm">{messages.templates.saveFailed}</Text>
        {reason ? (
          <Text size="sm" c="dimmed">
            {reason}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button loading={retrying} onClick={onTryAgain} data-autofocus>
            Try again
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
