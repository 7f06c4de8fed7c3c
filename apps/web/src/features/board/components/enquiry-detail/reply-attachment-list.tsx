import { Anchor, CloseButton, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { AttachmentIcon } from '@/components/files/attachment-icon';
import { formatFileSize } from '@/components/files/format-file-size';
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
        <Stack
          component="ul"
          gap={6}
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label="Attachments"
        >
          {entries.map((entry) => (
            <Paper key={entry.id} component="li" withBorder radius="sm" px="sm" py={4}>
              <Group gap="sm" wrap="nowrap">
                <AttachmentIcon contentType={entry.type} size={18} stroke={1.5} />
                <Stack gap={0} flex={1} miw={0}>
                  {entry.url ? (
                    <Anchor
                      href={entry.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      size="sm"
                      truncate
                    >
                      {entry.name}
                    </Anchor>
                  ) : (
                    <Text size="sm" truncate>
                      {entry.name}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed">
                    {entry.key === null ? 'Uploading…' : formatFileSize(entry.size)}
                  </Text>
                </Stack>
                {entry.key === null ? (
                  <Loader size="xs" aria-label={`Uploading ${entry.name}`} />
                ) : disabled ? null : (
                  <CloseButton
                    size="sm"
                    aria-label={`Remove ${entry.name}`}
                    onClick={() => attachments.remove(entry.id)}
                  />
                )}
              </Group>
            </Paper>
          ))}
        </Stack>
      ) : null}
      {refusals.map((refusal, index) => (
        <Text key={`${refusal.name}-${index}`} size="xs" c="red.7" role="alert">
          {refusal.name}: {refusal.message}
        </Text>
      ))}
    </Stack>
  );
}
