/** Plans and prices of spec document 2, §9. */

export const PLANS = ['freemium', 'premium'] as const;
export type Plan = (typeof PLANS)[number];

export const SUBSCRIPTION_STATUSES = ['active', 'trialing', 'inactive'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Essentials is how Freemium is shown to people. */
export const PLAN_LABELS: Record<Plan, string> = { freemium: 'Essentials', premium: 'Premium' };

export type ShareholderTier = 5000 | 20000 | 50000 | 100000 | 'infinite';

/** Premium monthly price in A$ by shareholder tier; 'infinite' is Custom (contact sales). */
export const PREMIUM_MONTHLY_PRICE_AUD: Record<Exclude<ShareholderTier, 'infinite'>, number> = {
  5000: 399,
  20000: 1299,
  50000: 2499,
  100000: 4299,
};

export function tierForShareholders(count: number): ShareholderTier {
  if (count <= 5000) return 5000;
  if (count <= 20000) return 20000;
  if (count <= 50000) return 50000;
  if (count <= 100000) return 100000;
  return 'infinite';
}

/** Subscribed means status active or trialing (spec §4). */
export function isSubscribed(status: SubscriptionStatus | null | undefined): boolean {
  return status === 'active' || status === 'trialing';
}
