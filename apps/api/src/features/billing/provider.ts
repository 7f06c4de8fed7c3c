import type { PaymentProduct, PricedTier, VolumePrice } from '@quorum/shared';
import type { ProviderSubscriptionStatus } from '../../db/schema';

// The products' shapes are the spec's and the screens', so they live in packages/shared.
export type { PaymentPrice, PaymentProduct, VolumePrice } from '@quorum/shared';

/** A subscription as the provider has it: what the sync converges the company's plan to. */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  status: ProviderSubscriptionStatus;
  tier: PricedTier;
  priceId: string;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  /** A move to Essentials is scheduled for the period end. */
  cancelAtPeriodEnd: boolean;
  /** Past due: Premium is kept until then. */
  graceEndsAt: Date | null;
  /** Where the provider knows it, the company it was bought for (Stripe metadata). */
  companyId: string | null;
  createdAt: Date;
}

export interface CheckoutRequest {
  companyId: string;
  userId: string;
  /** The customer the company already has at the provider, if any. */
  customerId: string | null;
  customerEmail: string;
  companyName: string;
  tier: PricedTier;
  priceId: string;
  flag: 'add' | 'update';
  /** Where the browser comes back to: /success?session_id=… and /error. */
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
  /**
   * The end of the company's trial, while it lasts: the subscription trials until then (no charge
   * now; with Stripe no card asked for, `payment_method_collection: 'if_required'`). Stripe
   * ignores a trial ending within 48 hours, and charges now.
   */
  trialEndsAt?: Date | null;
}

/**
 * A payment provider behind one interface (issue 13): `local` (the product's own checkout page and
 * a clock tests can move) or `stripe`. Every call that changes something carries an idempotency
 * key; reads are the truth the sync converges to, never a webhook's payload.
 */
export interface PaymentProvider {
  readonly kind: 'local' | 'stripe';
  products(): Promise<PaymentProduct[]>;
  /** The volume prices of a product; undefined for a product that is not ours. */
  volumePrices(productId: string): Promise<VolumePrice[] | undefined>;
  /** Whether a price id is Premium's (the tiered price) or Essentials' (free), or neither. */
  priceKind(priceId: string): Promise<'premium' | 'freemium' | undefined>;
  /** Starts a hosted checkout for Premium at a tier; answers where to send the browser. */
  startCheckout(request: CheckoutRequest): Promise<{ url: string; customerId: string }>;
  /** The customer's subscriptions as the provider has them now, newest first. */
  subscriptionsOf(customerId: string): Promise<ProviderSubscription[]>;
  /** The customer a finished checkout belongs to (Stripe's session id, or the local page's id). */
  customerOfCheckout(checkoutId: string): Promise<string | undefined>;
  /** Changes a live subscription's tier now, prorated. */
  changeTier(subscriptionId: string, tier: PricedTier, idempotencyKey: string): Promise<void>;
  /** Schedules the move to Essentials at the period end (not "proration none": at the end). */
  scheduleDowngrade(subscriptionId: string, idempotencyKey: string): Promise<void>;
  /** Undoes a scheduled downgrade before the period ends. */
  cancelScheduledDowngrade(subscriptionId: string, idempotencyKey: string): Promise<void>;
  /** Ends a subscription now (a company removed, or Essentials chosen during a trial). */
  cancelNow(subscriptionId: string, idempotencyKey: string): Promise<void>;
  /** The provider's own page for cards and invoices, where it has one. */
  portalUrl(customerId: string, returnUrl: string): Promise<string | undefined>;
}
