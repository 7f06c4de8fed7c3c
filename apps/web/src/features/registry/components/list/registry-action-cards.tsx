import { Group, Paper, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconCrown, IconFileImport, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FREE_PLAN, messages } from '@quorum/shared';
import { UpgradeAction } from '@/components/plan/upgrade-action';

const text = messages.registry;

function ActionCard({
  icon,
  title,
  description,
  onClick,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  onClick: () => void;
}) {
  return (
    <UnstyledButton onClick={onClick} h="100%" w="100%" style={{ borderRadius: 8 }}>
      <Paper
        radius="md"
        p="md"
        h="100%"
        mih={140}
        bd="1px dashed var(--mantine-color-default-border)"
        bg="var(--mantine-color-body)"
      >
        <Stack gap="xs" justify="center" align="center" h="100%" ta="center">
          <ThemeIcon variant="light" size={40} radius="xl" aria-hidden>
            {icon}
          </ThemeIcon>
          <Text fw={600}>{title}</Text>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </Stack>
      </Paper>
    </UnstyledButton>
  );
}

/** The New question card: opens the add form (or, at the free limit, its upgrade prompt). */
export function NewQuestionCard({ onClick }: { onClick: () => void }) {
  return (
    <ActionCard
      icon={<IconPlus size={22} />}
      title="New question"
      description={text.newQuestion}
      onClick={onClick}
    />
  );
}

/** The 'Import questions via CSV' card: the CSV import on Premium, its prompt on the free plan. */
export function ImportQuestionsCard({ onClick }: { onClick: () => void }) {
  return (
    <ActionCard
      icon={<IconFileImport size={22} />}
      title={text.importTitle}
      description={text.importCard}
      onClick={onClick}
    />
  );
}

/** The upgrade card, in place of the New question card once the free plan's questions are used. */
export function UpgradeCard({ isCompanyCreator }: { isCompanyCreator: boolean }) {
  return (
    <Paper
      component="section"
      aria-label={text.upgradeCardTitle}
      withBorder
      radius="md"
      p="md"
      h="100%"
      mih={140}
      bg="yellow.0"
    >
      <Stack gap="xs" justify="center" align="center" h="100%" ta="center">
        <ThemeIcon color="yellow" variant="light" size={40} radius="xl" aria-hidden>
          <IconCrown size={22} />
        </ThemeIcon>
        <Text fw={600}>{text.upgradeCardTitle}</Text>
        <Text size="sm" c="dimmed">
          {text.freeLimit(FREE_PLAN.registryQuestions)}
        </Text>
        <Group justify="center">
          <UpgradeAction isCompanyCreator={isCompanyCreator} />
        </Group>
      </Stack>
    </Paper>
  );
}
