import { Modal, Stack, Text } from '@mantine/core';
import { FormError } from '@/components/form/form-error';
import { ModalActions } from './modal-actions';

/**
 * Asks before something is deleted (or revoked, or replaced), naming it; stays open with the
 * server's reason if the change fails, so the person can try again or cancel. `focusCancel` gives
 * the way out the focus where Enter must not destroy.
 */
export function ConfirmDeleteModal({
  opened,
  title,
  question,
  confirmLabel = 'Delete',
  focusCancel,
  error,
  pending,
  onConfirm,
  onCancel,
}: {
  opened: boolean;
  title: string;
  question: string | null;
  confirmLabel?: string;
  focusCancel?: boolean;
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
          focusCancel={focusCancel}
          confirmLabel={confirmLabel}
          confirmColor="red"
          onConfirm={onConfirm}
          confirming={pending}
        />
      </Stack>
    </Modal>
  );
}
