import { createCustomer } from './catalog';
import type { Form } from './form';
import { read } from './form';
import type { CheckoutSession } from './objects';
import { invalidRequest, newId } from './objects';
import type { CardBehaviour, Store } from './store';
import { createSubscription, firstChargeSucceeds } from './subscriptions';

const HOUR = 3_600;
/** Stripe Checkout refuses a trial that ends sooner than this. */
const MINIMUM_TRIAL_SECONDS = 48 * HOUR;
const SESSION_LIFETIME_SECONDS = 24 * HOUR;

/**
 * Checkout Sessions in subscription mode, with the rules Stripe applies to what the driver sends:
 * automatic tax and tax-id collection on an existing customer need `customer_update`, and a trial
 * must end at least 48 hours ahead.
 */
export function createSession(store: Store, form: Form): CheckoutSession {
  if (read.string(form.mode) !== 'subscription')
    throw invalidRequest('The fake Stripe knows only subscription mode.', 'mode');
  const successUrl = read.string(form.success_url);
  if (!successUrl) throw invalidRequest('Missing required param: success_url.', 'success_url');
  const lines = read.list(form.line_items).map((entry, index) => {
    const fields = read.object(entry);
    const price = read.string(fields.price);
    if (!price) throw invalidRequest('Missing required param: price.', `line_items[${index}]`);
    store.get(store.prices, 'price', price, `line_items[${index}][price]`);
    const quantity = read.number(fields.quantity) ?? 1;
    if (!Number.isInteger(quantity) || quantity < 1)
      throw invalidRequest('Invalid quantity.', `line_items[${index}][quantity]`);
    return { price, quantity };
  });
  if (lines.length === 0) throw invalidRequest('Missing required param: line_items.', 'line_items');
  const customerId = read.string(form.customer);
  const customer = customerId
    ? store.get(store.customers, 'customer', customerId, 'customer')
    : undefined;
  const customerUpdate = read.object(form.customer_update);
  const automaticTax = read.boolean(read.object(form.automatic_tax).enabled) ?? false;
  if (
    customer &&
    automaticTax &&
    !customer.address &&
    read.string(customerUpdate.address) !== 'auto'
  )
    throw invalidRequest(
      "Automatic tax calculation in Checkout requires a valid address on the Customer. Add a valid address to the Customer or set either `customer_update[address]` to 'auto' or `customer_update[shipping]` to 'auto' to save the address entered in Checkout to the Customer.",
      'customer_update[address]',
    );
  const taxIds = read.boolean(read.object(form.tax_id_collection).enabled) ?? false;
  if (customer && taxIds && read.string(customerUpdate.name) !== 'auto')
    throw invalidRequest(
      'Tax ID collection requires updating business name on the customer. To enable tax ID collection for an existing customer, please set `customer_update[name]` to `auto`.',
      'customer_update[name]',
    );
  const subscriptionData = read.object(form.subscription_data);
  const trialDays = read.number(subscriptionData.trial_period_days);
  const trialEnd =
    read.number(subscriptionData.trial_end) ??
    (trialDays !== undefined ? store.now + trialDays * 24 * HOUR : null);
  if (trialEnd !== null && trialEnd < store.now + MINIMUM_TRIAL_SECONDS)
    throw invalidRequest(
      'The `trial_end` date has to be at least 2 days in the future.',
      'subscription_data[trial_end]',
    );
  const collection = read.string(form.payment_method_collection) ?? 'always';
  if (collection !== 'always' && collection !== 'if_required')
    throw invalidRequest('Invalid payment_method_collection.', 'payment_method_collection');
  const id = newId('cs_test');
  const session: CheckoutSession = {
    id,
    object: 'checkout.session',
    mode: 'subscription',
    status: 'open',
    payment_status: 'unpaid',
    url: `${store.baseUrl}/c/pay/${id}`,
    customer: customer?.id ?? null,
    customer_email: read.string(form.customer_email) ?? null,
    subscription: null,
    client_reference_id: read.string(form.client_reference_id) ?? null,
    success_url: successUrl,
    cancel_url: read.string(form.cancel_url) ?? null,
    metadata: read.metadata(form.metadata),
    payment_method_collection: collection,
    automatic_tax: {
      enabled: automaticTax,
      status: automaticTax ? 'requires_location_inputs' : null,
    },
    tax_id_collection: { enabled: taxIds },
    created: store.now,
    expires_at: store.now + SESSION_LIFETIME_SECONDS,
    livemode: false,
  };
  store.sessions.set(id, session);
  store.sessionDetails.set(id, {
    lines,
    subscriptionMetadata: read.metadata(subscriptionData.metadata),
    trialEnd,
  });
  return session;
}

/** What the person did on Stripe's page: paid with a card, gave none (a trial), or was declined. */
export type CheckoutCard = CardBehaviour | 'declined' | 'none';

/**
 * The customer finishes the hosted page: the card is saved, the subscription starts (trialing, or
 * active and paid), and the browser goes to the success URL. A declined card leaves the session
 * open, as Stripe's page does; `none` works only where no payment is due (a trial with
 * `payment_method_collection: 'if_required'`).
 */
export function completeSession(
  store: Store,
  id: string,
  card: CheckoutCard,
): { redirect: string | null; subscriptionId: string | null } {
  const session = store.get(store.sessions, 'checkout session', id);
  if (session.status === 'open' && session.expires_at <= store.now) expireSession(store, id);
  if (session.status !== 'open')
    throw new Error(`The fake checkout ${id} is ${session.status}, not open.`);
  const details = store.sessionDetails.get(id)!;
  const noPaymentDue =
    details.trialEnd !== null && session.payment_method_collection === 'if_required';
  if (card === 'none' && !noPaymentDue)
    throw new Error(`The fake checkout ${id} takes a card: a payment is due now.`);
  if (card === 'declined') return { redirect: null, subscriptionId: null };
  const customer =
    session.customer !== null
      ? store.get(store.customers, 'customer', session.customer)
      : createCustomer(store, { email: session.customer_email ?? '' });
  if (card !== 'none') {
    store.cards.set(customer.id, card);
    customer.invoice_settings.default_payment_method = newId('pm');
  }
  if (details.trialEnd === null && !firstChargeSucceeds(store, customer.id)) {
    store.failNextCharge.delete(customer.id);
    return { redirect: null, subscriptionId: null };
  }
  // The address and business name (and ABN) typed on the page are saved to the customer.
  customer.address = { country: 'AU' };
  const subscription = createSubscription(store, {
    customerId: customer.id,
    lines: details.lines,
    metadata: details.subscriptionMetadata,
    trialEnd: details.trialEnd,
  });
  session.status = 'complete';
  session.payment_status = details.trialEnd === null ? 'paid' : 'no_payment_required';
  session.customer = customer.id;
  session.subscription = subscription.id;
  session.url = null;
  if (session.automatic_tax.enabled) session.automatic_tax.status = 'complete';
  store.emit('checkout.session.completed', session);
  return {
    redirect: session.success_url.replace('{CHECKOUT_SESSION_ID}', id),
    subscriptionId: subscription.id,
  };
}

export function expireSession(store: Store, id: string): CheckoutSession {
  const session = store.get(store.sessions, 'checkout session', id);
  if (session.status !== 'open')
    throw invalidRequest(
      `Only open checkout sessions can be expired; this one is ${session.status}.`,
    );
  session.status = 'expired';
  session.url = null;
  store.emit('checkout.session.expired', session);
  return session;
}
