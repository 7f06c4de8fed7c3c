import { Anchor, Stack, Text } from '@mantine/core';
import { messages } from '@quorum/shared';
import { Link } from 'react-router';
import { formatRelativeTime } from '@/lib/format/relative-time';
import type { DashboardHome } from '../api/get-dashboard-home';
import { HomeSection } from './home-section';

const text = messages.dashboard;
const percent = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });

type Announcement = NonNullable<DashboardHome['getCompanyAnnouncements']>['items'][number];

/** The three newest published announcements, with how many investors have seen each. */
export function LatestAnnouncements({ announcements }: { announcements: readonly Announcement[] }) {
  return (
    <HomeSection
      title={text.announcementsTitle}
      link={{ label: text.viewAnnouncements, to: '/dashboard/announcements' }}
    >
      {announcements.length === 0 ? (
        <Text size="sm" c="dimmed">
          {text.announcementsEmpty}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {announcements.map((announcement) => (
            <Stack key={announcement._id} component="li" gap={0}>
              <Anchor
                component={Link}
                to={`/dashboard/announcements/${announcement._id}`}
                size="sm"
                fw={600}
                lineClamp={1}
              >
                {announcement.title}
              </Anchor>
              <Text size="xs" c="dimmed">
                {announcement.publishedDate ? formatRelativeTime(announcement.publishedDate) : null}
                {announcement.seenPercentage !== null && announcement.seenPercentage !== undefined
                  ? ` · ${text.seenBy(`${percent.format(announcement.seenPercentage)}%`)}`
                  : ''}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
    </HomeSection>
  );
}
