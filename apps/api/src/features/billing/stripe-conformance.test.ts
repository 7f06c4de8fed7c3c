// The plan lifecycle (testing/billing-conformance.ts) on the stripe driver: Stripe's own SDK, with
// its HTTP, retries and idempotency keys, against the fake Stripe, whose signed events reach the
// app's webhook as Stripe's would.
import { afterAll, beforeAll } from 'vitest';
import { useTestApp } from '../../testing/test-app';
import { describeBillingConformance } from './testing/billing-conformance';
import {
  fakeStripeHarness,
  startFakeStripe,
  stripeBillingConfig,
  webhooksInto,
} from './testing/fake-stripe';

const fake = await startFakeStripe();
const t = useTestApp({ rateLimitMultiplier: 100, billing: stripeBillingConfig(fake) });
beforeAll(() => fake.deliverTo(webhooksInto(t.app), { automatic: true }));
afterAll(() => fake.close());

describeBillingConformance('stripe', t, fakeStripeHarness(fake));
