import { Alert, Stack, Text } from '@mantine/core';
import { IconCrown, IconLock } from '@tabler/icons-react';
import { messages } from '@quorum/shared';
import { UpgradeAction } from '@/components/plan/upgrade-action';
import { useMemberFlags } from '@/lib/permissions/use-permissions';

const text = messages.templates;

/** The way to Premium for templates: the plan page for the company creator, words for anyone else. */
export function TemplatesUpgradeAction() {
  const { isCompanyCreator } = useMemberFlags();
  return <UpgradeAction isCompanyCreator={isCompanyCreator} label={text.upgradeAction} size="xs" />;
}

/**
 * After a downgrade: how many templates the free plan leaves read-only (kept, usable in replies),
 * and the way back to Premium.
 */
export function TemplatesReadOnlyNotice({ count, limit }: { count: number; limit: number }) {
  return (
    <Alert
      color="gray"
      variant="light"
      icon={<IconLock aria-hidden />}
      title={text.readOnlyTitle}
      role="status"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{text.readOnlyNotice(count, limit)}</Text>
        <TemplatesUpgradeAction />
      </Stack>
    </Alert>
  );
}

/** Shown on the free plan once its templates are all used: what Premium adds, and the way there. */
export function TemplatesUpgradePrompt({ limit }: { limit: number }) {
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
        <TemplatesUpgradeAction />
      </Stack>
    </Alert>
  );
}
