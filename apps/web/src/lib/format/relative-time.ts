const relative = new Intl.RelativeTimeFormat('en-AU', { numeric: 'auto' });
const dateFormats = {
  /** "5 Nov 2026" */
  date: new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium' }),
  /** "5 Nov": for a narrow place such as a board card. */
  'day-and-month': new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short' }),
};
const exact = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short' });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * When something happened, as a person says it: "just now", "5 minutes ago", "yesterday", and
 * the date once it is over a week old (`older` chooses how that date reads).
 */
export function formatRelativeTime(
  iso: string,
  { now = Date.now(), older = 'date' }: { now?: number; older?: keyof typeof dateFormats } = {},
): string {
  const at = new Date(iso).getTime();
  const ago = now - at;
  if (ago < MINUTE) return 'just now';
  if (ago < HOUR) return relative.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return relative.format(-Math.floor(ago / HOUR), 'hour');
  if (ago < 7 * DAY) return relative.format(-Math.floor(ago / DAY), 'day');
  return dateFormats[older].format(at);
}

/** The exact moment, for a tooltip or a screen reader's title. */
export const formatExactTime = (iso: string) => exact.format(new Date(iso));
