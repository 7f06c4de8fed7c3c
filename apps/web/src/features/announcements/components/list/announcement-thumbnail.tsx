import { Center, Image } from '@mantine/core';
import {
  IconChartBar,
  IconFileTypePdf,
  IconMovie,
  IconMusic,
  IconPhoto,
  IconSpeakerphone,
} from '@tabler/icons-react';
import type { Announcement } from '../../api/announcement-fields';

const PLACEHOLDERS = {
  pdf: IconFileTypePdf,
  image: IconPhoto,
  video: IconMovie,
  audio: IconMusic,
} as const;

/**
 * The attachment's thumbnail (a PDF's first page, a video's frame, a picture made small), or its
 * kind's icon where there is none. Decorative: the card says the kind in words.
 */
export function AnnouncementThumbnail({
  announcement,
  width,
  height,
}: {
  announcement: Announcement;
  width: number | Record<string, number>;
  height: number | Record<string, number>;
}) {
  const { attachmentThumbnailUrl, media, announcementType } = announcement;
  if (attachmentThumbnailUrl)
    return (
      <Image
        src={attachmentThumbnailUrl}
        alt=""
        w={width}
        h={height}
        radius="sm"
        fit="cover"
        // A PDF's first page is mostly white: the edge shows where it ends.
        style={{ flexShrink: 0, border: '1px solid var(--mantine-color-gray-3)' }}
      />
    );
  const Icon = media
    ? PLACEHOLDERS[media]
    : announcementType === 'poll'
      ? IconChartBar
      : IconSpeakerphone;
  return (
    <Center
      w={width}
      h={height}
      bg="var(--mantine-color-gray-1)"
      style={{ borderRadius: 'var(--mantine-radius-sm)', flexShrink: 0 }}
    >
      <Icon size={28} stroke={1.4} color="var(--mantine-color-gray-6)" aria-hidden />
    </Center>
  );
}
