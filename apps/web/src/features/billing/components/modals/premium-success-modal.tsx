import { Button, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconRocket } from '@tabler/icons-react';
import { messages, PLAN_BENEFITS } from '@quorum/shared';
import { BenefitList } from '../benefit-list';

/** Spec premium_success: after a Premium activation, what the company now has; 'Got it!'. */
export function PremiumSuccessModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={messages.pricing.supercharged} centered>
      <Stack gap="md">
        <ThemeIcon size={48} radius="xl" variant="light" color="grape" aria-hidden>
          <IconRocket size={28} />
        </ThemeIcon>
        <Text size="sm">{messages.pricing.superchargedBody}</Text>
        <BenefitList benefits={PLAN_BENEFITS.premium} />
        <Button onClick={onClose} data-autofocus>
          Got it!
        </Button>
      </Stack>
    </Modal>
  );
}
