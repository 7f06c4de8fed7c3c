import { calendarDayOf, wallClockAt, zonedTimeToInstant } from '@quorum/shared';
import type { DashboardRangeValues } from '@quorum/shared';

/** How long each point of a chart is. */
export type Bucket = 'day' | 'week' | 'month';

/** The questions an analytics answer covers: those that arrived in [from, to), counted in `timeZone`. */
export interface Period {
  from: Date;
  to: Date;
  timeZone: string;
  bucket: Bucket;
}

const DAY_MS = 86_400_000;
const MONTHS: Record<string, number> = { '3Months': 3, '6Months': 6, '12Months': 12 };

/**
 * A chart reads best with 30 to 60 points: days up to a month, weeks up to about six months,
 * months beyond. So 30 days are days, 3 and 6 months weeks (Monday to Sunday, PostgreSQL's
 * week), 12 months and longer custom ranges months.
 */
export function bucketFor(from: Date, to: Date): Bucket {
  const days = (to.getTime() - from.getTime()) / DAY_MS;
  if (days <= 32) return 'day';
  if (days <= 190) return 'week';
  return 'month';
}

/**
 * The same day `months` months earlier, or that month's last day when it is shorter (31 August
 * less 6 months is 28 February), as PostgreSQL's interval arithmetic reads it.
 */
function monthsBefore(day: { year: number; month: number; day: number }, months: number): Date {
  const lastOfMonth = new Date(Date.UTC(day.year, day.month - 1 - months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(day.year, day.month - 1 - months, Math.min(day.day, lastOfMonth)));
}

const midnightIn = (zone: string, year: number, month: number, day: number) =>
  zonedTimeToInstant({ year, month, day, hour: 0, minute: 0 }, zone);

/**
 * The period an input names. A range runs from the start of the day, in the zone, that many days
 * or months before today until now (so today's questions count and the first day is whole); a
 * custom range from the start of its first day to the end of its last.
 */
export function periodOf(input: DashboardRangeValues, now = new Date()): Period {
  const zone = input.timeZone;
  let from: Date;
  let to: Date;
  if (input.range === 'custom') {
    const first = calendarDayOf(input.from!)!;
    const last = calendarDayOf(input.to!)!;
    from = midnightIn(zone, first.getUTCFullYear(), first.getUTCMonth() + 1, first.getUTCDate());
    const after = new Date(last.getTime() + DAY_MS);
    to = midnightIn(zone, after.getUTCFullYear(), after.getUTCMonth() + 1, after.getUTCDate());
  } else {
    const today = wallClockAt(now, zone);
    const start =
      input.range === '30Days'
        ? new Date(Date.UTC(today.year, today.month - 1, today.day - 30))
        : monthsBefore(today, MONTHS[input.range]!);
    from = midnightIn(zone, start.getUTCFullYear(), start.getUTCMonth() + 1, start.getUTCDate());
    to = now;
  }
  return { from, to, timeZone: zone, bucket: bucketFor(from, to) };
}
