import { messages } from '@quorum/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceStandingChanged } from '../../core/events';
import { addMember, makeCompany, makeUser, signIn } from '../../testing/factories';
import { gql } from '../../testing/graphql';
import { appEvents, listen } from '../../testing/live';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { CLOSE } from '../../graphql/live-sockets';
import { watchNotifications } from '../notifications/testing/notifications-test-kit';
import { changePlan } from './testing/plan-change';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp({ rateLimitMultiplier: 100 });
  url = await listen(t);
});
afterAll(() => t.close());

const COMPANY = 'query { getCompanyDetail { _id } }';
const COMPANIES = 'query { userCompanyList { _id isLocked } }';
const refusal = { code: 'FORBIDDEN', message: messages.company.lockedCompany };

/** A Premium company of three: its creator, then two members who joined in that order. */
async function companyOfThree() {
  const db = t.database.db;
  const creator = await makeUser(db);
  const company = await makeCompany(db, creator.id, { plan: 'premium' });
  const second = await makeUser(db);
  await addMember(db, company.id, second.id, 'member');
  const third = await makeUser(db);
  await addMember(db, company.id, third.id, 'admin');
  const tokenOf = async (person: { email: string; password: string }) =>
    (await signIn(t, person.email, person.password)).accessToken;
  return { companyId: company.id, creator, second, third, tokenOf };
}

/** The plan changes as the billing sync changes it, and open sockets are told. */
async function movePlan(companyId: string, plan: 'freemium' | 'premium') {
  await changePlan(t.database.db, companyId, plan);
  await announceStandingChanged(appEvents(t));
}

const restWebForm = (token: string) =>
  t.app.inject({ method: 'GET', url: '/webform', headers: { authorization: `Bearer ${token}` } });

describe('a move from Premium to Essentials and back, for the team', () => {
  it('keeps the first 2 members (the creator, then the oldest membership) and refuses the third everywhere with the lost_access words', async () => {
    const { companyId, creator, second, third, tokenOf } = await companyOfThree();
    const thirdToken = await tokenOf(third);
    const bell = watchNotifications(t, url, thirdToken);
    await bell.ready(companyId, third.id);

    await movePlan(companyId, 'freemium');

    // Live: their socket closes as forbidden, and a new subscription is refused with the words.
    expect(((await bell.refused()) as { code?: number }).code).toBe(CLOSE.forbidden.code);
    const again = watchNotifications(t, url, thirdToken);
    expect(JSON.stringify(await again.refused())).toContain(messages.company.lockedCompany);
    await again.close();
    // GraphQL and REST, with the same session (an admin's role does not help).
    expect((await gql(t.app, COMPANY, {}, thirdToken)).error).toEqual(refusal);
    const rest = await restWebForm(thirdToken);
    expect(rest.statusCode).toBe(403);
    expect(rest.json()).toMatchObject({ message: messages.company.lockedCompany });
    // The first 2 members (the creator, then the oldest membership) keep their access.
    for (const person of [creator, second])
      expect((await gql(t.app, COMPANY, {}, await tokenOf(person))).error).toBeUndefined();
  });

  it('shows the third member the company as locked when they sign in, and refuses choosing it', async () => {
    const { companyId, third, tokenOf } = await companyOfThree();
    await movePlan(companyId, 'freemium');

    const token = await tokenOf(third);
    expect((await gql(t.app, COMPANIES, {}, token)).data).toEqual({
      userCompanyList: [{ _id: companyId, isLocked: true }],
    });
    const chosen = await gql(
      t.app,
      'mutation($id: ID!) { selectCompanyForLogin(companyId: $id, fingerprint: "f") { userData { companyId } } }',
      { id: companyId },
      token,
    );
    expect(chosen.error).toEqual(refusal);
  });

  it('lets the third member back in at once, with the same session, when the company returns to Premium', async () => {
    const { companyId, third, tokenOf } = await companyOfThree();
    const token = await tokenOf(third);
    await movePlan(companyId, 'freemium');
    expect((await gql(t.app, COMPANY, {}, token)).error).toEqual(refusal);

    await movePlan(companyId, 'premium');

    expect((await gql(t.app, COMPANY, {}, token)).data).toEqual({
      getCompanyDetail: { _id: companyId },
    });
    expect((await restWebForm(token)).statusCode).toBe(200);
    expect((await gql(t.app, COMPANIES, {}, token)).data).toEqual({
      userCompanyList: [{ _id: companyId, isLocked: false }],
    });
  });
});
