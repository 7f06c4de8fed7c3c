import { Anchor, Group, Image, Stack } from '@mantine/core';
import { AttachmentIcon } from '@/components/files/attachment-icon';
import type { ReplyFile } from '../../api/get-enquiry-reply-list';

/** A message's files: pictures as thumbnails, anything else as a link, a recording as a player. */
export function ReplyFiles({
  attachments,
  audio,
}: {
  attachments: readonly ReplyFile[];
  audio: ReplyFile | null;
}) {
  if (attachments.length === 0 && !audio) return null;
  const pictures = attachments.filter((file) => file.type.startsWith('image/'));
  const others = attachments.filter((file) => !file.type.startsWith('image/'));
  return (
    <Stack gap={6} mt={6}>
      {audio ? (
        // A recorded voice message: there is no caption track to give it (no transcript yet).
        // eslint-disable-next-line jsx-a11y/media-has-caption -- a voice note, not published media
        <audio controls src={audio.url} aria-label="Voice message" />
      ) : null}
      {pictures.length > 0 ? (
        <Group gap={6}>
          {pictures.map((file) => (
            <Anchor
              key={file.key}
              href={file.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${file.name} (opens in a new tab)`}
            >
              <Image src={file.url} alt={file.name} w={88} h={88} radius="sm" fit="cover" />
            </Anchor>
          ))}
        </Group>
      ) : null}
      {others.map((file) => (
        <Anchor
          key={file.key}
          href={file.url}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          aria-label={`${file.name} (opens in a new tab)`}
        >
          <Group gap={6} wrap="nowrap" component="span">
            <AttachmentIcon contentType={file.type} size={16} stroke={1.5} />
            <span>{file.name}</span>
          </Group>
        </Anchor>
      ))}
    </Stack>
  );
}
