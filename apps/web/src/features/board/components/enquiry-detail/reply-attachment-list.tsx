import { Stack, Text } from '@mantine/core';
import type { ReplyAttachments } from './use-reply-attachments';
import { UploadList } from '@/components/files/upload-list';

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
        // The composer's tests find a stored file's link by its bare name.
        <UploadList
          entries={entries}
          label="Attachments"
          bareLinkNames
          onRemove={disabled ? undefined : attachments.remove}
        />
      ) : null}
      {refusals.map((refusal, index) => (
        <Text key={`${refusal.name}-${index}`} size="xs" c="red.7" role="alert">
          {refusal.name}: {refusal.message}
        </Text>
      ))}
    </Stack>
  );
}
