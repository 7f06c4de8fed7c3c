import { amountOf } from './catalog';
import type { Form } from './form';
import { read } from './form';
import type { Invoice, Json, Subscription, SubscriptionItem } from './objects';
import { cardDeclined, invalidRequest, newId } from './objects';
import type { Store } from './store';

/**
 * Subscriptions as Stripe bills them: periods of a calendar month from the billing anchor, an
 * invoice per period charged to the customer's card, Smart Retries after a failure, then the
 * account's dunning setting (canceled or unpaid). Every change records its events.
 */

export const DAY = 86_400;

/** One calendar month after `from`, on the anchor's day of the month (or the month's last day). */
export function monthAfter(from: number, anchor: number): number {
  const start = new Date(from * 1000);
  const anchorDay = new Date(anchor * 1000).getUTCDate();
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const next = Date.UTC(
    year,
    month,
    Math.min(anchorDay, lastDay),
    start.getUTCHours(),
    start.getUTCMinutes(),
    start.getUTCSeconds(),
  );
  return Math.floor(next / 1000);
}

/** Whether a charge of this kind goes through on the customer's card now. */
function charge(store: Store, customerId: string, amount: number, kind: 'checkout' | 'later') {
  if (amount <= 0) return true;
  if (store.failNextCharge.delete(customerId)) return false;
  const card = store.cards.get(customerId);
  if (!card) return false;
  return card === 'succeeds' || kind === 'checkout';
}

/** Checks, before anything changes, that a checkout's first charge would go through. */
export const firstChargeSucceeds = (store: Store, customerId: string) =>
  !store.failNextCharge.has(customerId) && store.cards.has(customerId);

/** Invoices an amount to the subscription's customer, credit first, and tries the card. */
function bill(
  store: Store,
  subscription: Subscription,
  amount: number,
  reason: Invoice['billing_reason'],
  kind: 'checkout' | 'later' = 'later',
): Invoice {
  // The customer's balance: a credit (negative, from a prorated downgrade) is used first, an
  // amount owed (positive, from `create_prorations`) is added.
  const customer = store.get(store.customers, 'customer', subscription.customer);
  const total = amount + customer.balance;
  customer.balance = Math.min(0, total);
  const due = Math.max(0, total);
  const paid = charge(store, customer.id, due, kind);
  const item = subscription.items.data[0]!;
  const invoice: Invoice = {
    id: newId('in'),
    object: 'invoice',
    customer: customer.id,
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
    },
    status: paid ? 'paid' : 'open',
    billing_reason: reason,
    amount_due: due,
    amount_paid: paid ? due : 0,
    currency: subscription.currency,
    attempt_count: due > 0 ? 1 : 0,
    period_start: item.current_period_start,
    period_end: item.current_period_end,
    created: store.now,
    livemode: false,
  };
  store.invoices.set(invoice.id, invoice);
  subscription.latest_invoice = invoice.id;
  store.emit('invoice.created', invoice);
  store.emit(paid ? 'invoice.paid' : 'invoice.payment_failed', invoice);
  return invoice;
}

/** Runs a change to a subscription and records `customer.subscription.updated` with what changed. */
export function changing(store: Store, subscription: Subscription, change: () => void) {
  const before = structuredClone(subscription) as Json;
  change();
  const previous: Json = {};
  for (const [field, value] of Object.entries(before))
    if (JSON.stringify(value) !== JSON.stringify(subscription[field])) previous[field] = value;
  if (Object.keys(previous).length > 0)
    store.emit('customer.subscription.updated', subscription, previous);
}

