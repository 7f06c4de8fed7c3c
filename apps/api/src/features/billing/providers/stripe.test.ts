import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@quorum/shared';
import type { PricedTier } from '@quorum/shared';
import type { CheckoutRequest, PaymentProvider } from '../provider';
import { startFakeStripe } from '../testing/fake-stripe';
import type { FakeStripe } from '../testing/fake-stripe';
import { stripeProvider } from './stripe';

const DAY_MS = 24 * 60 * 60 * 1000;

let fake: FakeStripe;
let stripe: PaymentProvider;

beforeAll(async () => {
  fake = await startFakeStripe();
  stripe = stripeProvider(fake.settings);
});
afterAll(() => fake.close());

async function premiumPriceId() {
  const [, premium] = await stripe.products();
  return premium!.default_price;
}

function checkoutRequest(
  overrides: Partial<CheckoutRequest> & { tier?: PricedTier } = {},
): Promise<CheckoutRequest> {
  const companyId = randomUUID();
  return premiumPriceId().then((priceId) => ({
    companyId,
    userId: randomUUID(),
    customerId: null,
    customerEmail: 'creator@example.com',
    companyName: 'Test Holdings Ltd',
    tier: 20000,
    priceId,
    flag: 'update',
    successUrl: 'https://ir.example.com/success?session_id={CHECKOUT_SESSION_ID}&flag=update',
    cancelUrl: 'https://ir.example.com/error',
    idempotencyKey: `test-${randomUUID()}`,
    ...overrides,
  }));
}

/** A company that paid for Premium at a tier through Stripe Checkout with a card. */
async function subscribed(
  tier: PricedTier = 20000,
  card: 'succeeds' | 'renewal-fails' = 'succeeds',
) {
  const request = await checkoutRequest({ tier });
  const { url, customerId } = await stripe.startCheckout(request);
  const sessionId = url.split('/').at(-1)!;
  await fake.completeCheckout(sessionId, { card });
  const [subscription] = await stripe.subscriptionsOf(customerId);
  return { request, customerId, sessionId, subscription: subscription! };
}

const key = () => `test-${randomUUID()}`;

