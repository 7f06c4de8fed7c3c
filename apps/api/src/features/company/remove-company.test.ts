import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { messages } from '@quorum/shared';
import { companies, companyMembers, storedFiles, subscriptions } from '../../db/schema';
import { addMember, makeCompany, makeUser, signIn } from '../../testing/factories';
import { TINY_PNG, uploadFile } from '../../testing/files';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp({ rateLimitMultiplier: 100 });

const REMOVE = `mutation($id: ID!, $p: String) { removeCompany(removeCompanyInput: { id: $id, password: $p }) { message } }`;
const DETAIL = '{ getCompanyDetail { _id } }';

async function rowsOf(companyId: string) {
  const db = t.database.db;
  const [company] = await db
    .select({ n: count() })
    .from(companies)
    .where(eq(companies.id, companyId));
  const [members] = await db
    .select({ n: count() })
    .from(companyMembers)
    .where(eq(companyMembers.companyId, companyId));
  const [plan] = await db
    .select({ n: count() })
    .from(subscriptions)
    .where(eq(subscriptions.companyId, companyId));
  const [files] = await db
    .select({ n: count() })
    .from(storedFiles)
    .where(eq(storedFiles.companyId, companyId));
  return { company: company!.n, members: members!.n, plan: plan!.n, files: files!.n };
}

/** A company with its creator, an admin who did not create it, and a logo on file. */
async function companyWithTeam() {
  const db = t.database.db;
  const creator = await makeUser(db);
  const company = await makeCompany(db, creator.id);
  const admin = await makeUser(db);
  await addMember(db, company.id, admin.id, 'admin');
  const creatorSession = await signIn(t, creator.email, creator.password);
  await uploadFile(
    t.app,
    'company-logo',
    { bytes: TINY_PNG, filename: 'logo.png' },
    creatorSession.accessToken,
  );
  return {
    companyId: company.id,
    creatorPassword: creator.password,
    creatorToken: creatorSession.accessToken,
    adminToken: (await signIn(t, admin.email, admin.password)).accessToken,
  };
}

describe('removing a company', () => {
  it('lets its creator delete it with everything it owns', async () => {
    const { companyId, creatorToken, creatorPassword, adminToken } = await companyWithTeam();
    expect(await rowsOf(companyId)).toEqual({ company: 1, members: 2, plan: 1, files: 1 });

    const answer = await gql(t.app, REMOVE, { id: companyId, p: creatorPassword }, creatorToken);
    expect(answer.error).toBeUndefined();
    expect(answer.data).toEqual({ removeCompany: { message: messages.company.removed } });
    expect(await rowsOf(companyId)).toEqual({ company: 0, members: 0, plan: 0, files: 0 });

    // Everyone signed in to it is asked to choose a company from their next call on.
    for (const token of [creatorToken, adminToken]) {
      const detail = await gql(t.app, DETAIL, {}, token);
      expect(detail.error).toEqual({ code: 'FORBIDDEN', message: messages.auth.noCompanySelected });
    }
  });

  it('refuses its creator without their current password, or with a wrong one, and deletes nothing', async () => {
    const { companyId, creatorToken } = await companyWithTeam();
    const before = await rowsOf(companyId);
    const none = await gql(t.app, REMOVE, { id: companyId }, creatorToken);
    expect(none.error).toEqual({
      code: 'BAD_USER_INPUT',
      message: messages.password.currentRequired,
    });
    const wrong = await gql(t.app, REMOVE, { id: companyId, p: 'Not-their-pass-1' }, creatorToken);
    expect(wrong.error).toEqual({
      code: 'BAD_USER_INPUT',
      message: messages.password.currentWrong,
    });
    expect(await rowsOf(companyId)).toEqual(before);
  });

  it('refuses an admin who did not create it, and deletes nothing', async () => {
    const { companyId, adminToken } = await companyWithTeam();
    const before = await rowsOf(companyId);
    const answer = await gql(t.app, REMOVE, { id: companyId }, adminToken);
    expect(answer.error).toEqual({
      code: 'FORBIDDEN',
      message: messages.company.removeCreatorOnly,
    });
    expect(await rowsOf(companyId)).toEqual(before);
  });

  it('refuses a creator naming another company, and deletes neither', async () => {
    const mine = await companyWithTeam();
    const theirs = await companyWithTeam();
    const before = await rowsOf(theirs.companyId);
    const answer = await gql(
      t.app,
      REMOVE,
      { id: theirs.companyId, p: mine.creatorPassword },
      mine.creatorToken,
    );
    expect(answer.error).toEqual({ code: 'FORBIDDEN', message: messages.auth.notInCompany });
    expect(await rowsOf(theirs.companyId)).toEqual(before);
    expect((await rowsOf(mine.companyId)).company).toBe(1);
  });
});
