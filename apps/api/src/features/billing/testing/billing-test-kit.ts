// Driving billing as a company and its payment provider would: the plan calls over REST with the
// creator's token, checkouts paid, and time moved on. The same scenarios run on the local driver
// and on Stripe's SDK against a fake Stripe (see conformance.test.ts).
import { eq } from 'drizzle-orm';
import { LOCAL_TEST_CARDS } from '@quorum/shared';
import { subscriptions } from '../../../db/schema';
import { addMember, makeCompany, makeUser, signIn } from '../../../testing/factories';
import type { TestApp } from '../../../testing/test-app';
import { rest } from '../../integrations/testing/webform-test-kit';

const DAY_MS = 24 * 60 * 60 * 1000;

export type TestCard = keyof typeof LOCAL_TEST_CARDS;

/** What differs between drivers when a test pays a checkout or lets time pass. */
export interface BillingHarness {
  /** Pays the checkout the subscribe call sent the browser to; answers where the browser goes. */
  payCheckout(t: TestApp, url: string, card: TestCard): Promise<string>;
  /** Lets `days` pass for the company at the provider, then lets billing catch up. */
  advance(t: TestApp, companyId: string, days: number): Promise<void>;
  /** Billing's now: moved time accumulates over a test file's tests. */
  now(t: TestApp): Promise<Date>;
}

/** The local driver: its own checkout page and the development tools' clock. */
export const localHarness: BillingHarness = {
  async payCheckout(t, url, card) {
    const id = new URL(url).pathname.split('/').pop()!;
    const paid = await rest<{ data: { redirect: string } }>(
      t,
      'POST',
      `/billing/checkout/${id}/pay`,
      {
        body: {
          cardNumber: LOCAL_TEST_CARDS[card],
          expiry: '12/39',
          cvc: '123',
          name: 'Ada Lovelace',
        },
      },
    );
    if (paid.status !== 200) throw new Error(`checkout refused: ${JSON.stringify(paid.body)}`);
    return paid.body.data.redirect;
  },
  async advance(t, companyId, days) {
    const moved = await rest(t, 'POST', '/dev/billing/clock', { body: { days, companyId } });
    if (moved.status !== 200) throw new Error(`clock refused: ${JSON.stringify(moved.body)}`);
  },
  async now(t) {
    const clock = await rest<{ data: { now: string } }>(t, 'POST', '/dev/billing/clock', {
      body: { days: 0, companyId: '00000000-0000-0000-0000-000000000000' },
    });
    return new Date(clock.body.data.now);
  },
};

/**
 * A company two days into its two-week trial, its creator (who manages billing), an admin who did
 * not create it, and two members: four people, so a move to Essentials leaves two locked out.
 */
export async function trialCompany(t: TestApp, harness: BillingHarness) {
  const db = t.database.db;
  const creator = await makeUser(db);
  const company = await makeCompany(db, creator.id, { plan: 'premium' });
  const now = await harness.now(t);
  await db
    .update(subscriptions)
    .set({ status: 'trialing', endDate: new Date(now.getTime() + 12 * DAY_MS) })
    .where(eq(subscriptions.companyId, company.id));
  const admin = await makeUser(db);
  await addMember(db, company.id, admin.id, 'admin');
  const third = await makeUser(db);
  await addMember(db, company.id, third.id, 'member');
  const fourth = await makeUser(db);
  await addMember(db, company.id, fourth.id, 'member');
  const tokenOf = async (person: { email: string; password: string }) =>
    (await signIn(t, person.email, person.password)).accessToken;
  return {
    companyId: company.id,
    creator: { ...creator, token: await tokenOf(creator) },
    admin: { ...admin, token: await tokenOf(admin) },
    third,
    fourth,
  };
}

export type TrialCompany = Awaited<ReturnType<typeof trialCompany>>;

export const subscribe = (t: TestApp, token: string, body: Record<string, unknown>) =>
  rest<{ data: { url: string | null }; message?: string }>(t, 'POST', '/stripe/subscribe/v2', {
    token,
    body,
  });

/** Premium's price id, as the pricing screen finds it. */
export async function premiumPriceId(t: TestApp) {
  const products = await rest<{ data: { name: string; default_price: string }[] }>(
    t,
    'GET',
    '/stripe/products/v2',
  );
  return products.body.data.find((product) => product.name === 'Premium')!.default_price;
}

export async function subscriptionRow(t: TestApp, companyId: string) {
  const [row] = await t.database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.companyId, companyId));
  return row!;
}

/** Upgrades the company to Premium at a tier through a paid checkout; answers the redirect. */
export async function upgrade(
  t: TestApp,
  harness: BillingHarness,
  company: TrialCompany,
  tier: number,
  card: TestCard = 'succeeds',
) {
  const priceId = await premiumPriceId(t);
  const started = await subscribe(t, company.creator.token, {
    type: 'premium',
    priceId,
    range: tier,
    flag: 'update',
  });
  if (started.status !== 200 || !started.body.data.url)
    throw new Error(`subscribe refused: ${JSON.stringify(started.body)}`);
  return harness.payCheckout(t, started.body.data.url, card);
}
