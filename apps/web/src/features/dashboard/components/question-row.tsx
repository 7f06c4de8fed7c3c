import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { askerDisplay, SentimentIndicator, UnreadDot } from '@/features/board';
import { formatExactTime } from '@/lib/format/relative-time';
import type { HomeQuestion } from '../api/get-dashboard-home';
import classes from './home.module.css';

/** The board's address with the question's detail open (the board reads ?enquiry=). */
export const questionHref = (id: string) =>
  `/dashboard/questions?enquiry=${encodeURIComponent(id)}`;

/**
 * One question in an attention list: who asked, what, how it feels (Premium: the server sends the
 * sentiment only then) and how long it has waited. The whole row is one link to its detail.
 */
export function QuestionRow({ question, when }: { question: HomeQuestion; when: string }) {
  const asker = askerDisplay(question);
  const words = question.subject?.trim() || question.question.trim();
  return (
    <UnstyledButton
      component={Link}
      to={questionHref(question._id)}
      className={classes.row}
      data-question={question._id}
      p="xs"
    >
      <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
        <Stack gap={2} miw={0}>
          <Group gap={6} wrap="nowrap" miw={0}>
            {question.unread ? <UnreadDot /> : null}
            <Text size="sm" fw={600} truncate="end">
              {asker.name}
            </Text>
            {asker.badge ? (
              <Badge size="xs" variant="light" color="gray" style={{ flexShrink: 0 }}>
                {asker.badge}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed" lineClamp={1}>
            {words}
          </Text>
        </Stack>
        <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
          <Text size="xs" c="dimmed" title={formatExactTime(question.createdAt)}>
            {when}
          </Text>
          <SentimentIndicator sentiment={question.sentiment ?? null} />
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
