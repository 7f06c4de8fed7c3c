import { describe, expect, it } from 'vitest';
import { messages } from '@quorum/shared';
import { makeCompany, makeUser, signIn } from '../../testing/factories';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp();

const REFRESH = `mutation($token: String!) {
  generateNewAccessToken(refreshtoken: $token) { accessToken refreshToken accessTokenExpiresIn }
}`;
const ME = '{ loggedInUserDetail { email plan teamMemberRole companyCreator } }';

type Refreshed = { generateNewAccessToken: { accessToken: string; refreshToken: string } };

async function signedInMember() {
  const user = await makeUser(t.database.db);
  await makeCompany(t.database.db, user.id);
  return { user, session: await signIn(t, user.email, user.password) };
}

describe('sessions', () => {
  it('answers loggedInUserDetail with the plan and role of the current company', async () => {
    const { user, session } = await signedInMember();
    const me = await gql(t.app, ME, {}, session.accessToken);
    expect(me.data).toEqual({
      loggedInUserDetail: {
        email: user.email,
        plan: 'premium',
        teamMemberRole: 'admin',
        companyCreator: true,
      },
    });
  });

  it('answers profile fields too, which are read only when asked for', async () => {
    const { user, session } = await signedInMember();
    const me = await gql<{ loggedInUserDetail: Record<string, unknown> }>(
      t.app,
      '{ loggedInUserDetail { userName acceptedTAndC receiveNotification verifiedAt jobTitle } }',
      {},
      session.accessToken,
    );
    expect(me.data?.loggedInUserDetail).toMatchObject({
      userName: `${user.firstName} ${user.lastName}`,
      acceptedTAndC: true,
      receiveNotification: true,
      jobTitle: null,
    });
    expect(new Date(me.data!.loggedInUserDetail.verifiedAt as string).getTime()).toBe(
      user.verifiedAt!.getTime(),
    );
  });

  it('answers each of many simultaneous callers with their own standing', async () => {
    const [first, second, loggedOut] = await Promise.all([
      signedInMember(),
      signedInMember(),
      signedInMember(),
    ]);
    await gql(t.app, 'mutation { userLogout { message } }', {}, loggedOut.session.accessToken);
    const callers = [first, second, loggedOut, first, second];
    // Sent together, their caller lookups share one query; each answer must still be its own.
    const answers = await Promise.all(
      callers.map((c) =>
        gql<{ loggedInUserDetail: { email: string } }>(t.app, ME, {}, c.session.accessToken),
      ),
    );
    expect(answers.map((a) => a.data?.loggedInUserDetail.email ?? a.error?.code)).toEqual([
      first.user.email,
      second.user.email,
      'UNAUTHENTICATED',
      first.user.email,
      second.user.email,
    ]);
  });

  it('asks for sign-in when no token is sent, and calls a forged token an ended session', async () => {
    const none = await gql(t.app, ME);
    expect(none.error).toEqual({ code: 'UNAUTHENTICATED', message: messages.auth.signInRequired });
    const forged = await gql(t.app, ME, {}, 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl');
    expect(forged.error).toEqual({
      code: 'UNAUTHENTICATED',
      message: messages.auth.sessionExpired,
    });
  });

  it('rotates the refresh token: the new pair works and the old refresh token is spent', async () => {
    const { session } = await signedInMember();
    const rotated = await gql<Refreshed>(t.app, REFRESH, { token: session.refreshToken });
    const next = rotated.data!.generateNewAccessToken;
    expect(next.refreshToken).not.toBe(session.refreshToken);
    expect((await gql(t.app, ME, {}, next.accessToken)).error).toBeUndefined();
    const again = await gql<Refreshed>(t.app, REFRESH, { token: next.refreshToken });
    expect(again.error).toBeUndefined();
  });

  it('revokes the whole session when a used refresh token comes back, whoever holds either copy', async () => {
    const { session } = await signedInMember();
    const rotated = await gql<Refreshed>(t.app, REFRESH, { token: session.refreshToken });
    const legitimate = rotated.data!.generateNewAccessToken;

    const replay = await gql(t.app, REFRESH, { token: session.refreshToken });
    expect(replay.error).toEqual({
      code: 'UNAUTHENTICATED',
      message: messages.auth.sessionExpired,
    });

    expect((await gql(t.app, REFRESH, { token: legitimate.refreshToken })).error?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await gql(t.app, ME, {}, legitimate.accessToken)).error?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a refresh token it never issued without harming anyone', async () => {
    const unknown = await gql(t.app, REFRESH, { token: 'not-a-token-we-issued' });
    expect(unknown.error).toEqual({
      code: 'UNAUTHENTICATED',
      message: messages.auth.sessionExpired,
    });
  });

  it('ends the session on logout: the access token stops working at once and cannot be refreshed', async () => {
    const { session } = await signedInMember();
    const out = await gql(
      t.app,
      'mutation { userLogout(fingerprint: "f") { message } }',
      {},
      session.accessToken,
    );
    expect(out.data).toEqual({ userLogout: { message: messages.auth.loggedOut } });
    expect((await gql(t.app, ME, {}, session.accessToken)).error?.code).toBe('UNAUTHENTICATED');
    expect((await gql(t.app, REFRESH, { token: session.refreshToken })).error?.code).toBe(
      'UNAUTHENTICATED',
    );
  });
});
