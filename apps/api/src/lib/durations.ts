/** A day in milliseconds: billing's periods, trials and grace days count whole days. */
export const DAY_MS = 24 * 60 * 60 * 1000;
