import {
  Anchor,
  Button,
  Divider,
  Group,
  Popover,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { messages } from '@quorum/shared';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useCanViewPage } from '@/lib/permissions/use-permissions';
import { useUpcomingEvent } from '../api/get-upcoming-event';
import { EventDetails } from './event-details';
import { viewerTimeZone } from './event-time';

const text = messages.events;

/** 'AGM · 7 Apr, 13:00' in the viewer's time: short enough for the header. */
function headerText(title: string, startTime: string, allDay: boolean) {
  const start = new Date(startTime);
  const when = new Intl.DateTimeFormat('en-AU', {
    timeZone: viewerTimeZone(),
    day: 'numeric',
    month: 'short',
    ...(allDay ? {} : { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' as const }),
  }).format(start);
  return `${title} · ${when}`;
}

/**
 * Spec §2 "Dashboard shell": the calendar icon with the next event's text, and a popover with its
 * title, time, location and attendees, and Show more to the calendar. Only for members who may
 * see the calendar.
 */
export function UpcomingEventButton() {
  const canView = useCanViewPage()('calendar');
  const upcoming = useUpcomingEvent(canView);
  const [opened, setOpened] = useState(false);
  const titleId = useId();
  if (!canView) return null;
  const event = upcoming.data ?? null;
  const label = event ? headerText(event.title, event.startTime, event.allDay) : text.noneUpcoming;

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={340}
      shadow="md"
      radius="md"
      trapFocus
      returnFocus
      hideDetached={false}
    >
      <Popover.Target>
        <UnstyledButton
          onClick={() => setOpened((was) => !was)}
          aria-label={`Upcoming event: ${label}`}
          aria-expanded={opened}
          px={6}
          py={4}
          style={{ borderRadius: 'var(--mantine-radius-sm)' }}
        >
          <Group gap={6} wrap="nowrap">
            <IconCalendarEvent size={22} stroke={1.6} aria-hidden />
            <Text size="sm" visibleFrom="md" maw={220} truncate="end" aria-hidden>
              {upcoming.isPending ? 'Loading…' : label}
            </Text>
          </Group>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown maw="calc(100vw - 16px)" aria-labelledby={titleId}>
        <Stack gap="sm">
          <Text id={titleId} size="xs" c="dimmed" fw={700} tt="uppercase">
            Upcoming event
          </Text>
          {upcoming.isError ? (
            <Group gap="xs">
              <Text size="sm">{upcoming.error.message}</Text>
              <Button size="compact-sm" variant="default" onClick={() => void upcoming.refetch()}>
                Try again
              </Button>
            </Group>
          ) : null}
          {upcoming.isPending ? <Text size="sm">Loading…</Text> : null}
          {upcoming.isSuccess && !event ? <Text size="sm">{text.noneUpcoming}</Text> : null}
          {event ? (
            <>
              <Text fw={700}>{event.title}</Text>
              <EventDetails event={event} compact />
            </>
          ) : null}
          <Divider />
          <Anchor
            component={Link}
            to="/dashboard/calendar"
            size="sm"
            fw={600}
            ta="center"
            onClick={() => setOpened(false)}
          >
            Show more
          </Anchor>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
