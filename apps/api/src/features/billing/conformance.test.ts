// One suite, every payment driver: the plan lifecycle of issue 13 as a company lives it. The local
// driver runs here; the Stripe driver runs the same scenarios against the fake Stripe
// (stripe-conformance.test.ts calls describeBillingConformance with its harness).
import { describe, expect, it } from 'vitest';
import { messages } from '@quorum/shared';
import { eq } from 'drizzle-orm';
import { billingSubscriptions, companyMembers } from '../../db/schema';
import { signIn } from '../../testing/factories';
import { gql } from '../../testing/graphql';
import type { TestApp } from '../../testing/test-app';
import { useTestApp } from '../../testing/test-app';
import {
  localHarness,
  premiumPriceId,
  subscribe,
  subscriptionRow,
  trialCompany,
  upgrade,
} from './testing/billing-test-kit';
import type { BillingHarness } from './testing/billing-test-kit';

const OVERVIEW = `{ billingOverview { plan status tier amountUnits gstUnits renewable hold daysLeft canManageBilling } }`;

type Overview = {
  billingOverview: {
    plan: string;
    status: string;
    tier: number;
    amountUnits: number;
    gstUnits: number;
    renewable: boolean;
    hold: boolean;
    daysLeft: number | null;
    canManageBilling: boolean;
  };
};

async function lockedMembers(t: TestApp, companyId: string) {
  const rows = await t.database.db
    .select({ userId: companyMembers.userId, locked: companyMembers.locked })
    .from(companyMembers)
    .where(eq(companyMembers.companyId, companyId));
  return rows.filter((row) => row.locked).map((row) => row.userId);
}

