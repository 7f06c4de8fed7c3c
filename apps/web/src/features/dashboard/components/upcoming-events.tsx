import { Group, Stack, Text } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { messages } from '@quorum/shared';
import type { DashboardHome } from '../api/get-dashboard-home';
import { HomeSection } from './home-section';

const text = messages.dashboard;
const SHOWN = 4;
const day = new Intl.DateTimeFormat('en-AU', { weekday: 'short', day: 'numeric', month: 'short' });
const time = new Intl.DateTimeFormat('en-AU', { hour: 'numeric', minute: '2-digit' });

type CompanyEvent = NonNullable<DashboardHome['getCompanyEvents']>[number];

/** When an event is, in the member's own time zone: "Tue 1 Dec, 10:00 am" or "Tue 1 Dec, all day". */
const when = (event: CompanyEvent) =>
  `${day.format(new Date(event.startTime))}, ${event.allDay ? 'all day' : time.format(new Date(event.startTime))}`;

/** The company's events of the next 30 days (one under way included), soonest first. */
export function UpcomingEvents({ events }: { events: readonly CompanyEvent[] }) {
  // The server answers the events overlapping the next 30 days: none is over yet.
  const next = [...events].sort((a, b) => a.startTime.localeCompare(b.startTime)).slice(0, SHOWN);
  return (
    <HomeSection
      title={text.eventsTitle}
      link={{ label: text.viewCalendar, to: '/dashboard/calendar' }}
    >
      {next.length === 0 ? (
        <Text size="sm" c="dimmed">
          {text.eventsEmpty}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {next.map((event) => (
            <Group key={event._id} component="li" gap="sm" wrap="nowrap" align="flex-start">
              <IconCalendarEvent size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
              <Stack gap={0} miw={0}>
                <Text size="sm" fw={600} truncate="end">
                  {event.title}
                </Text>
                <Text size="xs" c="dimmed">
                  {when(event)}
                  {event.location ? ` · ${event.location}` : event.onlineUrl ? ' · Online' : ''}
                </Text>
              </Stack>
            </Group>
          ))}
        </Stack>
      )}
    </HomeSection>
  );
}
