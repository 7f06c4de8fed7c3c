import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { messages } from '@quorum/shared';
import { formatRelativeTime } from '@/lib/format/relative-time';
import { useSimilarQuestions } from '../../api/similar-questions';
import { AnswerAllModal } from './answer-all-modal';

const text = messages.duplicates;

/**
 * In an open question's drawer: the other open questions that ask the same thing, with who asked
 * each, and "Answer all", which opens one composer for the whole group. Shown only while the
 * question is on Outstanding and has duplicates.
 */
export function SimilarQuestions({
  enquiryId,
  outstanding,
  canAnswer,
  draftContent,
  onOpenEnquiry,
}: {
  enquiryId: string;
  outstanding: boolean;
  canAnswer: boolean;
  /** The drawer composer's words when "Answer all" is pressed. */
  draftContent: () => string;
  onOpenEnquiry: (enquiryId: string) => void;
}) {
  const similar = useSimilarQuestions(enquiryId, outstanding);
  const [composing, setComposing] = useState<string | null>(null);
  if (!outstanding) return null;
  if (similar.isPending)
    return (
      <Group gap="xs" aria-live="polite">
        <Loader size="xs" aria-hidden />
        <Text size="sm" c="dimmed">
          {text.loading}
        </Text>
      </Group>
    );
  if (similar.isError)
    return (
      <Alert color="red" role="alert">
        <Group justify="space-between" gap="xs">
          <Text size="sm">{text.loadFailed}</Text>
          <Button size="xs" variant="default" onClick={() => void similar.refetch()}>
            {text.retry}
          </Button>
        </Group>
      </Alert>
    );
  const others = similar.data;
  if (others.length === 0) return null;
  const groupIds = [enquiryId, ...others.map((q) => q._id)];
  const titleId = `similar-${enquiryId}`;

  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Group gap={6} wrap="nowrap">
            <IconCopy size={16} aria-hidden color="var(--mantine-color-violet-7)" />
            <Text id={titleId} fw={600} size="sm">
              {text.sectionTitle(others.length)}
            </Text>
          </Group>
          {canAnswer ? (
            <Button size="xs" onClick={() => setComposing(draftContent())}>
              {text.answerAll(groupIds.length)}
            </Button>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed">
          {text.sectionHint}
        </Text>
        <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {others.map((question) => (
            <li key={question._id}>
              <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                <Stack gap={0} miw={0}>
                  <Text size="sm" lineClamp={2} style={{ wordBreak: 'break-word' }}>
                    {question.subject || question.question}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {text.askedBy(question.askerName)} ·{' '}
                    {formatRelativeTime(question.createdAt, { older: 'day-and-month' })}
                  </Text>
                </Stack>
                <Anchor
                  component="button"
                  type="button"
                  size="xs"
                  onClick={() => onOpenEnquiry(question._id)}
                  aria-label={`${text.open}: ${question.askerName}`}
                >
                  {text.open}
                </Anchor>
              </Group>
            </li>
          ))}
        </Stack>
      </Stack>
      {composing !== null ? (
        <AnswerAllModal
          opened
          enquiryIds={groupIds}
          initialContent={composing}
          onClose={() => setComposing(null)}
        />
      ) : null}
    </Paper>
  );
}
