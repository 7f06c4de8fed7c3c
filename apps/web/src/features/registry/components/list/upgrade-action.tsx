import { Button, Text } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { messages } from '@quorum/shared';
import { Link } from 'react-router';
import { UPGRADE_PLAN_PATH } from '@/lib/billing/upgrade-path';

/**
 * The way to Premium from an upgrade prompt: the plan page for the company creator, who manages
 * billing; anyone else is told they may not upgrade (spec: non_permit_upgrade).
 */
export function UpgradeAction({
  isCompanyCreator,
  onNavigate,
}: {
  isCompanyCreator: boolean;
  onNavigate?: () => void;
}) {
  if (!isCompanyCreator)
    return (
      <Text size="sm" c="dimmed">
        {messages.plan.nonPermitUpgrade}
      </Text>
    );
  return (
    <Button
      component={Link}
      to={UPGRADE_PLAN_PATH}
      onClick={onNavigate}
      leftSection={<IconCrown size={16} aria-hidden />}
      color="yellow"
      autoContrast
    >
      {messages.registry.upgradeTitle}
    </Button>
  );
}
