import './calendar-styles';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import listPlugin from '@fullcalendar/list';
import timeGridPlugin from '@fullcalendar/timegrid';
import type { DatesSetArg, EventClickArg, EventInput } from '@fullcalendar/core';
import { Box } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useMemo, useRef } from 'react';
import type { CompanyEvent } from '../api/event-fields';
import classes from './event-calendar.module.css';

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
  const phone = useMediaQuery('(max-width: 40em)');
  const frame = useRef<HTMLDivElement>(null);
  // Two of FullCalendar's labels, mended as it renders: its arrows are images without words
  // (role="img"; their buttons carry the words, from buttonHints), hidden from assistive
  // technology; a month's day cell is named by its date number alone, which hides the events
  // inside it, so it is left to be named by all it holds.
  useEffect(() => {
    const root = frame.current;
    if (!root) return;
    const mend = () => {
      root
        .querySelectorAll('.fc-icon[role="img"]:not([aria-hidden])')
        .forEach((icon) => icon.setAttribute('aria-hidden', 'true'));
      root
        .querySelectorAll('td.fc-daygrid-day[aria-labelledby]')
        .forEach((cell) => cell.removeAttribute('aria-labelledby'));
    };
    mend();
    const observer = new MutationObserver(mend);
    observer.observe(root, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-labelledby'],
    });
    return () => observer.disconnect();
  }, []);
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
    <Box className={classes.calendar} ref={frame}>
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
        datesSet={(range: DatesSetArg) => {
          onRange({ from: range.start.toISOString(), to: range.end.toISOString() });
        }}
      />
    </Box>
  );
}