export function describeBillingConformance(driver: string, t: TestApp, harness: BillingHarness) {
  describe(`plans and billing on the ${driver} driver`, () => {
    it('upgrades a trial to the 20,000-shareholder tier through a paid checkout, keeping the trial’s days: then A$1,299 a month', async () => {
      const company = await trialCompany(t, harness);
      const trialEnd = (await subscriptionRow(t, company.companyId)).endDate!;
      const redirect = await upgrade(t, harness, company, 20000);
      expect(redirect).toMatch(/^\/success\?session_id=[^&]+&flag=update$/);
      const upgraded = await subscriptionRow(t, company.companyId);
      expect(upgraded).toMatchObject({
        plan: 'premium',
        status: 'trialing',
        quantity: 20000,
        renewable: true,
        hold: false,
      });
      expect(Math.abs(upgraded.endDate!.getTime() - trialEnd.getTime())).toBeLessThan(60_000);

      await harness.advance(t, company.companyId, 13);
      expect(await subscriptionRow(t, company.companyId)).toMatchObject({
        plan: 'premium',
        status: 'active',
        quantity: 20000,
        renewable: true,
      });
      const overview = await gql<Overview>(t.app, OVERVIEW, {}, company.creator.token);
      expect(overview.data?.billingOverview).toMatchObject({
        plan: 'premium',
        amountUnits: 129900,
        gstUnits: 11809,
        canManageBilling: true,
      });
    });

    it('sends a declined card to /error and leaves the trial as it was', async () => {
      const company = await trialCompany(t, harness);
      const redirect = await upgrade(t, harness, company, 20000, 'declined');
      expect(redirect).toMatch(/^\/error\?session_id=/);
      expect(await subscriptionRow(t, company.companyId)).toMatchObject({
        plan: 'premium',
        status: 'trialing',
      });
    });

    it('keeps Premium to the period end after a downgrade, then moves to Essentials with the first 2 members', async () => {
      const company = await trialCompany(t, harness);
      await upgrade(t, harness, company, 20000);
      const downgrade = await subscribe(t, company.creator.token, {
        type: 'freemium',
        priceId: 'essentials',
        range: 5000,
        flag: 'update',
      });
      expect(downgrade.status).toBe(200);
      expect(downgrade.body.data.url).toBeNull();
      // Premium stays, ending at the period's end (here the trial's, which the payment kept).
      expect(await subscriptionRow(t, company.companyId)).toMatchObject({
        plan: 'premium',
        renewable: false,
      });
      expect(await lockedMembers(t, company.companyId)).toEqual([]);

      await harness.advance(t, company.companyId, 32);

      expect(await subscriptionRow(t, company.companyId)).toMatchObject({
        plan: 'freemium',
        status: 'active',
      });
      expect((await lockedMembers(t, company.companyId)).sort()).toEqual(
        [company.third.id, company.fourth.id].sort(),
      );
    });

    it('restores Premium and every member’s access when the company re-activates after the downgrade', async () => {
      const company = await trialCompany(t, harness);
      await upgrade(t, harness, company, 5000);
      await subscribe(t, company.creator.token, {
        type: 'freemium',
        priceId: 'essentials',
        range: 5000,
        flag: 'update',
      });
      await harness.advance(t, company.companyId, 32);
      expect(await lockedMembers(t, company.companyId)).toHaveLength(2);

      const priceId = await premiumPriceId(t);
      const again = await subscribe(t, company.creator.token, {
        type: 'premium',
        priceId,
        range: 5000,
        flag: 'update',
        isReactivate: true,
      });
      expect(again.body.data.url).toBeTruthy();
      await harness.payCheckout(t, again.body.data.url!, 'succeeds');

      expect(await subscriptionRow(t, company.companyId)).toMatchObject({
        plan: 'premium',
        status: 'active',
      });
      expect(await lockedMembers(t, company.companyId)).toEqual([]);
    });

    it('undoes a scheduled downgrade when the company re-activates before the period ends', async () => {
      const company = await trialCompany(t, harness);
      await upgrade(t, harness, company, 20000);
      await subscribe(t, company.creator.token, {
        type: 'freemium',
        priceId: 'essentials',
        range: 5000,
        flag: 'update',
      });
      const reactivated = await subscribe(t, company.creator.token, {
        type: 'premium',
        priceId: await premiumPriceId(t),
        range: 20000,
        flag: 'update',
        isReactivate: true,
      });
      expect(reactivated.body.data.url).toBeNull();
      expect(await subscriptionRow(t, company.companyId)).toMatchObject({ renewable: true });

      await harness.advance(t, company.companyId, 32);
      expect(await subscriptionRow(t, company.companyId)).toMatchObject({
        plan: 'premium',
        status: 'active',
      });
    });

    it('changes the tier at once, without a second subscription', async () => {
      const company = await trialCompany(t, harness);
      await upgrade(t, harness, company, 5000);
      const changed = await subscribe(t, company.creator.token, {
        type: 'premium',
        priceId: await premiumPriceId(t),
        range: 50000,
        flag: 'update',
      });
      expect(changed.status).toBe(200);
      expect(changed.body.data.url).toBeNull();
      expect(await subscriptionRow(t, company.companyId)).toMatchObject({ quantity: 50000 });
      const live = await t.database.db
        .select()
        .from(billingSubscriptions)
        .where(eq(billingSubscriptions.companyId, company.companyId));
      expect(live.filter((row) => row.status !== 'canceled')).toHaveLength(1);
      expect(live).toHaveLength(1);
    });

    it('keeps Premium on hold for 7 days after a failed renewal, then moves to Essentials', async () => {
      const company = await trialCompany(t, harness);
      await upgrade(t, harness, company, 20000, 'renewalFails');

      // The trial ends 12 days on, and its first charge fails.
      await harness.advance(t, company.companyId, 13);
      const pastDue = await subscriptionRow(t, company.companyId);
      expect(pastDue).toMatchObject({ plan: 'premium', status: 'past_due', hold: true });
      const overview = await gql<Overview>(t.app, OVERVIEW, {}, company.creator.token);
      expect(overview.data?.billingOverview.plan).toBe('premium');

      await harness.advance(t, company.companyId, 8);
      expect(await subscriptionRow(t, company.companyId)).toMatchObject({
        status: 'inactive',
        hold: true,
      });
      const after = await gql<Overview>(t.app, OVERVIEW, {}, company.creator.token);
      expect(after.data?.billingOverview.plan).toBe('freemium');
      expect(await lockedMembers(t, company.companyId)).toHaveLength(2);
    });

    it('creates one subscription when two subscribe calls for one company arrive together', async () => {
      const company = await trialCompany(t, harness);
      const priceId = await premiumPriceId(t);
      const body = { type: 'premium', priceId, range: 20000, flag: 'update' };
      const [first, second] = await Promise.all([
        subscribe(t, company.creator.token, body),
        subscribe(t, company.creator.token, body),
      ]);
      expect(first.body.data.url).toBe(second.body.data.url);
      await harness.payCheckout(t, first.body.data.url!, 'succeeds');
      const rows = await t.database.db
        .select()
        .from(billingSubscriptions)
        .where(eq(billingSubscriptions.companyId, company.companyId));
      expect(rows).toHaveLength(1);
    });
  });
}

