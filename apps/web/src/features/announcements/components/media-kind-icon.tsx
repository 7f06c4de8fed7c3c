import { Group, Text, ThemeIcon } from '@mantine/core';
import {
  IconChartBar,
  IconFileTypePdf,
  IconMovie,
  IconMusic,
  IconPhoto,
  IconSpeakerphone,
} from '@tabler/icons-react';
import { messages, type AnnouncementMedia } from '@quorum/shared';

const text = messages.announcementScreens;

const ICONS = {
  pdf: IconFileTypePdf,
  image: IconPhoto,
  video: IconMovie,
  audio: IconMusic,
} as const;

/**
 * What an announcement carries, at a glance and in words: a PDF, picture, video or sound; a poll
 * standing alone; or words only.
 */
export function MediaKind({
  media,
  isPoll,
  fact,
}: {
  media: AnnouncementMedia | null;
  isPoll: boolean;
  /** Pages or length, said after the kind. */
  fact?: string | null;
}) {
  const Icon = media ? ICONS[media] : isPoll ? IconChartBar : IconSpeakerphone;
  const label = media ? text.mediaLabel[media] : isPoll ? text.pollBadge : text.noAttachment;
  return (
    <Group gap={6} wrap="nowrap">
      <ThemeIcon variant="light" color="gray" size="sm" radius="sm">
        <Icon size={14} aria-hidden />
      </ThemeIcon>
      <Text size="sm" c="dimmed">
        {fact ? `${label} · ${fact}` : label}
      </Text>
    </Group>
  );
}
