/** The analytics page's numbers: 2 decimals (spec §9), counts whole, times in hours. */
const twoDecimals = new Intl.NumberFormat('en-AU', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const whole = new Intl.NumberFormat('en-AU');

export const formatDecimal = (value: number) => twoDecimals.format(value);
export const formatCount = (value: number) => whole.format(value);
export const formatPercent = (value: number) => `${twoDecimals.format(value)}%`;

/** A time in seconds as hours to 2 decimals; a dash when there is none (nothing answered). */
export const formatHours = (seconds: number | null | undefined) =>
  seconds == null ? '—' : `${twoDecimals.format(seconds / 3600)} h`;

/** Seconds as hours, rounded to 2 decimals, for a chart's axis. */
export const hoursOf = (seconds: number | null | undefined) =>
  seconds == null ? 0 : Math.round((seconds / 3600) * 100) / 100;

const dayFormat = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const monthFormat = new Intl.DateTimeFormat('en-AU', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A bucket's first day ('2026-03-02') as a chart label: '2 Mar', 'Week of 2 Mar' or 'Mar 2026'. */
export function bucketLabel(bucket: string, unit: string) {
  const date = new Date(`${bucket}T00:00:00Z`);
  if (unit === 'month') return monthFormat.format(date);
  if (unit === 'week') return `Week of ${dayFormat.format(date)}`;
  return dayFormat.format(date);
}

/** Mantine colours for a chart's series, in order. */
export const SERIES_COLOURS = [
  'blue.6',
  'teal.6',
  'orange.6',
  'grape.6',
  'red.6',
  'cyan.7',
  'lime.7',
  'pink.6',
  'indigo.6',
  'yellow.7',
];
export const colourAt = (index: number) => SERIES_COLOURS[index % SERIES_COLOURS.length]!;
