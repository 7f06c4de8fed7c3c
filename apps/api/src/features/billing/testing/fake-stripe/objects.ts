import { randomBytes } from 'node:crypto';

/**
 * The fake's objects, in Stripe's own JSON shape (snake_case, seconds since the epoch, ids with
 * Stripe's prefixes), only as far as the driver and the webhook read them.
 */
export type Json = Record<string, unknown>;

export interface Customer extends Json {
  id: string;
  object: 'customer';
  created: number;
  email: string | null;
  name: string | null;
  metadata: Record<string, string>;
  address: { country: string } | null;
  balance: number;
  invoice_settings: { default_payment_method: string | null };
  livemode: false;
}

export interface Product extends Json {
  id: string;
  object: 'product';
  name: string;
  description: string | null;
  images: string[];
  active: boolean;
  default_price: string | null;
  metadata: Record<string, string>;
  tax_code: string | null;
  unit_label: string | null;
  created: number;
  livemode: false;
}

export interface PriceTier {
  up_to: number | null;
  flat_amount: number | null;
  unit_amount: number | null;
}

export interface Price extends Json {
  id: string;
  object: 'price';
  product: string;
  active: boolean;
  currency: string;
  unit_amount: number | null;
  billing_scheme: 'per_unit' | 'tiered';
  tiers_mode: 'volume' | 'graduated' | null;
  recurring: { interval: string; interval_count: number; usage_type: 'licensed' };
  lookup_key: string | null;
  tax_behavior: string | null;
  nickname: string | null;
  metadata: Record<string, string>;
  type: 'recurring';
  created: number;
  livemode: false;
}

export interface SubscriptionItem extends Json {
  id: string;
  object: 'subscription_item';
  price: Price;
  quantity: number;
  current_period_start: number;
  current_period_end: number;
  subscription: string;
  created: number;
  metadata: Record<string, string>;
}

export type SubscriptionStatus =
  | 'incomplete'
  | 'incomplete_expired'
  | 'trialing'
  | 'active'
  | 'past_due'
  | 'unpaid'
  | 'paused'
  | 'canceled';

export interface Subscription extends Json {
  id: string;
  object: 'subscription';
  customer: string;
  status: SubscriptionStatus;
  items: { object: 'list'; data: SubscriptionItem[]; has_more: false; url: string };
  metadata: Record<string, string>;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  schedule: string | null;
  trial_start: number | null;
  trial_end: number | null;
  billing_cycle_anchor: number;
  start_date: number;
  created: number;
  currency: string;
  collection_method: 'charge_automatically';
  latest_invoice: string | null;
  default_payment_method: string | null;
  automatic_tax: { enabled: boolean };
  livemode: false;
}

export interface SchedulePhase {
  start_date: number;
  end_date: number;
  items: { price: string; quantity: number }[];
  trial_end: number | null;
  proration_behavior: string;
}

export interface SubscriptionSchedule extends Json {
  id: string;
  object: 'subscription_schedule';
  customer: string;
  subscription: string | null;
  status: 'not_started' | 'active' | 'completed' | 'released' | 'canceled';
  end_behavior: 'release' | 'cancel';
  phases: SchedulePhase[];
  current_phase: { start_date: number; end_date: number } | null;
  released_at: number | null;
  released_subscription: string | null;
  canceled_at: number | null;
  completed_at: number | null;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

export interface CheckoutSession extends Json {
  id: string;
  object: 'checkout.session';
  mode: 'subscription';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  url: string | null;
  customer: string | null;
  customer_email: string | null;
  subscription: string | null;
  client_reference_id: string | null;
  success_url: string;
  cancel_url: string | null;
  metadata: Record<string, string>;
  payment_method_collection: 'always' | 'if_required';
  automatic_tax: { enabled: boolean; status: string | null };
  tax_id_collection: { enabled: boolean };
  created: number;
  expires_at: number;
  livemode: false;
}

export interface Invoice extends Json {
  id: string;
  object: 'invoice';
  customer: string;
  parent: {
    type: 'subscription_details';
    subscription_details: { subscription: string; metadata: Record<string, string> };
  };
  status: 'paid' | 'open' | 'void';
  billing_reason: 'subscription_create' | 'subscription_cycle' | 'subscription_update';
  amount_due: number;
  amount_paid: number;
  currency: string;
  attempt_count: number;
  period_start: number;
  period_end: number;
  created: number;
  livemode: false;
}

export interface PortalConfiguration extends Json {
  id: string;
  object: 'billing_portal.configuration';
  active: boolean;
  is_default: boolean;
  features: Json;
  business_profile: Json;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

export interface PortalSession extends Json {
  id: string;
  object: 'billing_portal.session';
  customer: string;
  configuration: string;
  return_url: string | null;
  url: string;
  created: number;
  livemode: false;
}

export interface StripeEvent extends Json {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  type: string;
  data: { object: Json; previous_attributes?: Json };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
}

/** Stripe's ids: a prefix and random letters (`cus_Q1w2…`); the test-mode sessions say so. */
export const newId = (prefix: string) =>
  `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;

/** An error as Stripe answers it: the status and `{ error: { type, message, code, param } }`. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly error: {
      type: string;
      message: string;
      code?: string;
      param?: string;
      decline_code?: string;
    },
  ) {
    super(error.message);
  }
}

export const invalidRequest = (message: string, param?: string) =>
  new StripeApiError(400, { type: 'invalid_request_error', message, ...(param ? { param } : {}) });

export const resourceMissing = (kind: string, id: string, param = 'id') =>
  new StripeApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    param,
  });

export const cardDeclined = () =>
  new StripeApiError(402, {
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  });
