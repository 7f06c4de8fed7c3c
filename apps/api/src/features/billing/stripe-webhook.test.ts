import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@quorum/shared';
import type { PricedTier } from '@quorum/shared';
import { billingEvents, subscriptions } from '../../db/schema';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { makeCompany, makeUser } from '../../testing/factories';
import type { PaymentProvider } from './provider';
import { stripeProvider } from './providers/stripe';
import { syncCustomer } from './sync';
import type * as SyncModule from './sync';
import { startFakeStripe, stripeBillingConfig, webhooksInto } from './testing/fake-stripe';
import type { FakeStripe } from './testing/fake-stripe';
import type { StripeEvent } from './testing/fake-stripe/objects';

// The real sync, counted: "processed once" means the customer was synced once for the event.
vi.mock('./sync', async (importOriginal) => {
  const actual = await importOriginal<typeof SyncModule>();
  return { ...actual, syncCustomer: vi.fn(actual.syncCustomer) };
});
const syncs = vi.mocked(syncCustomer);

let fake: FakeStripe;
let t: TestApp;
let stripe: PaymentProvider;
const logLines: string[] = [];

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp(
    { billing: stripeBillingConfig(fake), logLevel: 'info' },
    { logStream: { write: (line) => logLines.push(line) } },
  );
  // Deliveries only when a test says: each test chooses which events arrive, and in what order.
  fake.deliverTo(webhooksInto(t.app), { automatic: false });
  stripe = stripeProvider(fake.settings);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  syncs.mockClear();
});

/** A freemium company whose creator paid for Premium at a tier in Stripe Checkout. */
async function companyThatPaid(tier: PricedTier = 20000, customerId: string | null = null) {
  const creator = await makeUser(t.database.db);
  const company = await makeCompany(t.database.db, creator.id, { plan: 'freemium' });
  const subscription = await paidCheckout(company.id, tier, customerId);
  return { company, ...subscription };
}

async function paidCheckout(companyId: string, tier: PricedTier, customerId: string | null) {
  const [, premium] = await stripe.products();
  const checkout = await stripe.startCheckout({
    companyId,
    userId: randomUUID(),
    customerId,
    customerEmail: 'creator@example.com',
    companyName: 'Test Holdings Ltd',
    tier,
    priceId: premium!.default_price,
    flag: 'update',
    successUrl: `${t.config.appUrl}/success?session_id={CHECKOUT_SESSION_ID}&flag=update`,
    cancelUrl: `${t.config.appUrl}/error`,
    idempotencyKey: `test-${randomUUID()}`,
  });
  // As the subscribe call does: the company knows its customer before it pays.
  await t.database.db
    .update(subscriptions)
    .set({ stripeCustomerId: checkout.customerId })
    .where(eq(subscriptions.companyId, companyId));
  const { subscriptionId } = await fake.completeCheckout(checkout.url.split('/').at(-1)!, {
    card: 'succeeds',
  });
  return { customerId: checkout.customerId, subscriptionId: subscriptionId! };
}

const eventsOf = (customerId: string, type?: string) =>
  fake.events.filter(
    (event) =>
      (event.data.object as { customer?: string }).customer === customerId &&
      (type === undefined || event.type === type),
  );

/** What the company may do: its `subscriptions` row, but for when it was last written. */
async function entitlementOf(companyId: string) {
  const [row] = await t.database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.companyId, companyId));
  const { updatedAt: _written, ...entitlement } = row!;
  return entitlement;
}

async function recorded(event: StripeEvent) {
  const [row] = await t.database.db
    .select()
    .from(billingEvents)
    .where(eq(billingEvents.id, event.id));
  return row;
}

const syncsOf = (customerId: string) => syncs.mock.calls.filter(([, id]) => id === customerId);

