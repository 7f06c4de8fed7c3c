/**
 * The events calendar (issue 15; spec §3 Event): the zones the screens offer, the limits, the
 * input schema both sides use, and the one conversion between a wall-clock time in a zone and an
 * instant. Events are stored as instants (timestamptz) with the IANA zone they were planned in, so
 * 10:00 in Perth stays 10:00 in Perth whatever the viewer's zone and across daylight saving.
 */
import { z } from 'zod';
import { eventMessages as text } from './messages/events';

/** The zones the screens offer (Australia's states and territories); the server accepts any IANA zone. */
export const AUSTRALIAN_TIME_ZONES = [
  { zone: 'Australia/Sydney', label: 'Sydney (NSW)' },
  { zone: 'Australia/Melbourne', label: 'Melbourne (VIC)' },
  { zone: 'Australia/Brisbane', label: 'Brisbane (QLD)' },
  { zone: 'Australia/Adelaide', label: 'Adelaide (SA)' },
  { zone: 'Australia/Perth', label: 'Perth (WA)' },
  { zone: 'Australia/Hobart', label: 'Hobart (TAS)' },
  { zone: 'Australia/Darwin', label: 'Darwin (NT)' },
  { zone: 'Australia/Canberra', label: 'Canberra (ACT)' },
] as const;

/** A company's events are planned in Sydney time unless the form says otherwise. */
export const DEFAULT_EVENT_TIME_ZONE = 'Australia/Sydney';

export const EVENT_LIMITS = {
  titleMaxLength: 150,
  descriptionMaxLength: 5000,
  locationMaxLength: 255,
  onlineUrlMaxLength: 2000,
  maxAttendees: 200,
  maxAttachments: 5,
  /** An event may last up to a year (a conference season); longer is a typing slip. */
  maxDays: 366,
  /** getCompanyEvents answers at most this many days at once (a month view asks for six weeks). */
  maxRangeDays: 400,
} as const;

