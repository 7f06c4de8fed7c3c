import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { messages } from '@quorum/shared';
import type { ReactNode } from 'react';
import type { RegistryQuestion } from '../../api/get-question-registry';

const text = messages.registry;

const editedAt = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short' });

function lastEditedLine({ lastUpdateBy, lastEditedAt }: RegistryQuestion) {
  const when = editedAt.format(new Date(lastEditedAt));
  return lastUpdateBy
    ? text.lastEdited(`${lastUpdateBy.firstName} ${lastUpdateBy.lastName}`, when)
    : text.lastEditedAnonymous(when);
}

/**
 * The question as it is, read-only (the "view or edit" state, spec §2): question, response,
 * the Draft mark, and who last edited it when. Long answers keep their line breaks.
 */
export function QuestionView({
  question,
  notice,
  actions,
}: {
  question: RegistryQuestion;
  /** A lock warning, a released notice or a failure, above the text. */
  notice?: ReactNode;
  /** Edit, when the person may. */
  actions?: ReactNode;
}) {
  return (
    <Stack gap="md">
      {notice}
      <Stack gap={6}>
        <Group gap="xs">
          <Text size="sm" fw={600} c="dimmed">
            Question
          </Text>
          {question.drafted ? (
            <Badge variant="light" color="orange" size="sm">
              Draft
            </Badge>
          ) : null}
        </Group>
        <Title order={3} fz="lg" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {question.question}
        </Title>
      </Stack>
      <Stack gap={6}>
        <Text size="sm" fw={600} c="dimmed">
          Response
        </Text>
        <Text
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          c={question.response ? undefined : 'dimmed'}
        >
          {question.response || text.noResponse}
        </Text>
      </Stack>
      <Text size="xs" c="dimmed">
        {lastEditedLine(question)}
      </Text>
      {actions}
    </Stack>
  );
}
