import { Group, Image, Stack, Text } from '@mantine/core';
import { messages } from '@quorum/shared';
import type { Announcement } from '../../api/announcement-fields';
import { formatDuration } from '../media-facts';
import { MediaKind } from '../media-kind-icon';
import { AnnouncementThumbnail } from '../list/announcement-thumbnail';
import { formatFileSize } from '@/components/files/format-file-size';
import { PdfViewer } from './pdf-viewer';

const text = messages.announcementScreens;

/**
 * The attachment, as its kind is best read: a PDF with its page count and thumbnail, opened at a
 * page; a video or a sound with its length, played by the browser's own player, which seeks by
 * asking the server for byte ranges; a picture whole.
 */
export function AttachmentView({
  announcement,
  page,
  onPage,
}: {
  announcement: Announcement;
  page: number;
  onPage: (page: number) => void;
}) {
  const { media, attachmentUrl, attachmentDuration, attachmentTotalPages } = announcement;
  if (!media || !attachmentUrl) return null;
  const name = announcement.attachmentName ?? announcement.title;
  const fact =
    media === 'pdf' && attachmentTotalPages
      ? text.pages(attachmentTotalPages)
      : (media === 'video' || media === 'audio') && attachmentDuration
        ? text.duration(formatDuration(attachmentDuration))
        : null;

  return (
    <Stack gap="sm" component="section" aria-label={text.attachmentLabel}>
      <Group gap="sm" wrap="nowrap" align="center">
        {media === 'pdf' ? (
          <AnnouncementThumbnail announcement={announcement} width={64} height={84} />
        ) : null}
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm" fw={500} truncate="end">
            {name}
          </Text>
          <MediaKind
            media={media}
            isPoll={false}
            fact={[
              fact,
              announcement.attachmentSize ? formatFileSize(announcement.attachmentSize) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          />
        </Stack>
      </Group>
      {media === 'pdf' ? (
        <PdfViewer
          url={attachmentUrl}
          name={name}
          totalPages={attachmentTotalPages ?? null}
          page={page}
          onPage={onPage}
        />
      ) : media === 'video' ? (
        // Published media of the company's own: captions are the team's to add (no track yet).
        // eslint-disable-next-line jsx-a11y/media-has-caption -- no caption track is uploaded yet
        <video
          controls
          preload="metadata"
          src={attachmentUrl}
          poster={announcement.attachmentThumbnailUrl ?? undefined}
          aria-label={name}
          style={{
            width: '100%',
            maxHeight: 540,
            borderRadius: 'var(--mantine-radius-sm)',
            background: '#000',
          }}
        />
      ) : media === 'audio' ? (
        // eslint-disable-next-line jsx-a11y/media-has-caption -- no caption track is uploaded yet
        <audio
          controls
          preload="metadata"
          src={attachmentUrl}
          aria-label={name}
          style={{ width: '100%' }}
        />
      ) : (
        <Image src={attachmentUrl} alt={announcement.title} radius="sm" fit="contain" mah={600} />
      )}
    </Stack>
  );
}
