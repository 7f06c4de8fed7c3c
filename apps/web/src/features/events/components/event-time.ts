import { eventTimeLabel } from '@quorum/shared';
import type { CompanyEvent } from '../api/event-fields';

/** The zone this browser shows times in. */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const dayIn = (instant: Date, zone: string) =>
  new Intl.DateTimeFormat('en-AU', {
    timeZone: zone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(instant);

/**
 * An event's when, in its own zone and the viewer's: 'Wed 7 Apr 2027, 10:00 AWST · 13:00 AEDT –
 * 12:00 AWST · 15:00 AEDT'; an all-day event by its days in its zone.
 */
export function eventWhen(
  event: Pick<CompanyEvent, 'startTime' | 'endTime' | 'timeZone' | 'allDay'>,
  viewerZone = viewerTimeZone(),
): string {
  const start = new Date(event.startTime);
  const end = new Date(event.endTime);
  if (event.allDay) {
    const lastDay = new Date(end.getTime() - 1);
    const first = dayIn(start, event.timeZone);
    const last = dayIn(lastDay, event.timeZone);
    return first === last ? `${first} · all day` : `${first} – ${last} · all day`;
  }
  const startDay = dayIn(start, event.timeZone);
  const endDay = dayIn(end, event.timeZone);
  const from = eventTimeLabel(start, event.timeZone, viewerZone);
  const to = eventTimeLabel(end, event.timeZone, viewerZone);
  return startDay === endDay
    ? `${startDay}, ${from} – ${to}`
    : `${startDay}, ${from} – ${endDay}, ${to}`;
}

/** Who is invited: 'All team' or the members' names. */
export function eventAttendees(event: Pick<CompanyEvent, 'allTeam' | 'eventAttendies'>): string {
  if (event.allTeam || event.eventAttendies.length === 0) return 'All team';
  return event.eventAttendies.map((p) => `${p.firstName} ${p.lastName}`).join(', ');
}
