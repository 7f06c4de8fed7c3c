import { Modal, Stack, Text } from '@mantine/core';
import { messages } from '@quorum/shared';
import { ModalActions } from '@/components/modals/modal-actions';

/**
 * Spec not_subscribed, for the company creator: 'We are glad you are here!', activate a free trial
 * or buy a subscription; View subscription leads to the plan page, Close keeps the dashboard.
 */
export function NotSubscribedModal({
  opened,
  onClose,
  onViewSubscription,
}: {
  opened: boolean;
  onClose: () => void;
  onViewSubscription: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={messages.pricing.welcome} centered>
      <Stack gap="md">
        <Text size="sm">{messages.pricing.welcomeBody}</Text>
        <ModalActions
          onCancel={onClose}
          cancelLabel="Close"
          confirmLabel="View subscription"
          onConfirm={onViewSubscription}
          focusConfirm
        />
      </Stack>
    </Modal>
  );
}
