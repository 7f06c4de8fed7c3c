import { z } from 'zod';
import {
  DASHBOARD_DATA_TYPES,
  DASHBOARD_RANGES,
  DEFAULT_DASHBOARD_DATA_TYPE,
  MAX_CUSTOM_RANGE_YEARS,
} from '../analytics';
import { canonicalTimeZone } from '../events';
import { messages } from '../messages';

const text = messages.analytics;

/**
 * The zone the charts' days, weeks and months are counted in when the caller names none: the
 * companies are listed on the ASX, and most of their teams and investors keep Sydney's time.
 */
export const DEFAULT_ANALYTICS_TIME_ZONE = 'Australia/Sydney';

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** '2026-06-01' as a UTC midnight, or undefined when it is not a real day. */
export function calendarDayOf(value: string): Date | undefined {
  const match = CALENDAR_DAY.exec(value);
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : undefined;
}

/** A calendar day as '2026-06-01'; `missing` is the message when none is sent. */
export function calendarDayInput(missing?: string) {
  return z
    .string(missing ? { error: missing } : undefined)
    .refine((value) => calendarDayOf(value) !== undefined, { message: text.dateInvalid });
}
const calendarDay = calendarDayInput();

/** The zone whose days a period follows: an IANA name, Australia/Sydney when none is sent. */
export const timeZoneInput = z
  .string()
  .nullish()
  .transform((zone, ctx) => {
    if (zone == null || zone === '') return DEFAULT_ANALYTICS_TIME_ZONE;
    const known = canonicalTimeZone(zone);
    if (!known) ctx.addIssue({ code: 'custom', message: text.timeZoneUnknown(zone) });
    return known ?? DEFAULT_ANALYTICS_TIME_ZONE;
  });

/** The last day a custom range starting on `from` may end on: five years, less a day. */
export function lastDayOfLongestRange(from: Date): Date {
  const end = new Date(from);
  end.setUTCFullYear(end.getUTCFullYear() + MAX_CUSTOM_RANGE_YEARS);
  end.setUTCDate(end.getUTCDate() - 1);
  return end;
}

/**
 * Every analytics query's one input: a period (one of the spec's ranges, or a custom first and
 * last day, both included), how to split the series, and the zone whose days the buckets follow.
 */
export const dashboardRangeInputSchema = z
  .object({
    range: z.enum(DASHBOARD_RANGES, { error: text.unknownRange }),
    from: calendarDay.nullish(),
    to: calendarDay.nullish(),
    dataType: z
      .enum(DASHBOARD_DATA_TYPES, { error: text.unknownDataType })
      .nullish()
      .transform((value) => value ?? DEFAULT_DASHBOARD_DATA_TYPE),
    timeZone: timeZoneInput,
  })
  .superRefine((input, ctx) => {
    if (input.range !== 'custom') return;
    if (!input.from || !input.to) {
      ctx.addIssue({
        code: 'custom',
        path: [input.from ? 'to' : 'from'],
        message: text.customNeedsDates,
      });
      return;
    }
    checkDayRange(input.from, input.to, ctx);
  });

/** A first and last day in order and at most five years apart (a custom range, a report). */
export function checkDayRange(fromDay: string, toDay: string, ctx: z.RefinementCtx): void {
  const from = calendarDayOf(fromDay);
  const to = calendarDayOf(toDay);
  if (!from || !to) return;
  if (from > to) ctx.addIssue({ code: 'custom', path: ['to'], message: text.rangeReversed });
  else if (to > lastDayOfLongestRange(from))
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: text.rangeTooLong(MAX_CUSTOM_RANGE_YEARS),
    });
}

export type DashboardRangeInput = z.input<typeof dashboardRangeInputSchema>;
export type DashboardRangeValues = z.output<typeof dashboardRangeInputSchema>;
