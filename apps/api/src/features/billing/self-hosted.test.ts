import { describe, expect, it } from 'vitest';
import { messages } from '@quorum/shared';
import { makeUser, signIn, uniqueAsxCode } from '../../testing/factories';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';
import { rest } from '../integrations/testing/webform-test-kit';

// A self-hosted install without billing: BILLING_DRIVER=none, every company on SELF_HOSTED_PLAN.
const t = useTestApp({
  rateLimitMultiplier: 100,
  billing: { driver: 'none', selfHostedPlan: 'premium', supplier: null, stripe: null },
});

async function registeredCompany() {
  const person = await makeUser(t.database.db);
  const session = await signIn(t, person.email, person.password);
  const made = await gql<{ registerCompany: { userData: { token: { accessToken: string } } } }>(
    t.app,
    `mutation($input: RegisterCompanyInput!) {
      registerCompany(registerCompanyInput: $input) { userData { token { accessToken } } }
    }`,
    {
      input: {
        legalBusinessName: 'Self Hosted Resources Ltd',
        abn: '51 824 753 556',
        asxCode: uniqueAsxCode(),
        websiteUrl: 'https://self-hosted.example.com',
        email: 'ir@self-hosted.example.com',
      },
    },
    session.accessToken,
  );
  return made.data!.registerCompany.userData.token.accessToken;
}

describe('billing on a self-hosted install (driver none)', () => {
  it('gives a new company the configured plan for good: no trial, no end, no banner to show', async () => {
    const token = await registeredCompany();
    const overview = await gql<{
      billingOverview: { driver: string; plan: string; status: string; periodEnd: string | null };
    }>(t.app, '{ billingOverview { driver plan status periodEnd } }', {}, token);
    expect(overview.data?.billingOverview).toEqual({
      driver: 'none',
      plan: 'premium',
      status: 'active',
      periodEnd: null,
    });
  });

  it('lists no products and refuses a plan change with its reason', async () => {
    const token = await registeredCompany();
    expect((await rest<unknown[]>(t, 'GET', '/stripe/products')).body).toEqual([]);
    const refused = await rest<{ message: string }>(t, 'POST', '/stripe/subscribe/v2', {
      token,
      body: { type: 'freemium', priceId: 'x', range: 5000 },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(messages.plan.billingOff);
  });
});