export function createSubscription(
  store: Store,
  input: {
    customerId: string;
    lines: { price: string; quantity: number }[];
    metadata: Record<string, string>;
    trialEnd: number | null;
  },
): Subscription {
  const id = newId('sub');
  const now = store.now;
  const periodEnd = input.trialEnd ?? monthAfter(now, now);
  const items: SubscriptionItem[] = input.lines.map((line) => ({
    id: newId('si'),
    object: 'subscription_item',
    price: structuredClone(store.get(store.prices, 'price', line.price)),
    quantity: line.quantity,
    current_period_start: now,
    current_period_end: periodEnd,
    subscription: id,
    created: now,
    metadata: {},
  }));
  const customer = store.get(store.customers, 'customer', input.customerId);
  const subscription: Subscription = {
    id,
    object: 'subscription',
    customer: input.customerId,
    status: input.trialEnd ? 'trialing' : 'active',
    items: {
      object: 'list',
      data: items,
      has_more: false,
      url: `/v1/subscription_items?subscription=${id}`,
    },
    metadata: input.metadata,
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: null,
    ended_at: null,
    schedule: null,
    trial_start: input.trialEnd ? now : null,
    trial_end: input.trialEnd,
    billing_cycle_anchor: periodEnd,
    start_date: now,
    created: now,
    currency: items[0]?.price.currency ?? 'aud',
    collection_method: 'charge_automatically',
    latest_invoice: null,
    default_payment_method: customer.invoice_settings.default_payment_method,
    automatic_tax: { enabled: true },
    livemode: false,
  };
  if (!input.trialEnd) subscription.billing_cycle_anchor = now;
  store.subscriptions.set(id, subscription);
  store.emit('customer.subscription.created', subscription);
  bill(
    store,
    subscription,
    input.trialEnd ? 0 : periodAmount(store, subscription),
    'subscription_create',
    'checkout',
  );
  return subscription;
}

const periodAmount = (store: Store, subscription: Subscription) =>
  subscription.items.data.reduce(
    (sum, item) => sum + amountOf(store, item.price, item.quantity),
    0,
  );

/** A new period from `at`: the trial's end or the last period's end. */
export function renew(store: Store, subscription: Subscription, at: number) {
  let invoice: Invoice | undefined;
  changing(store, subscription, () => {
    for (const item of subscription.items.data) {
      item.current_period_start = at;
      item.current_period_end = monthAfter(at, subscription.billing_cycle_anchor);
    }
    invoice = bill(store, subscription, periodAmount(store, subscription), 'subscription_cycle');
    subscription.status = invoice.status === 'paid' ? 'active' : 'past_due';
  });
  if (invoice?.status === 'open')
    store.dunning.set(subscription.id, {
      invoiceId: invoice.id,
      retryAt: store.retryDays.map((days) => at + days * DAY),
    });
}

/** The trial ends early (a change that drops it): the first paid period starts now. */
export function endTrialNow(store: Store, subscription: Subscription) {
  subscription.trial_end = store.now;
  subscription.billing_cycle_anchor = store.now;
  renew(store, subscription, store.now);
}

/** Ends a subscription now: `customer.subscription.deleted`, its schedule canceled with it. */
export function endSubscription(store: Store, subscription: Subscription) {
  subscription.status = 'canceled';
  subscription.canceled_at ??= store.now;
  subscription.ended_at = store.now;
  store.dunning.delete(subscription.id);
  if (subscription.schedule) {
    const schedule = store.schedules.get(subscription.schedule);
    if (schedule && (schedule.status === 'active' || schedule.status === 'not_started')) {
      schedule.status = 'canceled';
      schedule.canceled_at = store.now;
      store.emit('subscription_schedule.canceled', schedule);
    }
  }
  store.emit('customer.subscription.deleted', subscription);
}

/** Tries the open invoice of a failed renewal again (a retry, or a new card from the portal). */
export function retryOpenInvoice(store: Store, subscription: Subscription, final: boolean) {
  const dunning = store.dunning.get(subscription.id);
  if (!dunning) return;
  const invoice = store.get(store.invoices, 'invoice', dunning.invoiceId);
  invoice.attempt_count += 1;
  if (charge(store, subscription.customer, invoice.amount_due, 'later')) {
    invoice.status = 'paid';
    invoice.amount_paid = invoice.amount_due;
    store.dunning.delete(subscription.id);
    store.emit('invoice.paid', invoice);
    changing(store, subscription, () => {
      subscription.status = 'active';
    });
    return;
  }
  store.emit('invoice.payment_failed', invoice);
  dunning.retryAt.shift();
  if (!final || dunning.retryAt.length > 0) return;
  store.dunning.delete(subscription.id);
  if (store.whenRetriesFail === 'canceled') endSubscription(store, subscription);
  else
    changing(store, subscription, () => {
      subscription.status = 'unpaid';
    });
}

