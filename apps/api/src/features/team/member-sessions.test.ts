import { describe, expect, it } from 'vitest';
import { messages } from '@quorum/shared';
import { addMember, makeCompany, makeUser, signIn } from '../../testing/factories';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp({ rateLimitMultiplier: 100 });

const END = 'mutation($id: ID!) { endTeamMemberSessions(userId: $id) { message } }';
const SELECT = `mutation($id: ID!) {
  selectCompanyForLogin(companyId: $id, fingerprint: "f") { userData { token { accessToken } } }
}`;
const ME = '{ loggedInUserDetail { email } }';

describe('an admin ending a member’s sessions', () => {
  it('signs the member out of this company on every device, and nowhere else', async () => {
    const db = t.database.db;
    const admin = await makeUser(db);
    const company = await makeCompany(db, admin.id);
    const analyst = await makeUser(db);
    await addMember(db, company.id, analyst.id, 'member');
    // The analyst also belongs to another company, where this admin has no say.
    const elsewhereOwner = await makeUser(db);
    const elsewhere = await makeCompany(db, elsewhereOwner.id);
    await addMember(db, elsewhere.id, analyst.id, 'member');

    const asAdmin = (await signIn(t, admin.email, admin.password)).accessToken;
    const signInTo = async (companyId: string) => {
      const guest = await signIn(t, analyst.email, analyst.password);
      const bound = await gql<{
        selectCompanyForLogin: { userData: { token: { accessToken: string } } };
      }>(t.app, SELECT, { id: companyId }, guest.accessToken);
      return bound.data!.selectCompanyForLogin.userData.token.accessToken;
    };
    const laptop = await signInTo(company.id);
    const phone = await signInTo(company.id);
    const otherCompany = await signInTo(elsewhere.id);

    const ended = await gql(t.app, END, { id: analyst.id }, asAdmin);
    expect(ended.data).toEqual({
      endTeamMemberSessions: {
        message: messages.sessions.endedForMember('Test Person', 2),
      },
    });
    expect(messages.sessions.endedForMember('Test Person', 2)).toBe(
      'Test Person has been signed out of this company on 2 devices.',
    );
    for (const token of [laptop, phone])
      expect((await gql(t.app, ME, {}, token)).error?.code).toBe('UNAUTHENTICATED');
    expect((await gql(t.app, ME, {}, otherCompany)).error).toBeUndefined();
  });

  it('cannot end the company creator’s sessions, nor one’s own this way', async () => {
    const db = t.database.db;
    const creator = await makeUser(db);
    const company = await makeCompany(db, creator.id);
    const secondAdmin = await makeUser(db);
    await addMember(db, company.id, secondAdmin.id, 'admin');
    const asSecond = (await signIn(t, secondAdmin.email, secondAdmin.password)).accessToken;
    const asCreator = (await signIn(t, creator.email, creator.password)).accessToken;

    const onCreator = await gql(t.app, END, { id: creator.id }, asSecond);
    expect(onCreator.error).toEqual({
      code: 'FORBIDDEN',
      message: messages.team.cannotChangeCreator,
    });
    const onSelf = await gql(t.app, END, { id: secondAdmin.id }, asSecond);
    expect(onSelf.error?.code).toBe('FORBIDDEN');
    expect((await gql(t.app, ME, {}, asCreator)).error).toBeUndefined();
    expect((await gql(t.app, ME, {}, asSecond)).error).toBeUndefined();
  });
});
