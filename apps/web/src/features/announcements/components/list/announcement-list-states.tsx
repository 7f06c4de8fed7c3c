import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { messages, PAGE_SIZES } from '@quorum/shared';
import type { AnnouncementView } from '../../api/announcement-keys';

const text = messages.announcementScreens;

/** Cards' shapes while the page loads, one per announcement a page holds. */
export function AnnouncementsLoading() {
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading announcements">
      {Array.from({ length: PAGE_SIZES.announcements }, (_, row) => (
        <Paper key={row} withBorder radius="md" p="md">
          <Group wrap="nowrap" align="flex-start">
            <Skeleton w={{ base: 56, sm: 112 }} h={{ base: 56, sm: 80 }} radius="sm" />
            <Stack gap={8} style={{ flex: 1 }}>
              <Skeleton h={14} w="30%" />
              <Skeleton h={18} w="70%" />
              <Skeleton h={12} w="45%" />
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

const EMPTY: Record<Exclude<AnnouncementView, 'all'>, string> = {
  published: text.emptyPublished,
  drafts: text.emptyDrafts,
  deleted: text.emptyDeleted,
};

/**
 * Nothing in this view. The All view of an empty company says what announcements are for and,
 * to those who may, offers the first one.
 */
export function AnnouncementsEmpty({
  view,
  onCreate,
}: {
  view: AnnouncementView;
  onCreate?: () => void;
}) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm" maw={460} mx="auto" ta="center">
        <IconSpeakerphone size={36} stroke={1.4} color="var(--mantine-color-gray-6)" aria-hidden />
        {view === 'all' ? (
          <>
            <Title order={2} size="h4">
              {text.emptyAll}
            </Title>
            <Text size="sm" c="dimmed">
              {onCreate ? text.emptyAllDescription : text.emptyReadOnly}
            </Text>
            {onCreate ? <Button onClick={onCreate}>{text.newAnnouncement}</Button> : null}
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {EMPTY[view]}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
