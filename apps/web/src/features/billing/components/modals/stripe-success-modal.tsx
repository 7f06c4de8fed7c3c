import { Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { messages } from '@quorum/shared';
import { ModalActions } from '@/components/modals/modal-actions';

/**
 * Spec stripe_success: 'You have now activated {plan} plan', with a button to the dashboard. It
 * greets a company that chose its first plan (Add mode), on the invite-team step; staying there to
 * invite the team is the way out.
 */
export function StripeSuccessModal({
  opened,
  planLabel,
  onClose,
  onDashboard,
}: {
  opened: boolean;
  planLabel: string;
  onClose: () => void;
  onDashboard: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Plan activated" centered>
      <Stack gap="md">
        <Stack gap="sm" align="center" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" color="teal" aria-hidden>
            <IconCircleCheck size={32} />
          </ThemeIcon>
          <Text fw={600}>{messages.plan.activated(planLabel)}</Text>
        </Stack>
        <ModalActions
          onCancel={onClose}
          cancelLabel="Invite my team"
          confirmLabel="Go to the dashboard"
          onConfirm={onDashboard}
          focusConfirm
          stackOnPhone
        />
      </Stack>
    </Modal>
  );
}
