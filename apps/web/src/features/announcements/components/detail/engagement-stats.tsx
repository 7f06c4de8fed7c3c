import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { messages } from '@quorum/shared';
import type { Announcement } from '../../api/announcement-fields';

const text = messages.announcementScreens;

function Stat({ label, value }: { label: string; value: number | string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={24} fw={700}>
        {value}
      </Text>
    </Paper>
  );
}

/**
 * What investors made of the announcement: views (every one), unique viewers, questions asked
 * about it and, with a poll, its votes; and the share of the company's investors who saw it.
 */
export function EngagementStats({ announcement }: { announcement: Announcement }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="engagement-title">
      <Title order={2} size="h4" id="engagement-title">
        {text.engagementTitle}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: announcement.poll ? 4 : 3 }} spacing="sm">
        <Stat label="Views" value={announcement.totalViews} />
        <Stat label="Unique viewers" value={announcement.uniqueViewers} />
        <Stat label="Questions asked" value={announcement.questionsAsked} />
        {announcement.poll ? <Stat label="Votes" value={announcement.poll.totalVotes} /> : null}
      </SimpleGrid>
      {announcement.seenPercentage !== null && announcement.seenPercentage !== undefined ? (
        <Text size="sm" c="dimmed">
          {text.seenBy(Math.round(announcement.seenPercentage))}
        </Text>
      ) : null}
    </Stack>
  );
}
