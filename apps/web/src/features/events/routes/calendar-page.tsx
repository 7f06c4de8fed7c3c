import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { messages } from '@quorum/shared';
import { useState } from 'react';
import { LoadErrorAlert } from '@/components/feedback/load-error-alert';
import { PageFrame } from '@/components/layouts/page-frame';
import { PageGuard } from '@/components/permissions/page-guard';
import { useMemberFlags, usePagePermission } from '@/lib/permissions/use-permissions';
import type { CompanyEvent } from '../api/event-fields';
import { useCompanyEvents } from '../api/get-company-events';
import { CalendarFeedPanel } from '../components/calendar-feed-panel';
import { EventCalendar } from '../components/event-calendar';
import { EventFormModal } from '../components/event-form-modal';
import { EventViewModal } from '../components/event-view-modal';
import { viewerTimeZone } from '../components/event-time';

const text = messages.events;

/** A new event starts on today, or on the first day shown when the calendar shows a later month. */
function newEventDay(range: { from: string } | null) {
  const shownFrom = range ? new Date(range.from).getTime() : 0;
  return new Date(Math.max(Date.now(), shownFrom));
}

function Calendar() {
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const [editing, setEditing] = useState<CompanyEvent | { newAt: Date } | null>(null);
  const events = useCompanyEvents(range);
  const { canEdit } = usePagePermission('calendar');
  const { canCreateEvent, hasAdministrativeControl } = useMemberFlags();
  // The client mirrors the server: changing events needs full access and the flag.
  const mayChange = canEdit && (canCreateEvent || hasAdministrativeControl);
  const shown = events.data ?? [];
  const opened = shown.find((e) => e._id === openId) ?? null;

  return (
    <PageFrame
      title="Calendar"
      actions={
        mayChange ? (
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setEditing({ newAt: newEventDay(range) })}
          >
            New event
          </Button>
        ) : null
      }
    >
      <Stack gap="md">
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Text size="sm" c="dimmed">
            Times are shown in your time zone ({viewerTimeZone()}) and in each event’s own.
          </Text>
          {events.isFetching ? (
            <Loader size="xs" role="status" aria-label="Loading events" />
          ) : null}
        </Group>
        {events.isError ? (
          <LoadErrorAlert
            title="The events could not be loaded"
            message={events.error.message}
            retrying={events.isFetching}
            onRetry={() => void events.refetch()}
          />
        ) : null}
        {events.isSuccess && shown.length === 0 ? (
          <Text size="sm" role="status">
            {text.none}
            {mayChange ? ' Choose New event to add one.' : ''}
          </Text>
        ) : null}
        <EventCalendar events={shown} onRange={setRange} onOpen={setOpenId} />
        {hasAdministrativeControl ? <CalendarFeedPanel /> : null}
      </Stack>
      <EventViewModal
        event={editing ? null : opened}
        mayChange={mayChange}
        onEdit={(event) => setEditing(event)}
        onClose={() => setOpenId(null)}
      />
      <EventFormModal
        opened={editing !== null}
        event={editing && '_id' in editing ? editing : null}
        defaultStart={editing && 'newAt' in editing ? editing.newAt : undefined}
        onClose={() => setEditing(null)}
      />
    </PageFrame>
  );
}

/** /dashboard/calendar: the company's events in month, week and agenda views (issue 15). */
export function CalendarPage() {
  return (
    <PageGuard page="calendar">
      <Calendar />
    </PageGuard>
  );
}