describe('the stripe driver against a fake Stripe', () => {
  it('makes Essentials and Premium in a fresh account once, and finds them again by lookup key', async () => {
    const products = await stripe.products();
    expect(products.map((product) => product.name)).toEqual(['Essentials', 'Premium']);
    const [essentials, premium] = products;
    expect(essentials!.pricelist[0]).toMatchObject({
      currency: 'aud',
      unit_amount: 0,
      tiers: null,
    });
    // A$399, 1,299, 2,499 and 4,299 a month up to 5,000, 20,000, 50,000 and 100,000; then Custom.
    expect(premium!.pricelist[0]!.tiers).toEqual([
      { up_to: 5000, flat_amount: 39900, unit_amount: null },
      { up_to: 20000, flat_amount: 129900, unit_amount: null },
      { up_to: 50000, flat_amount: 249900, unit_amount: null },
      { up_to: 100000, flat_amount: 429900, unit_amount: null },
      { up_to: null, flat_amount: null, unit_amount: null },
    ]);
    expect(await stripe.volumePrices(premium!.id)).toEqual(premium!.pricelist[0]!.tiers);
    expect(await stripe.priceKind(premium!.default_price)).toBe('premium');
    expect(await stripe.priceKind(essentials!.default_price)).toBe('freemium');
    expect(await stripe.priceKind('price_not_ours')).toBeUndefined();
    expect(await stripe.volumePrices('prod_not_ours')).toBeUndefined();

    const created = fake.events.filter((event) => event.type === 'price.created').length;
    const anotherProcess = stripeProvider(fake.settings);
    expect(await anotherProcess.products()).toEqual(products);
    expect(fake.events.filter((event) => event.type === 'price.created')).toHaveLength(created);
  });

  it('checks out Premium at the 20,000-shareholder tier for A$1,299, with the company named on the customer, session and subscription', async () => {
    const { request, customerId, subscription } = await subscribed(20000);
    expect(subscription).toMatchObject({
      customerId,
      status: 'active',
      tier: 20000,
      cancelAtPeriodEnd: false,
      graceEndsAt: null,
      companyId: request.companyId,
    });
    expect(fake.customer(customerId)?.metadata).toEqual({ companyId: request.companyId });
    const paid = fake.events.find(
      (event) => event.type === 'invoice.paid' && event.data.object.customer === customerId,
    );
    expect(paid?.data.object.amount_paid).toBe(129900);
    const completed = fake.events.find(
      (event) =>
        event.type === 'checkout.session.completed' && event.data.object.customer === customerId,
    );
    expect(completed?.data.object).toMatchObject({
      metadata: { companyId: request.companyId, flag: 'update', tier: '20000' },
      automatic_tax: { enabled: true },
      tax_id_collection: { enabled: true },
      payment_method_collection: 'always',
    });
    expect(
      subscription.currentPeriodEnd.getTime() - subscription.currentPeriodStart.getTime(),
    ).toBeGreaterThanOrEqual(28 * DAY_MS);
  });

  it('sends the browser back to the success address with the session id, and names its customer only once it is paid', async () => {
    const request = await checkoutRequest();
    const { url, customerId } = await stripe.startCheckout(request);
    const sessionId = url.split('/').at(-1)!;
    expect(await stripe.customerOfCheckout(sessionId)).toBeUndefined();
    const { redirect } = await fake.completeCheckout(sessionId, { card: 'succeeds' });
    expect(redirect).toBe(`https://ir.example.com/success?session_id=${sessionId}&flag=update`);
    expect(await stripe.customerOfCheckout(sessionId)).toBe(customerId);
    expect(await stripe.customerOfCheckout('cs_test_unknown')).toBeUndefined();
    expect(await stripe.customerOfCheckout('../customers/cus_1')).toBeUndefined();
  });

  it('lets a company in its trial check out without a card, trialing to its trial end, then past due when no card was added', async () => {
    const trialEndsAt = new Date(fake.now().getTime() + 10 * DAY_MS);
    const request = await checkoutRequest({ trialEndsAt });
    const { url, customerId } = await stripe.startCheckout(request);
    await fake.completeCheckout(url.split('/').at(-1)!, { card: 'none' });
    const [trialing] = await stripe.subscriptionsOf(customerId);
    expect(trialing).toMatchObject({ status: 'trialing', tier: 20000 });
    expect(trialing!.currentPeriodEnd.getTime()).toBe(
      Math.floor(trialEndsAt.getTime() / 1000) * 1000,
    );

    await fake.advance(11);
    const [afterTrial] = await stripe.subscriptionsOf(customerId);
    expect(afterTrial!.status).toBe('past_due');
  });

  it('renews each month, and a renewal the card refuses makes it past due, then unpaid when the retries fail', async () => {
    const { customerId } = await subscribed(5000, 'renewal-fails');
    await fake.advance(32);
    expect((await stripe.subscriptionsOf(customerId))[0]!.status).toBe('past_due');
    await fake.advance(8);
    expect((await stripe.subscriptionsOf(customerId))[0]!.status).toBe('unpaid');
  });

  it('answers a refusal of Stripe’s as a failure of its own, never as the caller’s bad request', async () => {
    const failure = await stripe.cancelNow('sub_unknown', key()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toHaveProperty('statusCode');
    expect((failure as Error).message).toMatch(
      /^Stripe refused a call \(StripeInvalidRequestError, resource_missing\)/,
    );
  });

  it('changes the tier now and invoices the prorated difference at once', async () => {
    const { customerId, subscription } = await subscribed(5000);
    await stripe.changeTier(subscription.id, 50000, key());
    const [changed] = await stripe.subscriptionsOf(customerId);
    expect(changed).toMatchObject({ id: subscription.id, tier: 50000, status: 'active' });
    const proration = fake.events.find(
      (event) =>
        event.type === 'invoice.paid' &&
        event.data.object.customer === customerId &&
        event.data.object.billing_reason === 'subscription_update',
    );
    // Most of a month of the difference between A$2,499 and A$399.
    expect(proration?.data.object.amount_paid).toBeGreaterThan(0);
    expect(proration?.data.object.amount_paid).toBeLessThanOrEqual(249900 - 39900);
  });

  it('refuses an upgrade whose prorated charge is declined, and keeps the tier as it was', async () => {
    const { customerId, subscription } = await subscribed(5000);
    fake.failNextCharge(customerId);
    await expect(stripe.changeTier(subscription.id, 100000, key())).rejects.toThrow(
      messages.plan.paymentFailed,
    );
    expect((await stripe.subscriptionsOf(customerId))[0]).toMatchObject({
      tier: 5000,
      status: 'active',
    });
  });

  it('schedules the downgrade for the period end: Premium until then, canceled after', async () => {
    const { customerId, subscription } = await subscribed(20000);
    await stripe.scheduleDowngrade(subscription.id, key());
    const [scheduled] = await stripe.subscriptionsOf(customerId);
    expect(scheduled).toMatchObject({ status: 'active', tier: 20000, cancelAtPeriodEnd: true });
    // A schedule ends it, not the cancel flag or a price change now.
    const inStripe = fake.subscription(subscription.id)!;
    expect(inStripe.schedule).toMatch(/^sub_sched_/);
    expect(inStripe.cancel_at_period_end).toBe(false);
    expect(inStripe.items.data[0]!.quantity).toBe(20000);

    const untilEnd = (subscription.currentPeriodEnd.getTime() - fake.now().getTime()) / DAY_MS;
    await fake.advance(untilEnd - 1);
    expect((await stripe.subscriptionsOf(customerId))[0]!.status).toBe('active');
    await fake.advance(2);
    expect((await stripe.subscriptionsOf(customerId))[0]!.status).toBe('canceled');
  });

  it('undoes a scheduled downgrade before the period ends, and the subscription renews', async () => {
    const { customerId, subscription } = await subscribed(20000);
    await stripe.scheduleDowngrade(subscription.id, key());
    await stripe.cancelScheduledDowngrade(subscription.id, key());
    expect((await stripe.subscriptionsOf(customerId))[0]!.cancelAtPeriodEnd).toBe(false);
    await fake.advance(32);
    expect((await stripe.subscriptionsOf(customerId))[0]).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: false,
    });
  });

  it('ends a subscription now, and a second ending changes nothing', async () => {
    const { customerId, subscription } = await subscribed(5000);
    const cancelKey = key();
    await stripe.cancelNow(subscription.id, cancelKey);
    await stripe.cancelNow(subscription.id, cancelKey);
    expect((await stripe.subscriptionsOf(customerId))[0]!.status).toBe('canceled');
  });

  it('opens the Customer Portal for the customer with our configuration', async () => {
    const { customerId } = await subscribed(5000);
    const url = await stripe.portalUrl(customerId, 'https://ir.example.com/dashboard/update-plan');
    expect(url).toMatch(new RegExp(`^${fake.url}/p/session/bps_`));
  });

  it('sends an idempotency key of its own with every call that changes something', async () => {
    const { subscription } = await subscribed(5000);
    await stripe.changeTier(subscription.id, 20000, key());
    await stripe.scheduleDowngrade(subscription.id, key());
    const changes = fake.requests.filter(
      (request) =>
        request.method !== 'GET' && !request.path.startsWith('/v1/billing_portal/sessions'),
    );
    expect(changes.length).toBeGreaterThan(5);
    for (const change of changes) expect(change.idempotencyKey).toMatch(/^(test-|quorum-)/);
  });

  it('gets one answer for a change whose first answer was lost: the SDK retries with the same key', async () => {
    const { customerId, subscription } = await subscribed(5000);
    const before = fake.requests.length;
    fake.failNextRequest({ method: 'POST', path: /^\/v1\/subscriptions\// });
    await stripe.changeTier(subscription.id, 20000, key());
    const sent = fake.requests.slice(before).filter((request) => request.method === 'POST');
    expect(sent.map((request) => [request.status, request.replayed])).toEqual([
      [500, false],
      [200, true],
    ]);
    expect(sent[0]!.idempotencyKey).toBe(sent[1]!.idempotencyKey);
    const prorations = fake.events.filter(
      (event) =>
        event.type === 'invoice.paid' &&
        event.data.object.customer === customerId &&
        event.data.object.billing_reason === 'subscription_update',
    );
    expect(prorations).toHaveLength(1);
  });
});
