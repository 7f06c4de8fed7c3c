import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { messages } from '@quorum/shared';
import type { Announcement } from '../../api/announcement-fields';
import { AsxBadges } from '../asx-badges';
import { announcementFacts } from '../media-facts';
import { AttachmentView } from './attachment-view';
import { Timeline } from '@/features/activity';
import { EngagementStats } from './engagement-stats';
import { PollResults } from './poll-results';

const text = messages.announcementScreens;

/** The announcement itself: its status and marks, its words, its attachment, its poll, engagement. */
export function AnnouncementDetail({
  announcement,
  page,
  onPage,
}: {
  announcement: Announcement;
  page: number;
  onPage: (page: number) => void;
}) {
  return (
    <Stack gap="lg">
      <Group gap="xs">
        <Badge variant="light" color={announcement.status === 'published' ? 'green' : 'gray'}>
          {text.statusLabel[announcement.status]}
        </Badge>
        {announcement.isPinned ? (
          <Badge variant="light" color="blue">
            {text.pinnedBadge}
          </Badge>
        ) : null}
        {announcement.deleted ? (
          <Badge variant="light" color="red">
            {text.deletedBadge}
          </Badge>
        ) : null}
        <AsxBadges announcement={announcement} />
        <Text size="sm" c="dimmed">
          {announcementFacts(announcement)}
        </Text>
      </Group>
      {announcement.body ? (
        <Paper withBorder radius="md" p="md">
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {announcement.body}
          </Text>
        </Paper>
      ) : null}
      <AttachmentView announcement={announcement} page={page} onPage={onPage} />
      {announcement.poll ? (
        <PollResults
          poll={announcement.poll}
          showQuestion={announcement.announcementType !== 'poll'}
        />
      ) : null}
      <EngagementStats announcement={announcement} />
      <Timeline subjectType="announcement" subjectId={announcement._id} />
    </Stack>
  );
}