const t = useTestApp({ rateLimitMultiplier: 100 });
describeBillingConformance('local', t, localHarness);

describe('the plan calls refuse what they must, and change nothing', () => {
  it('answers a non-creator, even an admin, with non_permit_upgrade', async () => {
    const company = await trialCompany(t, localHarness);
    const refused = await subscribe(t, company.admin.token, {
      type: 'premium',
      priceId: await premiumPriceId(t),
      range: 20000,
      flag: 'update',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("You don't have permission to upgrade the company account");
    expect(await subscriptionRow(t, company.companyId)).toMatchObject({ status: 'trialing' });
  });

  it('refuses zero or negative shareholders with the spec’s words, and a missing count', async () => {
    const company = await trialCompany(t, localHarness);
    const priceId = await premiumPriceId(t);
    const { rest } = await import('../integrations/testing/webform-test-kit');
    for (const userBaseRange of [0, -5]) {
      const refused = await rest<{ message: string }>(t, 'POST', '/stripe/subscribe', {
        token: company.creator.token,
        body: { priceId, userBaseRange },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(messages.plan.shareholdersMinimum);
    }
    const missing = await rest<{ message: string }>(t, 'POST', '/stripe/subscribe', {
      token: company.creator.token,
      body: { priceId },
    });
    expect(missing.body.message).toBe('Numbers of shareholder is required');
    expect(await subscriptionRow(t, company.companyId)).toMatchObject({ status: 'trialing' });
  });

  it('refuses an unknown price, a missing one, and more than 100,000 shareholders', async () => {
    const company = await trialCompany(t, localHarness);
    const token = company.creator.token;
    const unknown = await subscribe(t, token, {
      type: 'premium',
      priceId: 'price_nope',
      range: 5000,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(messages.plan.unknownPrice);
    const missing = await subscribe(t, token, { type: 'premium', range: 5000 });
    expect(missing.body.message).toBe('Plan id and plan type and token is required');
    const reactivate = await subscribe(t, token, {
      type: 'premium',
      range: 5000,
      isReactivate: true,
    });
    expect(reactivate.body.message).toBe('No plan id was provided');
    const custom = await subscribe(t, token, {
      type: 'premium',
      priceId: await premiumPriceId(t),
      range: 'infinite',
    });
    expect(custom.body.message).toBe(messages.plan.customTier);
    expect(await subscriptionRow(t, company.companyId)).toMatchObject({ status: 'trialing' });
  });

  it('warns a company already on Essentials that it is subscribed to Freemium', async () => {
    const company = await trialCompany(t, localHarness);
    const essentials = { type: 'freemium', priceId: 'essentials', range: 5000, flag: 'add' };
    expect((await subscribe(t, company.creator.token, essentials)).status).toBe(200);
    expect(await subscriptionRow(t, company.companyId)).toMatchObject({ plan: 'freemium' });
    const again = await subscribe(t, company.creator.token, essentials);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('You are already subscribed to Freemium plan.');
  });

  it('does not sync another company’s checkout', async () => {
    const ours = await trialCompany(t, localHarness);
    const theirs = await trialCompany(t, localHarness);
    const started = await subscribe(t, theirs.creator.token, {
      type: 'premium',
      priceId: await premiumPriceId(t),
      range: 20000,
    });
    const sessionId = new URL(started.body.data.url!).pathname.split('/').pop();
    const { rest } = await import('../integrations/testing/webform-test-kit');
    const refused = await rest<{ message: string }>(t, 'POST', '/stripe/sync', {
      token: ours.creator.token,
      body: { sessionId },
    });
    expect(refused.status).toBe(404);
    expect(await subscriptionRow(t, ours.companyId)).toMatchObject({ status: 'trialing' });
  });

  it('signs nobody new in for a member of a locked company: the creator still can', async () => {
    const company = await trialCompany(t, localHarness);
    await subscribe(t, company.creator.token, { type: 'freemium', priceId: 'e', range: 5000 });
    expect(
      (await signIn(t, company.creator.email, company.creator.password)).accessToken,
    ).toBeTruthy();
  });
});
