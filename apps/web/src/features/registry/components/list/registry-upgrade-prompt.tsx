import { Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import type { UpgradeReason } from '../../hooks/use-registry-dialogs';
import { UpgradeAction } from '@/components/plan/upgrade-action';
import { upgradePromptText } from './upgrade-prompt-text';

/**
 * The upgrade prompt at the top of a Premium tab on the free plan (spec §2). The tab still lists
 * what is there (questions drafted, starred or deleted before a downgrade, or drafts within the
 * free three): hiding them would look like data loss. On All questions after a downgrade it says
 * how many questions are read-only.
 */
export function RegistryUpgradePrompt({
  reason,
  body,
  isCompanyCreator,
}: {
  reason: UpgradeReason;
  /** Words in place of the reason's own (the read-only notice names how many). */
  body?: string;
  isCompanyCreator: boolean;
}) {
  const prompt = { ...upgradePromptText[reason], ...(body ? { body } : {}) };
  return (
    <Paper withBorder radius="md" p="md" bg="yellow.0" role="region" aria-label={prompt.title}>
      <Group justify="space-between" align="center" gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start" flex="1 1 260px">
          <ThemeIcon color="yellow" variant="light" size={36} radius="xl" aria-hidden>
            <IconCrown size={20} />
          </ThemeIcon>
          <Stack gap={2}>
            <Text fw={600}>{prompt.title}</Text>
            <Text size="sm" c="dimmed">
              {prompt.body}
            </Text>
          </Stack>
        </Group>
        <UpgradeAction isCompanyCreator={isCompanyCreator} />
      </Group>
    </Paper>
  );
}
