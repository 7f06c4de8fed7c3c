import { Button, Modal, Stack, Text } from '@mantine/core';
import { messages } from '@quorum/shared';

/**
 * Spec not_subscribed_non_creator: the company's subscription is inactive and only its creator can
 * renew it, so a member is asked to contact the company admin.
 */
export function NotSubscribedNonCreatorModal({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={messages.pricing.inactiveTitle} centered>
      <Stack gap="md">
        <Text size="sm">{messages.pricing.inactiveBody}</Text>
        <Button onClick={onClose} data-autofocus>
          Close
        </Button>
      </Stack>
    </Modal>
  );
}