export function listSubscriptions(store: Store, form: Form): Subscription[] {
  const customer = read.string(form.customer);
  const status = read.string(form.status);
  return [...store.subscriptions.values()]
    .filter((subscription) => customer === undefined || subscription.customer === customer)
    .filter((subscription) =>
      status === 'all'
        ? true
        : status === undefined
          ? subscription.status !== 'canceled' && subscription.status !== 'incomplete_expired'
          : subscription.status === status,
    )
    .reverse();
}

/** POST /v1/subscriptions/:id: items (tier changes, prorated), cancellation, metadata. */
export function updateSubscription(store: Store, id: string, form: Form): Subscription {
  const subscription = store.get(store.subscriptions, 'subscription', id);
  if (subscription.status === 'canceled')
    throw invalidRequest(
      'A canceled subscription can only update its cancellation_details and metadata.',
    );
  if (
    subscription.schedule &&
    (form.cancel_at_period_end !== undefined || form.cancel_at !== undefined)
  )
    throw invalidRequest(
      `The subscription is managed by the subscription schedule \`${subscription.schedule}\`, and updating any cancelation behavior directly is not allowed. Please update the schedule instead.`,
    );
  const changes = read.list(form.items).map((entry) => {
    const fields = read.object(entry);
    const itemId = read.string(fields.id);
    const item = subscription.items.data.find((candidate) => candidate.id === itemId);
    if (!item) throw invalidRequest(`No such subscription item: '${itemId}'`, 'items');
    const priceId = read.string(fields.price);
    return {
      item,
      price: priceId ? store.get(store.prices, 'price', priceId, 'items') : item.price,
      quantity: read.number(fields.quantity) ?? item.quantity,
    };
  });
  const proration = read.string(form.proration_behavior) ?? 'create_prorations';
  const paymentBehavior = read.string(form.payment_behavior) ?? 'allow_incomplete';
  const item = subscription.items.data[0]!;
  const remaining =
    (item.current_period_end - store.now) / (item.current_period_end - item.current_period_start);
  const difference = changes.reduce(
    (sum, change) =>
      sum +
      amountOf(store, change.price, change.quantity) -
      amountOf(store, change.item.price, change.item.quantity),
    0,
  );
  const prorated =
    subscription.status === 'trialing' || proration === 'none'
      ? 0
      : Math.round(difference * Math.max(0, remaining));
  if (
    proration === 'always_invoice' &&
    paymentBehavior === 'error_if_incomplete' &&
    prorated > 0 &&
    !wouldPay(store, subscription.customer, prorated)
  )
    throw cardDeclined();
  changing(store, subscription, () => {
    for (const change of changes) {
      change.item.price = structuredClone(change.price);
      change.item.quantity = change.quantity;
    }
    const cancelAtPeriodEnd = read.boolean(form.cancel_at_period_end);
    if (cancelAtPeriodEnd !== undefined) {
      subscription.cancel_at_period_end = cancelAtPeriodEnd;
      subscription.cancel_at = cancelAtPeriodEnd ? item.current_period_end : null;
      subscription.canceled_at = cancelAtPeriodEnd ? store.now : null;
    }
    if (form.cancel_at !== undefined) subscription.cancel_at = read.number(form.cancel_at) ?? null;
    if (form.metadata !== undefined)
      subscription.metadata = { ...subscription.metadata, ...read.metadata(form.metadata) };
    if (prorated === 0) return;
    if (proration === 'always_invoice') {
      const invoice = bill(store, subscription, prorated, 'subscription_update');
      if (invoice.status === 'open') subscription.status = 'past_due';
    } else {
      store.get(store.customers, 'customer', subscription.customer).balance += prorated;
    }
  });
  return subscription;
}

/** Whether a charge would go through, without using up a one-off failure. */
function wouldPay(store: Store, customerId: string, amount: number) {
  if (amount <= 0) return true;
  if (store.failNextCharge.has(customerId)) {
    store.failNextCharge.delete(customerId);
    return false;
  }
  return store.cards.get(customerId) === 'succeeds';
}

/** DELETE /v1/subscriptions/:id */
export function cancelSubscription(store: Store, id: string): Subscription {
  const subscription = store.get(store.subscriptions, 'subscription', id);
  if (subscription.status === 'canceled')
    throw invalidRequest(`No such subscription: '${id}'`, 'id');
  endSubscription(store, subscription);
  return subscription;
}
