/** Plans and prices of spec document 2, §9, and the subscription states of issue 13. */

export const PLANS = ['freemium', 'premium'] as const;
export type Plan = (typeof PLANS)[number];

/**
 * The spec's three (active, trialing, inactive) and `past_due`: a renewal failed and Premium is
 * kept for PAST_DUE_GRACE_DAYS while the banner asks for a new card. Inactive with `hold` is
 * "on hold": the grace ran out, Essentials applies until the company re-activates.
 */
export const SUBSCRIPTION_STATUSES = ['active', 'trialing', 'past_due', 'inactive'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Essentials is how Freemium is shown to people. */
export const PLAN_LABELS: Record<Plan, string> = { freemium: 'Essentials', premium: 'Premium' };

export type PricedTier = 5000 | 20000 | 50000 | 100000;
export type ShareholderTier = PricedTier | 'infinite';
export const SHAREHOLDER_TIERS: readonly ShareholderTier[] = [
  5000,
  20000,
  50000,
  100000,
  'infinite',
];

/** Premium monthly price in A$ by shareholder tier; 'infinite' is Custom (contact sales). */
export const PREMIUM_MONTHLY_PRICE_AUD: Record<PricedTier, number> = {
  5000: 399,
  20000: 1299,
  50000: 2499,
  100000: 4299,
};

/** The spec's per-shareholder labels, shown beside each tier's price. */
export const PER_SHAREHOLDER_LABEL: Record<PricedTier, string> = {
  5000: '95c',
  20000: '78c',
  50000: '60c',
  100000: '52c',
};

/** A payment price unit divided by 100 gives dollars (spec §9). */
export const PRICE_UNITS_PER_DOLLAR = 100;
export const CURRENCY = 'aud';

export const premiumPriceUnits = (tier: PricedTier) =>
  PREMIUM_MONTHLY_PRICE_AUD[tier] * PRICE_UNITS_PER_DOLLAR;

/** Prices include GST for Australian customers: the GST in an inclusive amount is 1/11 of it. */
export const gstIncluded = (amountUnits: number) => Math.round(amountUnits / 11);

export function tierForShareholders(count: number): ShareholderTier {
  if (count <= 5000) return 5000;
  if (count <= 20000) return 20000;
  if (count <= 50000) return 50000;
  if (count <= 100000) return 100000;
  return 'infinite';
}

export const isPricedTier = (tier: ShareholderTier): tier is PricedTier => tier !== 'infinite';

/** A$1,299 from 129900 price units. */
export function formatAud(amountUnits: number): string {
  const dollars = amountUnits / PRICE_UNITS_PER_DOLLAR;
  return `A$${dollars.toLocaleString('en-AU', {
    minimumFractionDigits: Number.isInteger(dollars) ? 0 : 2,
    maximumFractionDigits: 2,
  })}`;
}

/**
 * Subscribed means status active or trialing (spec §4); past due, a state the spec does not name,
 * is still subscribed during its grace days (Premium is kept, the help menu stays), and on hold
 * (inactive) is not.
 */
export function isSubscribed(status: SubscriptionStatus | null | undefined): boolean {
  return status === 'active' || status === 'trialing' || status === 'past_due';
}

/**
 * Which payment driver runs billing: `none` (self-hosted, the plan comes from configuration and
 * nothing is charged), `local` (the product's own checkout page with test cards) or `stripe`.
 */
export const BILLING_DRIVERS = ['none', 'local', 'stripe'] as const;
export type BillingDriver = (typeof BILLING_DRIVERS)[number];

/** A failed renewal keeps Premium this long before the subscription goes on hold (ours). */
export const PAST_DUE_GRACE_DAYS = 7;
/** The trial-ending email goes this many days before the trial ends (issue 13). */
export const TRIAL_ENDING_NOTICE_DAYS = 3;
/** Premium is billed monthly (the pricing FAQ). */
export const BILLING_PERIOD_MONTHS = 1;

/**
 * The local driver's test cards, Stripe's numbers: one that pays, one declined at checkout, and
 * one that pays at checkout but whose renewals fail.
 */
export const LOCAL_TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  renewalFails: '4000000000000341',
} as const;

/** What each plan gives (spec §9), for the pricing cards and the downgrade confirmation. */
export const PLAN_BENEFITS: Record<Plan, readonly string[]> = {
  freemium: [
    'Up to 5,000 shareholders',
    '2 team members',
    '3 custom question templates',
    'Question segmentation',
    'Two-way workflow',
    'ASX announcement and share price integration',
    'Text and voice questions',
    'Engagement analytics',
    'Event creation',
    'Custom announcements',
  ],
  premium: [
    'Real-time investor sentiment score',
    'Event attachments and analytics',
    'Unlimited question registry and templates',
    'Advanced drafting and approval workflow',
    'Category reports',
    'Investor profiling',
    'Assigning questions',
    'Unlimited team members',
    'Slack invitation',
  ],
};

/** One step of Premium's volume price: up to `up_to` shareholders (null: above), the month's price. */
export interface VolumePrice {
  up_to: number | null;
  /** The whole month's price in units at this step (Stripe's `flat_amount`); null: contact sales. */
  flat_amount: number | null;
  unit_amount: number | null;
}

export interface PaymentPrice {
  id: string;
  currency: string;
  /** Price units (cents); null for a tiered price, whose amounts are in `tiers`. */
  unit_amount: number | null;
  recurring: { interval: 'month' };
  tiers_mode: 'volume' | null;
  tiers: VolumePrice[] | null;
}

/**
 * A product as GET /stripe/products/v2 lists it, in the payment provider's shape the spec names
 * (§3 "Payment product"): Essentials with its free price, Premium with one volume-tiered price.
 */
export interface PaymentProduct {
  id: string;
  name: string;
  description: string;
  images: string[];
  default_price: string;
  pricelist: PaymentPrice[];
}
