const DAY_MS = 24 * 60 * 60 * 1000;

const dateFormat = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** A plan date as the banner and the plan pages show it: 9 Mar 2026. */
export const formatPlanDate = (iso: string) => dateFormat.format(new Date(iso));

/** Whole days from `now` until `iso`, counting a part day as a day; negative once past. */
export const daysUntil = (iso: string, now: number) => Math.ceil((Date.parse(iso) - now) / DAY_MS);
