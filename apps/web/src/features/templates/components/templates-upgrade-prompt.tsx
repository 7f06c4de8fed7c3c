import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { messages } from '@quorum/shared';
import { Link } from 'react-router';
import { UPGRADE_PLAN_PATH } from '@/lib/billing/upgrade-path';

const text = messages.templates;

/** Shown on the free plan once its templates are all used: what Premium adds, and where to get it. */
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
        <Button component={Link} to={UPGRADE_PLAN_PATH} size="xs" color="orange">
          {text.upgradeAction}
        </Button>
      </Stack>
    </Alert>
  );
}
