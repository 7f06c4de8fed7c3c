import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { createStripeClient } from '../providers/stripe';
import { startFakeStripe } from './fake-stripe';
import type { FakeStripe } from './fake-stripe';

// The fake answers as Stripe does where the driver's correctness depends on it: a test passing
// against a lenient fake would prove nothing about the real service.
let fake: FakeStripe;
let stripe: Stripe;

beforeAll(async () => {
  fake = await startFakeStripe();
  stripe = createStripeClient({ ...fake.settings });
});
afterAll(() => fake.close());

const refusal = (work: Promise<unknown>) =>
  work.then(
    () => undefined,
    (error: unknown) => error as InstanceType<typeof Stripe.errors.StripeError>,
  );

describe('the fake Stripe', () => {
  it('replays the first answer to a repeated idempotency key, and refuses the key with other parameters', async () => {
    const first = await stripe.customers.create(
      { email: 'a@example.com' },
      { idempotencyKey: 'k1' },
    );
    const again = await stripe.customers.create(
      { email: 'a@example.com' },
      { idempotencyKey: 'k1' },
    );
    expect(again.id).toBe(first.id);
    expect(fake.requests.at(-1)).toMatchObject({ idempotencyKey: 'k1', replayed: true });
    const other = await refusal(
      stripe.customers.create({ email: 'b@example.com' }, { idempotencyKey: 'k1' }),
    );
    expect(other).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it('refuses a request without the account’s secret key', async () => {
    const stranger = createStripeClient({ ...fake.settings, secretKey: 'sk_test_someone_else' });
    const refused = await refusal(stranger.customers.create({ email: 'a@example.com' }));
    expect(refused).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });

  it('refuses what Stripe Checkout refuses: tax on an existing customer without saving the address and name, and a trial under 48 hours', async () => {
    const customer = await stripe.customers.create({ email: 'a@example.com' });
    const price = await stripe.prices.create({
      product: (await stripe.products.create({ name: 'Plan' })).id,
      currency: 'aud',
      unit_amount: 100,
      recurring: { interval: 'month' },
    });
    const session = {
      mode: 'subscription' as const,
      customer: customer.id,
      line_items: [{ price: price.id, quantity: 1 }],
      success_url: 'https://ir.example.com/success',
    };
    const withoutAddress = await refusal(
      stripe.checkout.sessions.create({ ...session, automatic_tax: { enabled: true } }),
    );
    expect(withoutAddress?.message).toMatch(/customer_update\[address\]/);
    const withoutName = await refusal(
      stripe.checkout.sessions.create({ ...session, tax_id_collection: { enabled: true } }),
    );
    expect(withoutName?.message).toMatch(/customer_update\[name\]/);
    const shortTrial = await refusal(
      stripe.checkout.sessions.create({
        ...session,
        subscription_data: { trial_end: Math.floor(fake.now().getTime() / 1000) + 3600 },
      }),
    );
    expect(shortTrial?.message).toMatch(/at least 2 days/);
  });

  it('answers a call it does not know with 404, so a new call of the driver is noticed', async () => {
    const unknown = await refusal(stripe.invoices.list({ customer: 'cus_x' }));
    expect(unknown?.message).toMatch(/Unrecognized request URL \(GET: \/v1\/invoices\)/);
  });

  it('signs its events so that only the endpoint’s secret verifies them, and only while fresh', async () => {
    const received: { payload: string; signature: string }[] = [];
    fake.deliverTo(async ({ payload, headers }) => {
      received.push({ payload, signature: headers['stripe-signature']! });
      return { status: 200, body: '{}' };
    });
    await stripe.customers.create({ email: 'a@example.com' });
    const event = fake.events.at(-1)!;
    await fake.send(event, 'valid');
    await fake.send(event, 'wrong');
    await fake.send(event, 'stale');
    const verify = ({ payload, signature }: { payload: string; signature: string }) =>
      refusal(
        Promise.resolve().then(() =>
          Stripe.webhooks.constructEvent(payload, signature, fake.webhookSecret, 300),
        ),
      );
    const [valid, wrong, stale] = await Promise.all(received.map(verify));
    expect(valid).toBeUndefined();
    expect(wrong?.message).toMatch(/No signatures found matching/);
    expect(stale?.message).toMatch(/Timestamp outside the tolerance zone/);
  });
});
