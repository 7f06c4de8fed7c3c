import ICAL from 'ical.js';

export interface ParsedEvent {
  uid: string;
  sequence: number;
  status: string | null;
  summary: string;
  tzid: string | null;
  /** The wall time as written in the file ('2027-04-07T10:00:00'). */
  wallStart: string;
  start: Date;
  end: Date;
}

/**
 * A calendar file read with a real parser (Mozilla's ical.js), the way a calendar program reads
 * it: the file's own VTIMEZONEs are registered (and nothing else), so an instant comes out right
 * only if the file's zone rules are.
 */
export function parseIcs(text: string): { events: ParsedEvent[]; zones: string[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  ICAL.TimezoneService.reset();
  const zones = calendar.getAllSubcomponents('vtimezone').map((vtimezone) => {
    const zone = new ICAL.Timezone(vtimezone);
    ICAL.TimezoneService.register(zone, zone.tzid);
    return zone.tzid;
  });
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    const start = vevent.getFirstProperty('dtstart');
    return {
      uid: event.uid,
      sequence: event.sequence,
      status: (vevent.getFirstPropertyValue('status') as string | null) ?? null,
      summary: event.summary,
      tzid: (start?.getParameter('tzid') as string | undefined) ?? null,
      wallStart: event.startDate.toString(),
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
    };
  });
  return { events, zones };
}
