import { Button, Stack, Text } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { messages } from '@quorum/shared';
import { Link } from 'react-router';
import { UPGRADE_PLAN_PATH } from '@/lib/billing/upgrade-path';

/**
 * The free plan's answer to the web form (spec §6): what Premium adds and, for the company
 * creator who manages billing, the way to the plan page; anyone else is told they may not
 * upgrade (spec: non_permit_upgrade).
 */
export function PremiumUpgradePrompt({ isCompanyCreator }: { isCompanyCreator: boolean }) {
  return (
    <Stack gap="sm" align="flex-start">
      <Text size="sm">{messages.webform.premiumOnly}</Text>
      {isCompanyCreator ? (
        <Button
          component={Link}
          to={UPGRADE_PLAN_PATH}
          size="xs"
          color="yellow"
          autoContrast
          leftSection={<IconCrown size={16} aria-hidden />}
        >
          {messages.plan.upgradeButton}
        </Button>
      ) : (
        <Text size="sm" c="dimmed">
          {messages.plan.nonPermitUpgrade}
        </Text>
      )}
    </Stack>
  );
}
