const relative = new Intl.RelativeTimeFormat('en-AU', { numeric: 'auto' });
const dateOnly = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short' });
const full = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short' });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** When a question came in, as a person says it: "5 minutes ago", "yesterday", then the date. */
export function formatCardTime(iso: string, now = Date.now()): string {
  const at = new Date(iso).getTime();
  const ago = now - at;
  if (ago < MINUTE) return 'just now';
  if (ago < HOUR) return relative.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return relative.format(-Math.floor(ago / HOUR), 'hour');
  if (ago < 7 * DAY) return relative.format(-Math.floor(ago / DAY), 'day');
  return dateOnly.format(at);
}

/** The exact time, for the tooltip and screen readers. */
export const formatFullTime = (iso: string) => full.format(new Date(iso));
