import { Stack, Text } from '@mantine/core';
import type { EnquiryReply } from '../../api/get-enquiry-reply-list';
import { ReplyMessage } from './reply-message';

/** The conversation after the question, oldest first; the unsent draft stays in the composer. */
export function ReplyThread({
  replies,
  investorName,
}: {
  replies: readonly EnquiryReply[];
  investorName: string;
}) {
  const sent = replies.filter((reply) => !reply.draft);
  if (sent.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No replies yet.
      </Text>
    );
  return (
    <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Replies">
      {sent.map((reply) => (
        <ReplyMessage key={reply._id} reply={reply} investorName={investorName} />
      ))}
    </Stack>
  );
}