/** The IANA name a zone is known by (Intl's spelling), or undefined for a zone Intl does not know. */
export function canonicalTimeZone(zone: string): string | undefined {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(zone)) return undefined;
  try {
    return new Intl.DateTimeFormat('en-AU', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall clock in `zone` at an instant. */
export function wallClockAt(instant: Date, zone: string): WallClock {
  let format = partsFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    partsFormats.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

const asUtc = (w: WallClock) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);

/** The zone's offset from UTC at an instant, in minutes (Perth +480, Sydney +600 or +660). */
export function zoneOffsetMinutes(instant: Date, zone: string): number {
  const floored = Math.floor(instant.getTime() / 60_000) * 60_000;
  return (asUtc(wallClockAt(new Date(floored), zone)) - floored) / 60_000;
}

/** '2027-04-01T10:00' as its numbers, or undefined when it is not a real date and time. */
export function parseWallTime(value: string): WallClock | undefined {
  const match = WALL_TIME.exec(value);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const check = new Date(Date.UTC(year, month - 1, day, hour, minute));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23)
    return undefined;
  return { year, month, day, hour, minute };
}

/**
 * The instant a wall-clock time in a zone names. A time the clocks skip (02:30 on the first Sunday
 * of October in Sydney) is read as the same length of time after the change, 03:30; a time they
 * show twice (02:30 on the first Sunday of April) as the first of the two, as Temporal's
 * 'compatible' and calendar programs do.
 */
export function zonedTimeToInstant(wall: WallClock, zone: string): Date {
  const local = asUtc(wall);
  const before = zoneOffsetMinutes(new Date(local - 86_400_000), zone);
  const after = zoneOffsetMinutes(new Date(local + 86_400_000), zone);
  const candidates = [...new Set([before, after])]
    .map((offset) => local - offset * 60_000)
    .filter((instant) => asUtc(wallClockAt(new Date(instant), zone)) === local)
    .sort((a, b) => a - b);
  if (candidates[0] !== undefined) return new Date(candidates[0]);
  // In the gap: the offset before the change carries the time forward across it.
  return new Date(local - before * 60_000);
}

/** An instant as '2027-04-01T10:00' in a zone (what the form's fields hold). */
export function wallTimeIn(instant: Date, zone: string): string {
  const w = wallClockAt(instant, zone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${w.year}-${two(w.month)}-${two(w.day)}T${two(w.hour)}:${two(w.minute)}`;
}

/** The zone's short name at an instant: AWST, AEDT, AEST, ACDT… (GMT+8 where Intl has none). */
export function zoneAbbreviation(instant: Date, zone: string): string {
  const part = new Intl.DateTimeFormat('en-AU', { timeZone: zone, timeZoneName: 'short' })
    .formatToParts(instant)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? zone;
}

/** '10:00 AWST' */
export function timeWithZone(instant: Date, zone: string): string {
  const time = new Intl.DateTimeFormat('en-AU', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
  return `${time} ${zoneAbbreviation(instant, zone)}`;
}

/**
 * An event's time for a viewer: in the event's zone, then in the viewer's when that shows a
 * different clock ('10:00 AWST · 13:00 AEDT').
 */
export function eventTimeLabel(instant: Date, eventZone: string, viewerZone: string): string {
  const own = timeWithZone(instant, eventZone);
  const viewer = timeWithZone(instant, viewerZone);
  return own === viewer ? own : `${own} · ${viewer}`;
}

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => value || null);

/**
 * An event as the form sends it: start and end as wall-clock times in `timeZone` (an all-day
 * event's as midnight of its first and last day, both inclusive); the server turns them into
 * instants. `attachments` are keys POST /files/event-attachment answered (Premium).
 */
export const companyEventSchema = z
  .object({
    title: z
      .string({ error: text.titleRequired })
      .trim()
      .min(1, text.titleRequired)
      .max(EVENT_LIMITS.titleMaxLength, text.titleTooLong(EVENT_LIMITS.titleMaxLength)),
    startTime: z
      .string({ error: text.startRequired })
      .min(1, text.startRequired)
      .refine((v) => parseWallTime(v) !== undefined, text.timeInvalid),
    endTime: z
      .string({ error: text.endRequired })
      .min(1, text.endRequired)
      .refine((v) => parseWallTime(v) !== undefined, text.timeInvalid),
    timeZone: z
      .string({ error: text.timeZoneRequired })
      .trim()
      .min(1, text.timeZoneRequired)
      .transform((zone, ctx) => {
        const known = canonicalTimeZone(zone);
        if (known) return known;
        ctx.addIssue({ code: 'custom', message: text.timeZoneUnknown(zone.slice(0, 64)) });
        return z.NEVER;
      }),
    allDay: z.boolean().nullish().transform(Boolean),
    location: optionalText(
      EVENT_LIMITS.locationMaxLength,
      text.locationTooLong(EVENT_LIMITS.locationMaxLength),
    ),
    onlineUrl: z
      .string()
      .trim()
      .max(EVENT_LIMITS.onlineUrlMaxLength, text.onlineLinkInvalid)
      .refine((v) => v === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), text.onlineLinkInvalid)
      .nullish()
      .transform((value) => value || null),
    description: optionalText(
      EVENT_LIMITS.descriptionMaxLength,
      text.descriptionTooLong(EVENT_LIMITS.descriptionMaxLength),
    ),
    /** True: the whole team ('All team'); false: the members named in attendeeIds. */
    allTeam: z
      .boolean()
      .nullish()
      .transform((v) => v ?? true),
    attendeeIds: z
      .array(z.string().trim().min(1))
      .max(EVENT_LIMITS.maxAttendees, text.tooManyAttendees(EVENT_LIMITS.maxAttendees))
      .nullish()
      .transform((ids) => [...new Set(ids ?? [])]),
    attachments: z
      .array(z.string().trim().min(1).max(200))
      .max(EVENT_LIMITS.maxAttachments, text.tooManyAttachments(EVENT_LIMITS.maxAttachments))
      .nullish()
      .transform((keys) => [...new Set(keys ?? [])]),
  })
  .transform((event, ctx) => {
    const start = zonedTimeToInstant(parseWallTime(event.startTime)!, event.timeZone);
    let end = zonedTimeToInstant(parseWallTime(event.endTime)!, event.timeZone);
    if (event.allDay) {
      // The last day is inclusive on the form; stored, the event ends at the next midnight.
      const last = parseWallTime(event.endTime)!;
      const next = new Date(Date.UTC(last.year, last.month - 1, last.day + 1));
      end = zonedTimeToInstant(
        {
          year: next.getUTCFullYear(),
          month: next.getUTCMonth() + 1,
          day: next.getUTCDate(),
          hour: 0,
          minute: 0,
        },
        event.timeZone,
      );
    }
    if (end.getTime() <= start.getTime()) {
      ctx.addIssue({ code: 'custom', message: text.endBeforeStart, path: ['endTime'] });
      return z.NEVER;
    }
    if (end.getTime() - start.getTime() > EVENT_LIMITS.maxDays * 86_400_000) {
      ctx.addIssue({
        code: 'custom',
        message: text.tooLong(EVENT_LIMITS.maxDays),
        path: ['endTime'],
      });
      return z.NEVER;
    }
    return { ...event, startsAt: start, endsAt: end };
  });
export type CompanyEventInput = z.input<typeof companyEventSchema>;
export type CompanyEventValues = z.output<typeof companyEventSchema>;
