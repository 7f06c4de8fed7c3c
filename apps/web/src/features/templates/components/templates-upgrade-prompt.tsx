import { Alert, Stack, Text } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { messages } from '@quorum/shared';
import { UpgradeAction } from '@/components/plan/upgrade-action';
import { useMemberFlags } from '@/lib/permissions/use-permissions';

const text = messages.templates;

/**
 * Shown on the free plan once its templates are all used, or when a save is refused for the plan:
 * what Premium adds, and the way there for the company creator (anyone else is told they may not
 * upgrade, as every upgrade prompt says).
 */
export function TemplatesUpgradePrompt({ limit }: { limit?: number }) {
  const { isCompanyCreator } = useMemberFlags();
  const action = (
    <UpgradeAction isCompanyCreator={isCompanyCreator} label={text.upgradeAction} size="xs" />
  );
  if (limit === undefined) return action;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconCrown aria-hidden />}
      title={text.upgradeTitle}
      role="status"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{text.upgradePrompt(limit)}</Text>
        {action}
      </Stack>
    </Alert>
  );
}
