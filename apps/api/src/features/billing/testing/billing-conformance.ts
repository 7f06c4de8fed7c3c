// One suite, every payment driver: the plan lifecycle of issue 13 as a company lives it.
// conformance.test.ts runs it on the local driver, stripe-conformance.test.ts on Stripe's SDK
// against the fake Stripe.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { billingSubscriptions, companyMembers } from '../../../db/schema';
import { gql } from '../../../testing/graphql';
import type { TestApp } from '../../../testing/test-app';
import {
  premiumPriceId,
  subscribe,
  subscriptionRow,
  trialCompany,
  upgrade,
} from './billing-test-kit';
import type { BillingHarness } from './billing-test-kit';

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
      expect(redirect).toMatch(/^\/error/);
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
