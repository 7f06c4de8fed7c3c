import { DAY_MS } from '../../lib/durations';

/**
 * Billing's "now". The local driver's renewals, failed payments and period ends happen when this
 * clock says so; a test, or a developer on the development tools' route, moves it forward to see a
 * month pass in a second. Nothing else in the product reads it.
 */
export interface BillingClock {
  now(): Date;
  /** Moves the clock forward (never back) and answers the new now. */
  advance(days: number): Date;
}

export function createBillingClock(): BillingClock {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(days) {
      offsetMs += Math.max(0, days) * DAY_MS;
      return new Date(Date.now() + offsetMs);
    },
  };
}
