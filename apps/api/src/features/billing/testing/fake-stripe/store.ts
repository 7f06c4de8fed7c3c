import Stripe from 'stripe';
import type {
  CheckoutSession,
  Customer,
  Invoice,
  Json,
  PortalConfiguration,
  PortalSession,
  Price,
  PriceTier,
  Product,
  StripeEvent,
  Subscription,
  SubscriptionSchedule,
} from './objects';
import { newId, resourceMissing } from './objects';

/** How a customer's card behaves: Stripe's 4242 pays; 0341 pays at checkout, then fails. */
export type CardBehaviour = 'succeeds' | 'renewal-fails';

export interface FakeStripeOptions {
  /** Days after a failed renewal on which Stripe retries the charge (Smart Retries). */
  retryDays?: number[];
  /**
   * What the subscription becomes when the last retry fails: the account's setting in Stripe
   * (Billing → Subscriptions and emails → "If all retries for a payment fail"). Quorum's is
   * `unpaid` (its "on hold": Essentials until the company re-activates), the default here too.
   */
  whenRetriesFail?: 'canceled' | 'unpaid';
}

/** What a checkout session was asked for, which Stripe keeps but does not show on the session. */
export interface CheckoutRequestDetails {
  lines: { price: string; quantity: number }[];
  subscriptionMetadata: Record<string, string>;
  trialEnd: number | null;
}

/** A failed renewal being retried: the open invoice and when the next tries are. */
export interface Dunning {
  invoiceId: string;
  retryAt: number[];
}

/**
 * The fake account's memory: every object by id, the clock, the cards, and the events in the
 * order they happened. The other modules change it; the server presents it.
 */
export class Store {
  now = Math.floor(Date.now() / 1000);
  readonly customers = new Map<string, Customer>();
  readonly products = new Map<string, Product>();
  readonly prices = new Map<string, Price>();
  readonly priceTiers = new Map<string, PriceTier[]>();
  readonly sessions = new Map<string, CheckoutSession>();
  readonly sessionDetails = new Map<string, CheckoutRequestDetails>();
  readonly subscriptions = new Map<string, Subscription>();
  readonly schedules = new Map<string, SubscriptionSchedule>();
  readonly invoices = new Map<string, Invoice>();
  readonly portalConfigurations = new Map<string, PortalConfiguration>();
  readonly portalSessions = new Map<string, PortalSession>();
  readonly cards = new Map<string, CardBehaviour>();
  readonly failNextCharge = new Set<string>();
  readonly dunning = new Map<string, Dunning>();
  /** Subscriptions whose `trial_will_end` event went out (three days before the trial ends). */
  readonly trialNotices = new Set<string>();
  readonly events: StripeEvent[] = [];
  readonly retryDays: number[];
  readonly whenRetriesFail: 'canceled' | 'unpaid';

  constructor(
    readonly baseUrl: string,
    options: FakeStripeOptions = {},
  ) {
    this.retryDays = options.retryDays ?? [3, 5, 7];
    this.whenRetriesFail = options.whenRetriesFail ?? 'unpaid';
  }

  /** Any object by its id, as `expand` needs. */
  find(id: string): Json | undefined {
    for (const map of [
      this.customers,
      this.products,
      this.prices,
      this.sessions,
      this.subscriptions,
      this.schedules,
      this.invoices,
      this.portalConfigurations,
      this.portalSessions,
    ] as Map<string, Json>[]) {
      const found = map.get(id);
      if (found) return found;
    }
    return undefined;
  }

  get<T>(map: Map<string, T>, kind: string, id: string, param?: string): T {
    const found = map.get(id);
    if (!found) throw resourceMissing(kind, id, param);
    return found;
  }

  /** Records an event with a snapshot of the object as it is now (what Stripe sends). */
  emit(type: string, object: Json, previous?: Json) {
    this.events.push({
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: this.now,
      type,
      data: {
        object: this.present(object, []),
        ...(previous && Object.keys(previous).length > 0 ? { previous_attributes: previous } : {}),
      },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    });
  }

  /**
   * An object as the API answers: a deep copy, with `expand` paths (`schedule`, `data.product`,
   * `items.data.price.product`) replaced by the objects they name. A price's tiers appear only
   * when expanded, as Stripe's do.
   */
  present(object: Json, expand: string[]): Json {
    const copy = structuredClone(object);
    this.expandInto(
      copy,
      expand.map((path) => path.split('.')),
    );
    return copy;
  }

  private expandInto(value: unknown, paths: string[][]) {
    if (Array.isArray(value)) {
      value.forEach((item) => this.expandInto(item, paths));
      return;
    }
    if (!value || typeof value !== 'object') return;
    const object = value as Json;
    const byField = new Map<string, string[][]>();
    for (const [field, ...rest] of paths) {
      if (field === undefined) continue;
      byField.set(field, [...(byField.get(field) ?? []), rest]);
    }
    for (const [field, rests] of byField) {
      if (field === 'tiers' && object.object === 'price') {
        object.tiers = structuredClone(this.priceTiers.get(object.id as string) ?? []);
        continue;
      }
      const current = object[field];
      if (typeof current === 'string') {
        const target = this.find(current);
        if (target) object[field] = structuredClone(target);
      }
      const deeper = rests.filter((rest) => rest.length > 0);
      if (deeper.length > 0) this.expandInto(object[field], deeper);
    }
  }
}
