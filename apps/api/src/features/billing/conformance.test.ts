// The plan lifecycle on the local driver (testing/billing-conformance.ts), and the plan calls'
// refusals.
import { describe, expect, it } from 'vitest';
import { messages } from '@quorum/shared';
import { signIn } from '../../testing/factories';
import { useTestApp } from '../../testing/test-app';
import { describeBillingConformance } from './testing/billing-conformance';
import {
  localHarness,
  premiumPriceId,
  subscribe,
  subscriptionRow,
  trialCompany,
} from './testing/billing-test-kit';

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
