const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * How long a question has waited, as a person says it: "under an hour", "5 hours", "3 days",
 * "2 weeks", "4 months". Whole units, rounded down: it never overstates the wait.
 */
export function waitedFor(iso: string, now = Date.now()): string {
  const waited = Math.max(0, now - new Date(iso).getTime());
  if (waited < HOUR) return 'under an hour';
  if (waited < DAY) return plural(Math.floor(waited / HOUR), 'hour');
  if (waited < 14 * DAY) return plural(Math.floor(waited / DAY), 'day');
  if (waited < 60 * DAY) return plural(Math.floor(waited / (7 * DAY)), 'week');
  return plural(Math.floor(waited / (30 * DAY)), 'month');
}
