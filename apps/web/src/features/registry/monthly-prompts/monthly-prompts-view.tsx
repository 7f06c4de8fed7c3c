import {
  Badge,
  Button,
  EmptyState,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCalendarStats } from '@tabler/icons-react';
import { messages } from '@quorum/shared';
import { useState } from 'react';
import { FormError } from '@/components/form/form-error';
import { useRegistryAccess } from '../hooks/use-registry-access';
import {
  RegistryQuestionModal,
  type RegistryQuestionTarget,
} from '../components/question-modal/registry-question-modal';
import { useMonthlyPrompts, type MonthlyPrompt } from './get-monthly-prompts';

const text = messages.monthlyPrompts;

/** "November 2026": a prompt's month, read in UTC as the server made it. */
const monthLabel = (publishedDate: string) =>
  new Date(publishedDate).toLocaleDateString('en-AU', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

function byMonth(prompts: MonthlyPrompt[]) {
  const months = new Map<string, MonthlyPrompt[]>();
  for (const prompt of prompts) {
    const list = months.get(prompt.publishedDate) ?? [];
    list.push(prompt);
    months.set(prompt.publishedDate, list);
  }
  return [...months.entries()];
}

function PromptRow({
  prompt,
  canAdd,
  onAdd,
}: {
  prompt: MonthlyPrompt;
  canAdd: boolean;
  onAdd: () => void;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} flex="1 1 240px">
          <Text fw={500}>{prompt.question}</Text>
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {text.askedTimes(prompt.askedCount)}
            </Text>
            {prompt.status === 'added' ? (
              <Badge variant="light" color="teal">
                {text.added}
              </Badge>
            ) : null}
            {prompt.totalCopiedTimes > 0 ? (
              <Text size="sm" c="dimmed">
                {text.copiedTimes(prompt.totalCopiedTimes)}
              </Text>
            ) : null}
          </Group>
        </Stack>
        {canAdd ? (
          <Button variant="light" onClick={onAdd}>
            {text.addToRegistry}
          </Button>
        ) : null}
      </Group>
    </Paper>
  );
}

/**
 * The registry's monthly prompt view (spec §2 "a monthly prompt view type", §3 "Monthly question
 * prompt"): per month, the questions asked most with no answer in the registry; "Add to registry"
 * opens the add form with the question in it, and saving counts the prompt's copy.
 */
export function MonthlyPromptsView() {
  const prompts = useMonthlyPrompts();
  const access = useRegistryAccess();
  const [target, setTarget] = useState<RegistryQuestionTarget>(null);

  let body;
  if (prompts.isPending) {
    body = (
      <Stack gap="sm" role="status" aria-label="Loading monthly prompts">
        {[1, 2, 3].map((n) => (
          <Skeleton key={n} height={72} radius="md" />
        ))}
      </Stack>
    );
  } else if (prompts.isError) {
    body = (
      <Stack gap="xs" align="flex-start">
        <FormError message={prompts.error.message} />
        <Button variant="light" onClick={() => void prompts.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  } else if (prompts.data.length === 0) {
    body = (
      <Paper withBorder radius="md" p="lg">
        <EmptyState
          icon={<IconCalendarStats aria-hidden />}
          withIndicatorBackground
          title={text.title}
          description={text.empty}
        />
      </Paper>
    );
  } else {
    body = byMonth(prompts.data).map(([month, list]) => (
      <Stack key={month} gap="xs" component="section" aria-label={monthLabel(month)}>
        <Title order={2} size="h4">
          {monthLabel(month)}
        </Title>
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {list.map((prompt) => (
            <PromptRow
              key={prompt._id}
              prompt={prompt}
              canAdd={access.canCreate}
              onAdd={() =>
                setTarget({
                  kind: 'new',
                  prefill: { question: prompt.question, response: '' },
                  monthlyPromptId: prompt._id,
                })
              }
            />
          ))}
        </Stack>
      </Stack>
    ));
  }

  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm">
        {text.intro}
      </Text>
      {body}
      <RegistryQuestionModal target={target} tab="all" onClose={() => setTarget(null)} />
    </Stack>
  );
}
