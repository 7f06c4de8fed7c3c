import { Modal, Stack, Text } from '@mantine/core';
import { messages } from '@quorum/shared';
import { ModalActions } from '@/components/modals/modal-actions';

/** Spec freemium_success: the company is now on Essentials; 'See upgrade options' leads back. */
export function FreemiumSuccessModal({
  opened,
  onClose,
  onSeeOptions,
}: {
  opened: boolean;
  onClose: () => void;
  onSeeOptions: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={messages.pricing.freemiumTitle} centered>
      <Stack gap="md">
        <Text size="sm">{messages.pricing.freemiumBody}</Text>
        <ModalActions
          onCancel={onClose}
          cancelLabel="Close"
          confirmLabel="See upgrade options"
          onConfirm={onSeeOptions}
        />
      </Stack>
    </Modal>
  );
}
