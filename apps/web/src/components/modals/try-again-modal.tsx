import { Modal, Stack, Text } from '@mantine/core';
import { ModalActions } from './modal-actions';

/**
 * The spec's failure modal, "Oops, let's try again!" (§2, §8): something failed for a reason other
 * than the person's input, so Try again repeats it and Cancel leaves things as they are.
 */
export function TryAgainModal({
  title,
  message,
  detail,
  opened,
  retrying,
  stackId,
  size,
  onTryAgain,
  onCancel,
}: {
  title: string;
  message: string;
  /** The failure's own words, when it has any. */
  detail?: string | null;
  opened: boolean;
  retrying: boolean;
  /** Set when the modal sits in a Modal.Stack over another. */
  stackId?: string;
  size?: string;
  onTryAgain: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal stackId={stackId} opened={opened} onClose={onCancel} title={title} centered size={size}>
      <Stack gap="md">
        <Text size="sm">{message}</Text>
        {detail ? (
          <Text size="sm" c="dimmed">
            {detail}
          </Text>
        ) : null}
        <ModalActions
          onCancel={onCancel}
          confirmLabel="Try again"
          onConfirm={onTryAgain}
          confirming={retrying}
          focusConfirm
        />
      </Stack>
    </Modal>
  );
}
