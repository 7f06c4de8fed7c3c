import { Modal, Stack, Text } from '@mantine/core';
import { FormError } from '@/components/form/form-error';
import { ModalActions } from './modal-actions';

/**
 * Asks before something is deleted, naming it; stays open with the server's reason if the delete
 * fails, so the person can try again or cancel.
 */
export function ConfirmDeleteModal({
  opened,
  title,
  question,
  error,
  pending,
  onConfirm,
  onCancel,
}: {
  opened: boolean;
  title: string;
  question: string | null;
  error: string | undefined;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Stack gap="md">
        <Text size="sm">{question}</Text>
        <FormError message={error} />
        <ModalActions
          onCancel={onCancel}
          confirmLabel="Delete"
          confirmColor="red"
          onConfirm={onConfirm}
          confirming={pending}
        />
      </Stack>
    </Modal>
  );
}
