import { messages } from '@quorum/shared';
import { describe, expect, it } from 'vitest';
import { addMember, makeCompany, makeUser, signIn } from '../../testing/factories';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';
import { applyPlanAccess } from './plan-access';
import { DELETE, membersOf } from './testing/team-test-kit';

const t = useTestApp();

async function companyOfFour(plan: 'freemium' | 'premium' = 'premium') {
  const db = t.database.db;
  const creator = await makeUser(db);
  const company = await makeCompany(db, creator.id, { plan });
  const others = [];
  for (let i = 0; i < 3; i++) {
    const user = await makeUser(db);
    await addMember(db, company.id, user.id, 'member');
    others.push(user);
  }
  return { creator, company, others };
}

const lockedIds = async (companyId: string) =>
  (await membersOf(t.database.db, companyId)).filter((m) => m.locked).map((m) => m.userId);

describe('who keeps access on each plan', () => {
  it('locks everyone beyond the creator and the oldest member on Freemium', async () => {
    const { company, others } = await companyOfFour();
    await t.database.db.transaction((tx) => applyPlanAccess(tx, company.id, 'freemium'));
    expect((await lockedIds(company.id)).sort()).toEqual([others[1]!.id, others[2]!.id].sort());
  });

  it('unlocks everyone on Premium', async () => {
    const { company } = await companyOfFour();
    await applyPlanAccess(t.database.db, company.id, 'freemium');
    await applyPlanAccess(t.database.db, company.id, 'premium');
    expect(await lockedIds(company.id)).toEqual([]);
  });

  it('refuses a locked member with the lost-access message', async () => {
    const { company, others } = await companyOfFour();
    await applyPlanAccess(t.database.db, company.id, 'freemium');
    const locked = others[2]!;
    const session = await signIn(t, locked.email, locked.password);
    // Their only company is locked, so sign-in binds them to none; choosing it is refused.
    expect(session.companyId).toBeNull();
    const chosen = await gql(
      t.app,
      'mutation($id: ID!) { selectCompanyForLogin(companyId: $id, fingerprint: "f") { userData { companyId } } }',
      { id: company.id },
      session.accessToken,
    );
    expect(chosen.error).toEqual({ code: 'FORBIDDEN', message: messages.company.lockedCompany });
  });

  it('gives the next member in line access when one with access is removed on Freemium', async () => {
    const { creator, company, others } = await companyOfFour('freemium');
    await applyPlanAccess(t.database.db, company.id, 'freemium');
    const token = (await signIn(t, creator.email, creator.password)).accessToken;

    await gql(t.app, DELETE, { userId: others[0]!.id }, token);
    expect(await lockedIds(company.id)).toEqual([others[2]!.id]);
  });
});
