// Calendar files (RFC 5545) with ical-generator: one event's download, the company's feed and the
// investor page's add-to-calendar all come from here. Times are written in the event's own zone
// (DTSTART;TZID=Australia/Perth:…) with that zone's VTIMEZONE, so a calendar in any zone shows
// the instant the company meant, across daylight-saving changes.
import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { ICalCalendar } from 'ical-generator';
import type { CompanyEventRow } from './repo';

/** The fields of an event a calendar file carries. */
export type IcsEvent = Pick<
  CompanyEventRow,
  | 'id'
  | 'title'
  | 'description'
  | 'location'
  | 'onlineUrl'
  | 'startsAt'
  | 'endsAt'
  | 'timeZone'
  | 'allDay'
  | 'sequence'
  | 'deleted'
  | 'createdAt'
  | 'updatedAt'
>;

/** The event's UID: its id, the same in every file and for ever (RFC 5545 §3.8.4.7). */
export const eventUid = (eventId: string) => `${eventId}@quorum`;

function calendar(name: string): ICalCalendar {
  return ical({
    name,
    prodId: { company: 'Quorum', product: 'Events calendar', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    // Writes the VTIMEZONE of each zone the events name (the zone's rules, daylight saving included).
    timezone: { name: null, generator: getVtimezoneComponent },
  });
}

function addEvent(cal: ICalCalendar, event: IcsEvent) {
  cal.createEvent({
    id: eventUid(event.id),
    sequence: event.sequence,
    stamp: event.updatedAt,
    created: event.createdAt,
    lastModified: event.updatedAt,
    start: new TZDate(event.startsAt.getTime(), event.timeZone),
    end: new TZDate(event.endsAt.getTime(), event.timeZone),
    timezone: event.timeZone,
    allDay: event.allDay,
    summary: event.title,
    description: event.description ?? undefined,
    location: event.location ?? event.onlineUrl ?? undefined,
    url: event.onlineUrl ?? undefined,
    status: event.deleted ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
}

/** One event's calendar file (the staff download and the investor page's add-to-calendar). */
export function eventIcs(event: IcsEvent): string {
  const cal = calendar(event.title);
  addEvent(cal, event);
  return cal.toString();
}

/** The company's feed: every event, a deleted one as cancelled so subscribers drop it. */
export function feedIcs(companyName: string, events: readonly IcsEvent[]): string {
  const cal = calendar(`${companyName} events`);
  for (const event of events) addEvent(cal, event);
  return cal.toString();
}

/** A file name for an event's download: its title's letters and digits. */
export function icsFileName(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'event'}.ics`;
}