describe("Stripe's webhook", () => {
  it("makes the company Premium at the tier it paid for when the checkout's event arrives", async () => {
    const { company, customerId } = await companyThatPaid(20000);
    const [completed] = eventsOf(customerId, 'checkout.session.completed');
    const delivery = await fake.send(completed!);
    expect(delivery.status).toBe(200);
    expect(await entitlementOf(company.id)).toMatchObject({
      plan: 'premium',
      status: 'active',
      quantity: 20000,
    });
    expect(await recorded(completed!)).toMatchObject({ status: 'processed', attempts: 1 });
  });

  it('processes an event delivered twice only once', async () => {
    const { customerId } = await companyThatPaid();
    const [created] = eventsOf(customerId, 'customer.subscription.created');
    expect((await fake.send(created!)).status).toBe(200);
    expect((await fake.send(created!)).status).toBe(200);
    expect(syncsOf(customerId)).toHaveLength(1);
    expect(await recorded(created!)).toMatchObject({ status: 'processed', attempts: 1 });
  });

  it('processes an event delivered twice at the same moment only once', async () => {
    const { customerId } = await companyThatPaid();
    const [paid] = eventsOf(customerId, 'invoice.paid');
    const deliveries = await Promise.all([fake.send(paid!), fake.send(paid!)]);
    // The second finds it processed (200) or still being processed (409: Stripe tries later).
    expect(deliveries.map((delivery) => delivery.status)).toContain(200);
    for (const delivery of deliveries) expect([200, 409]).toContain(delivery.status);
    expect(syncsOf(customerId)).toHaveLength(1);
    expect(await recorded(paid!)).toMatchObject({ status: 'processed', attempts: 1 });
    expect((await fake.send(paid!)).status).toBe(200);
  });

  it("converges to Stripe's state when an update arrives before the subscription's creation", async () => {
    const { company, customerId, subscriptionId } = await companyThatPaid(20000);
    await stripe.changeTier(subscriptionId, 50000, `test-${randomUUID()}`);
    const [created] = eventsOf(customerId, 'customer.subscription.created');
    const [updated] = eventsOf(customerId, 'customer.subscription.updated');
    expect((await fake.send(updated!)).status).toBe(200);
    // The creation's payload still says 20,000: the sync reads Stripe, not the payload.
    expect((await fake.send(created!)).status).toBe(200);
    expect(await entitlementOf(company.id)).toMatchObject({
      plan: 'premium',
      status: 'active',
      quantity: 50000,
    });
  });

  it('changes nothing when a subscription the company has replaced is deleted', async () => {
    const { company, customerId, subscriptionId: first } = await companyThatPaid(5000);
    await stripe.cancelNow(first, `test-${randomUUID()}`);
    await paidCheckout(company.id, 20000, customerId);
    const [replacement] = eventsOf(customerId, 'customer.subscription.created').slice(-1);
    await fake.send(replacement!);
    const before = await entitlementOf(company.id);
    expect(before).toMatchObject({ plan: 'premium', status: 'active', quantity: 20000 });

    const deleted = eventsOf(customerId, 'customer.subscription.deleted').find(
      (event) => (event.data.object as { id: string }).id === first,
    );
    expect((await fake.send(deleted!)).status).toBe(200);
    expect(await entitlementOf(company.id)).toEqual(before);
  });

  it('takes a new subscription after the one before it ended, each event in its turn', async () => {
    const { company, customerId, subscriptionId: first } = await companyThatPaid(5000);
    const sendAll = async (events: StripeEvent[]) => {
      for (const event of events) expect((await fake.send(event)).status).toBe(200);
    };
    await sendAll(eventsOf(customerId));
    await stripe.cancelNow(first, `test-${randomUUID()}`);
    const seen = eventsOf(customerId).length;
    await sendAll(eventsOf(customerId).slice(seen - 1));
    expect(await entitlementOf(company.id)).toMatchObject({ plan: 'freemium' });

    await paidCheckout(company.id, 20000, customerId);
    await sendAll(eventsOf(customerId).slice(seen));
    expect(await entitlementOf(company.id)).toMatchObject({
      plan: 'premium',
      status: 'active',
      quantity: 20000,
    });
  });

  it('refuses an event signed with another secret, recording nothing and logging no contents', async () => {
    const { company, customerId } = await companyThatPaid();
    const [completed] = eventsOf(customerId, 'checkout.session.completed');
    const before = await entitlementOf(company.id);
    const linesBefore = logLines.length;

    const delivery = await fake.send(completed!, 'wrong');
    expect(delivery.status).toBe(400);
    expect(JSON.parse(delivery.body).message).toBe(messages.plan.webhookSignatureInvalid);
    expect(await recorded(completed!)).toBeUndefined();
    expect(syncsOf(customerId)).toHaveLength(0);
    expect(await entitlementOf(company.id)).toEqual(before);

    const written = logLines.slice(linesBefore).join('\n');
    expect(written).toContain('stripe-signature-invalid');
    expect(written).not.toContain(customerId);
    expect(written).not.toContain(company.id);
  });

  it('refuses an event whose signature is older than 5 minutes, recording nothing', async () => {
    const { company, customerId } = await companyThatPaid();
    const [completed] = eventsOf(customerId, 'checkout.session.completed');
    const before = await entitlementOf(company.id);
    const delivery = await fake.send(completed!, 'stale');
    expect(delivery.status).toBe(400);
    expect(JSON.parse(delivery.body).message).toBe(messages.plan.webhookSignatureStale);
    expect(await recorded(completed!)).toBeUndefined();
    expect(syncsOf(customerId)).toHaveLength(0);
    expect(await entitlementOf(company.id)).toEqual(before);
  });

  it('refuses a delivery without a signature or a body', async () => {
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ id: 'evt_forged', object: 'event', type: 'invoice.paid' }),
    });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json().message).toBe(messages.plan.webhookSignatureInvalid);
    const empty = await t.app.inject({ method: 'POST', url: '/stripe/webhook' });
    expect(empty.statusCode).toBe(400);
    const [row] = await t.database.db
      .select()
      .from(billingEvents)
      .where(eq(billingEvents.id, 'evt_forged'));
    expect(row).toBeUndefined();
  });

  it('marks an event failed when Stripe cannot be read, and the next delivery takes it over', async () => {
    const { company, customerId } = await companyThatPaid(20000);
    const [completed] = eventsOf(customerId, 'checkout.session.completed');
    // Every try of the SDK (the first and its two retries) loses its answer.
    for (let attempt = 0; attempt < 3; attempt += 1)
      fake.failNextRequest({ method: 'GET', path: /^\/v1\/subscriptions$/ });
    const failed = await fake.send(completed!);
    expect(failed.status).toBe(500);
    expect(await recorded(completed!)).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await recorded(completed!))?.error).toBeTruthy();

    const retried = await fake.send(completed!);
    expect(retried.status).toBe(200);
    expect(await recorded(completed!)).toMatchObject({
      status: 'processed',
      attempts: 2,
      error: null,
    });
    expect(await entitlementOf(company.id)).toMatchObject({ plan: 'premium', quantity: 20000 });
  });
});
