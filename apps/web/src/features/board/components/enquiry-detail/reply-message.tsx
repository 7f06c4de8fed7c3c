import { Group, Paper, Text } from '@mantine/core';
import type { EnquiryReply } from '../../api/get-enquiry-reply-list';
import { formatDateTime } from './format-time';
import { ReplyFiles } from './reply-files';

const personName = (person: { firstName: string; lastName: string } | null) =>
  person ? `${person.firstName} ${person.lastName}`.trim() : null;

/**
 * One message of the thread. The team's replies sit on the right in the brand tint, naming who
 * answered; the investor's follow-ups on the left in grey.
 */
export function ReplyMessage({
  reply,
  investorName,
}: {
  reply: EnquiryReply;
  investorName: string;
}) {
  const fromTeam = reply.fromQuorum;
  const author = fromTeam ? (personName(reply.responder) ?? 'Your team') : investorName;
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      maw="88%"
      ml={fromTeam ? 'auto' : 0}
      bg={fromTeam ? 'blue.0' : 'gray.0'}
      aria-label={fromTeam ? `Reply from ${author}` : `Message from ${author}`}
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          {author}
          {fromTeam ? (
            <Text component="span" size="xs" c="dimmed" fw={400}>
              {' '}
              · Team reply
            </Text>
          ) : null}
        </Text>
        <Text size="xs" c="dimmed">
          {formatDateTime(reply.sentAt ?? reply.createdAt)}
        </Text>
      </Group>
      {reply.content ? (
        <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {reply.content}
        </Text>
      ) : null}
      <ReplyFiles attachments={reply.attachments} audio={reply.audio} />
    </Paper>
  );
}
