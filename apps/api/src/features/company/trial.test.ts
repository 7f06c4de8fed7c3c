import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '@quorum/shared';
import { subscriptions } from '../../db/schema';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';
import {
  COMPANY_SITE,
  freshAddress,
  investorQuestion,
  makeWebformCompany,
  rest,
} from '../integrations/testing/webform-test-kit';

const t = useTestApp({ rateLimitMultiplier: 100 });
const DAY_MS = 24 * 60 * 60 * 1000;
const PLAN = `{ loggedInUserDetail { plan subscriptionStatus } }`;

/** The company's subscription made a Premium trial ending `days` from now (negative: ended). */
async function trialEnding(companyId: string, days: number) {
  await t.database.db
    .update(subscriptions)
    .set({ plan: 'premium', status: 'trialing', endDate: new Date(Date.now() + days * DAY_MS) })
    .where(eq(subscriptions.companyId, companyId));
}

const submitQuestion = (company: Awaited<ReturnType<typeof makeWebformCompany>>) =>
  rest<{ code: string; message: string }>(t, 'POST', '/webform/enquiries', {
    body: { companyId: company.companyId, ...investorQuestion() },
    headers: { origin: COMPANY_SITE, 'client-secret': company.config!.clientSecret },
    remoteAddress: freshAddress(),
  });

describe('a Premium trial', () => {
  it('still gives Premium on its last day: a trial ending tomorrow takes web form questions', async () => {
    const company = await makeWebformCompany(t);
    await trialEnding(company.companyId, 1);
    expect((await submitQuestion(company)).status).toBe(201);
    const me = await gql<{ loggedInUserDetail: { plan: string } }>(t.app, PLAN, {}, company.token);
    expect(me.data?.loggedInUserDetail.plan).toBe('premium');
  });

  it('gives Essentials once it has ended, before any job runs: a trial that ended yesterday is refused Premium', async () => {
    const company = await makeWebformCompany(t);
    await trialEnding(company.companyId, -1);
    const refused = await submitQuestion(company);
    expect(refused.status).toBe(402);
    expect(refused.body.message).toBe(messages.webform.notAvailable);
    const me = await gql<{ loggedInUserDetail: { plan: string } }>(t.app, PLAN, {}, company.token);
    expect(me.data?.loggedInUserDetail.plan).toBe('freemium');
  });
});
