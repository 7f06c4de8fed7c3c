import { Button, Modal, Stack, Text } from '@mantine/core';
import { messages } from '@quorum/shared';
import { formatPlanDate } from '../plan-dates';

/**
 * Spec downgrade_premium_success: the plan is cancelled, and Premium stays until the days already
 * paid for run out (`endsAt`, the period end).
 */
export function DowngradePremiumSuccessModal({
  opened,
  endsAt,
  onClose,
}: {
  opened: boolean;
  endsAt: string | null | undefined;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={messages.pricing.downgradeTitle} centered>
      <Stack gap="md">
        <Text size="sm">
          {endsAt
            ? messages.pricing.downgradeBody(formatPlanDate(endsAt))
            : messages.pricing.freemiumBody}
        </Text>
        <Button onClick={onClose} data-autofocus>
          Got it
        </Button>
      </Stack>
    </Modal>
  );
}
