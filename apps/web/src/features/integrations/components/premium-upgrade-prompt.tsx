import { UpgradeAction } from '@/components/plan/upgrade-action';
import { Stack, Text } from '@mantine/core';
import { messages } from '@quorum/shared';

/**
 * The free plan's answer to the web form (spec §6): what Premium adds and, for the company
 * creator who manages billing, the way to the plan page; anyone else is told they may not
 * upgrade (spec: non_permit_upgrade).
 */
export function PremiumUpgradePrompt({
  isCompanyCreator,
  message = messages.webform.premiumOnly,
}: {
  isCompanyCreator: boolean;
  /** What Premium adds here (the web form's words unless said). */
  message?: string;
}) {
  return (
    <Stack gap="sm" align="flex-start">
      <Text size="sm">{message}</Text>
      <UpgradeAction
        isCompanyCreator={isCompanyCreator}
        label={messages.plan.upgradeButton}
        size="xs"
      />
    </Stack>
  );
}
