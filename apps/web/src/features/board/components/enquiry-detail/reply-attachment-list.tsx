import { Stack, Text } from '@mantine/core';
import { AttachmentList, AttachmentRow } from '@/components/files/attachment-row';
import type { ReplyAttachments } from './use-reply-attachments';

/** The reply's chosen files, each removable, with the reasons any file was turned away. */
export function ReplyAttachmentList({
  attachments,
  disabled,
}: {
  attachments: ReplyAttachments;
  disabled: boolean;
}) {
  const { entries, refusals } = attachments;
  if (entries.length === 0 && refusals.length === 0) return null;
  return (
    <Stack gap={6}>
      {entries.length > 0 ? (
        <AttachmentList label="Attachments">
          {entries.map((entry) => (
            <AttachmentRow
              key={entry.id}
              name={entry.name}
              contentType={entry.contentType}
              sizeBytes={entry.sizeBytes}
              url={entry.url}
              // The composer's tests find a stored file's link by its bare name.
              linkLabel={entry.name}
              uploading={entry.key === null}
              onRemove={disabled ? undefined : () => attachments.remove(entry.id)}
            />
          ))}
        </AttachmentList>
      ) : null}
      {refusals.map((refusal, index) => (
        <Text key={`${refusal.name}-${index}`} size="xs" c="red.7" role="alert">
          {refusal.name}: {refusal.message}
        </Text>
      ))}
    </Stack>
  );
}
