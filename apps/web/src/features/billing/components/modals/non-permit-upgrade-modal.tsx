import { Modal, Stack, Text } from '@mantine/core';
import { messages } from '@quorum/shared';
import { ModalActions } from '@/components/modals/modal-actions';
import { SalesLink } from '../sales-link';

/**
 * Spec non_permit_upgrade: a member who did not create the company tried to change its plan
 * (only the creator manages billing). Its button opens the demo-booking page in a new tab.
 */
export function NonPermitUpgradeModal({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={messages.plan.nonPermitUpgrade} centered>
      <Stack gap="md">
        <Text size="sm">{messages.pricing.nonPermitBody}</Text>
        <ModalActions onCancel={onClose} cancelLabel="Close">
          <SalesLink label="Book a demo" focusOnOpen />
        </ModalActions>
      </Stack>
    </Modal>
  );
}
