import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import listPlugin from '@fullcalendar/list';
import timeGridPlugin from '@fullcalendar/timegrid';
import type { DatesSetArg, EventClickArg, EventInput } from '@fullcalendar/core';
import { Box } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo } from 'react';
import { styleNonce } from '@/lib/style-nonce';
import type { CompanyEvent } from '../api/event-fields';
import classes from './event-calendar.module.css';

/**
 * FullCalendar injects its styles into a `style[data-fullcalendar]` element, making one when
 * there is none; the page's policy admits only style elements with its nonce, so the element is
 * made here first, with it.
 */
function prepareCalendarStyles() {
  if (document.querySelector('style[data-fullcalendar]')) return;
  const element = document.createElement('style');
  element.setAttribute('data-fullcalendar', '');
  const nonce = styleNonce();
  if (nonce) element.nonce = nonce;
  document.head.appendChild(element);
}

export type CalendarView = 'dayGridMonth' | 'timeGridWeek' | 'listMonth';

/** Month, week and agenda views of the company's events, in the viewer's time. */
export function EventCalendar({
  events,
  onRange,
  onOpen,
}: {
  events: readonly CompanyEvent[];
  onRange: (range: { from: string; to: string }) => void;
  onOpen: (eventId: string) => void;
}) {
  prepareCalendarStyles();
  const phone = useMediaQuery('(max-width: 40em)');
  const inputs = useMemo<EventInput[]>(
    () =>
      events.map((event) => ({
        id: event._id,
        title: event.title,
        start: event.startTime,
        end: event.endTime,
        allDay: event.allDay,
        // FullCalendar shows an all-day event on the viewer's dates; these are the event's own.
        ...(event.allDay
          ? {
              start: new Date(event.startTime).toLocaleDateString('en-CA', {
                timeZone: event.timeZone,
              }),
              end: new Date(event.endTime).toLocaleDateString('en-CA', {
                timeZone: event.timeZone,
              }),
            }
          : {}),
      })),
    [events],
  );

  return (
    <Box className={classes.calendar}>
      <FullCalendar
        key={phone ? 'phone' : 'desktop'}
        plugins={[dayGridPlugin, timeGridPlugin, listPlugin]}
        initialView={phone ? 'listMonth' : 'dayGridMonth'}
        headerToolbar={
          phone
            ? { left: 'prev,next', center: 'title', right: 'today' }
            : {
                left: 'prev,next today',
                center: 'title',
                right: 'dayGridMonth,timeGridWeek,listMonth',
              }
        }
        footerToolbar={phone ? { center: 'dayGridMonth,timeGridWeek,listMonth' } : undefined}
        buttonText={{ today: 'Today', month: 'Month', week: 'Week', list: 'Agenda' }}
        buttonHints={{ prev: 'Previous $0', next: 'Next $0', today: 'This $0' }}
        viewHint="$0 view"
        navLinks={false}
        firstDay={1}
        locale="en-AU"
        height="auto"
        dayMaxEvents={3}
        nowIndicator
        eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        slotLabelFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        scrollTime="08:00:00"
        noEventsText="No events in these dates."
        events={inputs}
        eventClick={(info: EventClickArg) => {
          info.jsEvent.preventDefault();
          onOpen(info.event.id);
        }}
        // Each event is a focusable button: Enter or Space opens it.
        eventDidMount={(info) => {
          info.el.setAttribute('tabindex', '0');
          info.el.setAttribute('role', 'button');
          info.el.addEventListener('keydown', (key) => {
            if (key.key === 'Enter' || key.key === ' ') {
              key.preventDefault();
              onOpen(info.event.id);
            }
          });
        }}
        datesSet={(range: DatesSetArg) =>
          onRange({ from: range.start.toISOString(), to: range.end.toISOString() })
        }
      />
    </Box>
  );
}
