import { Badge, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconBroadcast } from '@tabler/icons-react';
import { messages } from '@quorum/shared';
import { useNow } from '@/hooks/use-now';
import { formatExactTime } from '@/lib/format/relative-time';
import type { AnnouncementPoll } from '../../api/announcement-fields';

const text = messages.announcementScreens;
const MINUTE_MS = 60_000;
const relative = new Intl.RelativeTimeFormat('en-AU', { numeric: 'auto' });

/** "in 3 days", "in 5 hours", "2 minutes ago": the nearest whole unit. */
function fromNow(at: number, now: number) {
  const minutes = Math.round((at - now) / MINUTE_MS);
  if (Math.abs(minutes) < 60) return relative.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 48) return relative.format(hours, 'hour');
  return relative.format(Math.round(hours / 24), 'day');
}

/** A share as the results say it: whole, or to one decimal under 10%. */
const shareInWords = (share: number) =>
  share >= 10 || Number.isInteger(share) ? Math.round(share) : Math.round(share * 10) / 10;

/**
 * The poll's results as staff see them: each option's votes and share of the ballots, the total,
 * and when voting ends or ended. They move live while the page is open (the page subscribes to
 * the company's announcement updates).
 */
export function PollResults({
  poll,
  showQuestion,
}: {
  poll: AnnouncementPoll;
  /** A poll standing alone is titled by its question: the page's heading already says it. */
  showQuestion: boolean;
}) {
  const now = useNow(MINUTE_MS);
  const endsAt = new Date(poll.endsAt).getTime();
  const open = endsAt > now;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="poll-results-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="poll-results-title">
            {text.pollResults}
          </Title>
          {open ? (
            <Badge
              variant="light"
              color="green"
              leftSection={<IconBroadcast size={12} aria-hidden />}
            >
              {text.pollLive}
            </Badge>
          ) : null}
        </Group>
        {showQuestion ? (
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {poll.title}
          </Text>
        ) : null}
        <Text size="sm" c="dimmed">
          {poll.multipleChoice ? text.multipleChoice : text.singleChoice} ·{' '}
          <span title={formatExactTime(poll.endsAt)}>
            {open ? text.pollEndsIn(fromNow(endsAt, now)) : text.pollEnded(fromNow(endsAt, now))}
          </span>
        </Text>
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {poll.options.map((option) => {
            const share = shareInWords(option.share);
            return (
              <li key={option.id}>
                <Group justify="space-between" gap="xs" wrap="nowrap" mb={4}>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {option.option}
                  </Text>
                  <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
                    {text.pollVotes(option.voteCount)} · {share}%
                  </Text>
                </Group>
                <Progress
                  value={option.share}
                  size="md"
                  radius="sm"
                  aria-label={text.optionResult(option.option, option.voteCount, share)}
                />
              </li>
            );
          })}
        </Stack>
        <Text size="sm" c="dimmed">
          {text.pollTotal(poll.totalVotes)}
        </Text>
      </Stack>
    </Paper>
  );
}
