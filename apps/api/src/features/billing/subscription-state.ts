import { PAST_DUE_GRACE_DAYS, premiumPriceUnits } from '@quorum/shared';
import type { Plan, PricedTier, SubscriptionStatus } from '@quorum/shared';
import { LIVE_PROVIDER_STATUSES } from '../../db/schema';
import type { ProviderSubscriptionStatus } from '../../db/schema';
import type { ProviderSubscription } from './provider';
import { DAY_MS } from '../../lib/durations';

/**
 * The subscription's life in one place (issue 13): how a paid subscription moves as time passes
 * and payments go through or fail, and what the company may do in each state. The local driver
 * runs the moves itself; with Stripe, Stripe runs them and the same mapping reads its answer.
 *
 *   trialing ──paid──▶ active ──renewal paid──▶ active (next period)
 *                        │ └──renewal failed──▶ past_due (Premium kept for the grace days)
 *                        │                        ├──paid──▶ active
 *                        │                        └──grace over──▶ unpaid (on hold: Essentials)
 *                        └──downgrade scheduled──▶ (Premium to the period end) ──▶ canceled
 */

/** What the local driver keeps of a subscription: the fields its moves read and write. */
export interface SubscriptionTimeline {
  status: ProviderSubscriptionStatus;
  tier: PricedTier;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  graceEndsAt: Date | null;
  endedAt: Date | null;
}

/** What happened in one move, for the invoice, the email and the log. */
export type SubscriptionMove =
  | { kind: 'renewed'; amountUnits: number; periodStart: Date; periodEnd: Date }
  | { kind: 'payment-failed'; amountUnits: number; graceEndsAt: Date }
  | { kind: 'downgraded' }
  | { kind: 'grace-expired' };

/** The same day of the next month, or the month's last day (31 January → 28/29 February). */
export function addMonth(date: Date): Date {
  const next = new Date(date);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

/**
 * The next move a subscription makes by `now`, if any; `charge` says whether a renewal's charge
 * goes through. Call again with the result until it answers undefined: a clock moved months
 * ahead makes one move per period.
 */
export function nextMove(
  sub: SubscriptionTimeline,
  now: Date,
  charge: () => boolean,
): { next: SubscriptionTimeline; move: SubscriptionMove } | undefined {
  if ((sub.status === 'active' || sub.status === 'trialing') && now >= sub.currentPeriodEnd) {
    if (sub.cancelAtPeriodEnd) {
      return {
        next: { ...sub, status: 'canceled', endedAt: sub.currentPeriodEnd },
        move: { kind: 'downgraded' },
      };
    }
    const amountUnits = premiumPriceUnits(sub.tier);
    if (charge()) {
      const periodStart = sub.currentPeriodEnd;
      const periodEnd = addMonth(periodStart);
      return {
        next: {
          ...sub,
          status: 'active',
          currentPeriodStart: periodStart,
          currentPeriodEnd: periodEnd,
        },
        move: { kind: 'renewed', amountUnits, periodStart, periodEnd },
      };
    }
    const graceEndsAt = new Date(sub.currentPeriodEnd.getTime() + PAST_DUE_GRACE_DAYS * DAY_MS);
    return {
      next: { ...sub, status: 'past_due', graceEndsAt },
      move: { kind: 'payment-failed', amountUnits, graceEndsAt },
    };
  }
  if (sub.status === 'past_due' && sub.graceEndsAt && now >= sub.graceEndsAt) {
    return { next: { ...sub, status: 'unpaid' }, move: { kind: 'grace-expired' } };
  }
  return undefined;
}

/** Whether a downgrade can still be undone: it is scheduled and the period has not ended. */
export const mayReactivate = (sub: SubscriptionTimeline, now: Date) =>
  sub.cancelAtPeriodEnd &&
  (sub.status === 'active' || sub.status === 'trialing') &&
  now < sub.currentPeriodEnd;

/**
 * What a tier change costs now: the difference in monthly price for the part of the period left
 * (Stripe's proration), never negative here — a move down is credited by the lower renewals.
 */
export function prorationUnits(sub: SubscriptionTimeline, newTier: PricedTier, now: Date): number {
  const period = sub.currentPeriodEnd.getTime() - sub.currentPeriodStart.getTime();
  const left = Math.max(0, sub.currentPeriodEnd.getTime() - now.getTime());
  if (period <= 0) return 0;
  const difference = premiumPriceUnits(newTier) - premiumPriceUnits(sub.tier);
  return Math.max(0, Math.round((difference * left) / period));
}

/** The company's `subscriptions` row as the billing state makes it. */
export interface Entitlement {
  plan: Plan;
  status: SubscriptionStatus;
  quantity: number;
  endDate: Date | null;
  renewable: boolean;
  hold: boolean;
  graceEndsAt: Date | null;
}

/** Essentials, for good: what a company has once its paid subscription ended. */
export const ESSENTIALS: Entitlement = {
  plan: 'freemium',
  status: 'active',
  quantity: 5000,
  endDate: null,
  renewable: true,
  hold: false,
  graceEndsAt: null,
};

/**
 * What the company may do given its current subscription at the provider; undefined when it has
 * never had one (its trial or Essentials row stands as it is).
 */
export function entitlementOf(
  current: ProviderSubscription | undefined,
  anyEver: boolean,
): Entitlement | undefined {
  if (!current) return anyEver ? ESSENTIALS : undefined;
  const base = {
    plan: 'premium' as const,
    quantity: current.tier,
    endDate: current.currentPeriodEnd,
    renewable: !current.cancelAtPeriodEnd,
    hold: false,
    graceEndsAt: null,
  };
  switch (current.status) {
    case 'active':
      return { ...base, status: 'active' };
    case 'trialing':
      return { ...base, status: 'trialing' };
    case 'past_due':
      return { ...base, status: 'past_due', hold: true, graceEndsAt: graceEndOf(current) };
    case 'unpaid':
    case 'paused':
    case 'incomplete':
      return {
        ...base,
        status: 'inactive',
        renewable: false,
        hold: true,
        endDate: graceEndOf(current),
        graceEndsAt: graceEndOf(current),
      };
    case 'canceled':
    case 'incomplete_expired':
      return ESSENTIALS;
  }
}

/**
 * When a past-due subscription's grace ends: the local driver records it; Stripe does not, and its
 * period has already moved on to the one the failed invoice was for, so it ends
 * PAST_DUE_GRACE_DAYS after that period began.
 */
function graceEndOf(sub: ProviderSubscription): Date {
  return (
    sub.graceEndsAt ?? new Date(sub.currentPeriodStart.getTime() + PAST_DUE_GRACE_DAYS * DAY_MS)
  );
}

/** Statuses in which a provider subscription still binds the company (see LIVE_PROVIDER_STATUSES). */
export const isLive = (status: ProviderSubscriptionStatus) =>
  (LIVE_PROVIDER_STATUSES as readonly ProviderSubscriptionStatus[]).includes(status);

/**
 * The one subscription that counts: the newest live one. Others still live are duplicates (two
 * checkouts paid) that the sync cancels at the provider.
 */
export function currentOf(subscriptions: readonly ProviderSubscription[]) {
  const live = subscriptions
    .filter((sub) => isLive(sub.status))
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  return { current: live[0], duplicates: live.slice(1) };
}
