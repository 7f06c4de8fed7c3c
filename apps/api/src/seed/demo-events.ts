// Demo Resources' calendar: a few events in the coming weeks, planned in Perth, Sydney and
// Melbourne time, so the calendar, the header and the feed have something to show.
import { wallTimeIn, zonedTimeToInstant, parseWallTime } from '@quorum/shared';
import type { Db } from '../db/client';
import { companyEvents } from '../db/schema';

const DAY_MS = 86_400_000;

interface DemoEvent {
  title: string;
  inDays: number;
  /** Wall-clock times in the zone; an all-day event's are its first and last day. */
  from: string;
  to: string;
  lastDayIn?: number;
  timeZone: string;
  allDay?: boolean;
  location?: string;
  onlineUrl?: string;
  description: string;
}

const DEMO_EVENTS: DemoEvent[] = [
  {
    title: 'Half-year results briefing',
    inDays: 5,
    from: '11:00',
    to: '12:00',
    timeZone: 'Australia/Sydney',
    onlineUrl: 'https://meet.example.com/demo-resources-results',
    description:
      'The managing director and CFO present the half-year results, then take questions.',
  },
  {
    title: 'Investor roadshow — Melbourne',
    inDays: 12,
    from: '09:00',
    to: '17:00',
    timeZone: 'Australia/Melbourne',
    location: 'Collins Street, Melbourne VIC',
    description: 'Meetings with institutional investors through the day.',
  },
  {
    title: 'Annual general meeting',
    inDays: 21,
    from: '10:00',
    to: '12:00',
    timeZone: 'Australia/Perth',
    location: 'Perth Convention and Exhibition Centre, Perth WA',
    onlineUrl: 'https://meet.example.com/demo-resources-agm',
    description: 'Notice of meeting and proxy form are with the announcements.',
  },
  {
    title: 'Site visit — Kalgoorlie',
    inDays: 35,
    lastDayIn: 36,
    from: '00:00',
    to: '00:00',
    timeZone: 'Australia/Perth',
    allDay: true,
    location: 'Kalgoorlie WA',
    description: 'Analysts and fund managers visit the processing plant.',
  },
];

/** The instant of a wall time `days` after today, in the zone. */
function at(now: Date, days: number, time: string, zone: string) {
  const day = wallTimeIn(new Date(now.getTime() + days * DAY_MS), zone).slice(0, 10);
  return zonedTimeToInstant(parseWallTime(`${day}T${time}`)!, zone);
}

export async function seedDemoEvents(tx: Db, companyId: string, userId: string, now: Date) {
  await tx.insert(companyEvents).values(
    DEMO_EVENTS.map((demo) => ({
      companyId,
      createdBy: userId,
      title: demo.title,
      description: demo.description,
      location: demo.location ?? null,
      onlineUrl: demo.onlineUrl ?? null,
      startsAt: at(now, demo.inDays, demo.from, demo.timeZone),
      endsAt: demo.allDay
        ? at(now, (demo.lastDayIn ?? demo.inDays) + 1, '00:00', demo.timeZone)
        : at(now, demo.inDays, demo.to, demo.timeZone),
      timeZone: demo.timeZone,
      allDay: demo.allDay ?? false,
    })),
  );
}
