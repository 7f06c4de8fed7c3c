import { describe, expect, it } from 'vitest';
import { messages } from '@quorum/shared';
import { makeCompany, makeUser, signIn } from '../../testing/factories';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp({ rateLimitMultiplier: 100 });

const SESSIONS = '{ mySessions { id deviceLabel ip startedAt lastUsedAt endsAt current } }';
const END =
  'mutation($id: ID!, $p: String) { endSession(sessionId: $id, password: $p) { message } }';
const EVERYWHERE = 'mutation($p: String) { signOutEverywhere(password: $p) { message } }';
const ME = '{ loggedInUserDetail { email } }';
const REFRESH =
  'mutation($r: String!) { generateNewAccessToken(refreshtoken: $r) { accessToken } }';

interface SessionRow {
  id: string;
  deviceLabel: string;
  ip: string | null;
  startedAt: string;
  lastUsedAt: string;
  endsAt: string;
  current: boolean;
}

async function personSignedInThrice() {
  const user = await makeUser(t.database.db);
  await makeCompany(t.database.db, user.id);
  const laptop = await signIn(t, user.email, user.password, 'laptop');
  const phone = await signIn(t, user.email, user.password, 'phone');
  const here = await signIn(t, user.email, user.password, 'here');
  return { user, laptop, phone, here };
}

async function sessionsOf(accessToken: string) {
  const listed = await gql<{ mySessions: SessionRow[] }>(t.app, SESSIONS, {}, accessToken);
  expect(listed.error).toBeUndefined();
  return listed.data!.mySessions;
}

describe('the list of one’s sessions', () => {
  it('shows every session that still works, this one first and marked, with where and when', async () => {
    const { here } = await personSignedInThrice();
    const someoneElse = await makeUser(t.database.db);
    await signIn(t, someoneElse.email, someoneElse.password);

    const sessions = await sessionsOf(here.accessToken);
    expect(sessions).toHaveLength(3);
    expect(sessions.map((s) => s.current)).toEqual([true, false, false]);
    for (const session of sessions) {
      expect(session.ip).toBe('127.0.0.1');
      expect(session.deviceLabel).toEqual(expect.any(String));
      const started = Date.parse(session.startedAt);
      // A fresh session ends after 30 days idle, well before its 90-day absolute end.
      const days = (Date.parse(session.endsAt) - started) / 86_400_000;
      expect(Math.round(days)).toBe(30);
    }
  });

  it('signs out another of one’s sessions at once: its access and refresh tokens stop working', async () => {
    const { user, laptop, phone, here } = await personSignedInThrice();
    const laptopId = (await sessionsOf(laptop.accessToken)).find((s) => s.current)!.id;
    const ended = await gql(t.app, END, { id: laptopId, p: user.password }, here.accessToken);
    expect(ended.data).toEqual({ endSession: { message: messages.sessions.ended } });
    expect((await sessionsOf(here.accessToken)).map((s) => s.id)).not.toContain(laptopId);
    expect((await gql(t.app, ME, {}, phone.accessToken)).error).toBeUndefined();
    expect((await gql(t.app, ME, {}, laptop.accessToken)).error?.code).toBe('UNAUTHENTICATED');
    const renewed = await gql(t.app, REFRESH, { r: laptop.refreshToken });
    expect(renewed.error?.code).toBe('UNAUTHENTICATED');
    expect((await gql(t.app, ME, {}, here.accessToken)).error).toBeUndefined();
  });

  it('refuses to end this session (that is Sign out) and another person’s, which keeps working', async () => {
    const { user, here } = await personSignedInThrice();
    const hereId = (await sessionsOf(here.accessToken)).find((s) => s.current)!.id;
    const self = await gql(t.app, END, { id: hereId, p: user.password }, here.accessToken);
    expect(self.error).toEqual({
      code: 'BAD_USER_INPUT',
      message: messages.sessions.endThisOneWithSignOut,
    });

    const other = await makeUser(t.database.db);
    const theirs = await signIn(t, other.email, other.password);
    const theirId = (await sessionsOf(theirs.accessToken))[0]!.id;
    const refused = await gql(t.app, END, { id: theirId, p: user.password }, here.accessToken);
    expect(refused.error).toEqual({ code: 'NOT_FOUND', message: messages.sessions.notFound });
    expect((await gql(t.app, ME, {}, theirs.accessToken)).error).toBeUndefined();

    const junk = await gql(t.app, END, { id: 'not-a-session', p: user.password }, here.accessToken);
    expect(junk.error?.code).toBe('NOT_FOUND');
  });

  it('signs out everywhere else in one step, keeping this session', async () => {
    const { user, laptop, phone, here } = await personSignedInThrice();
    const done = await gql(t.app, EVERYWHERE, { p: user.password }, here.accessToken);
    expect(done.data).toEqual({
      signOutEverywhere: { message: 'Signed out of 2 other sessions.' },
    });
    for (const gone of [laptop, phone])
      expect((await gql(t.app, ME, {}, gone.accessToken)).error?.code).toBe('UNAUTHENTICATED');
    expect(await sessionsOf(here.accessToken)).toHaveLength(1);

    const again = await gql(t.app, EVERYWHERE, { p: user.password }, here.accessToken);
    expect(again.data).toEqual({
      signOutEverywhere: { message: 'You were not signed in anywhere else.' },
    });
  });

  it('asks for the password again: a session someone else holds cannot sign the owner out', async () => {
    const { laptop, here } = await personSignedInThrice();
    const hereId = (await sessionsOf(here.accessToken)).find((s) => s.current)!.id;
    const withoutPassword = await gql(t.app, END, { id: hereId }, laptop.accessToken);
    expect(withoutPassword.error).toEqual({
      code: 'BAD_USER_INPUT',
      message: messages.password.currentRequired,
    });
    const guessed = await gql(t.app, EVERYWHERE, { p: 'Not-their-pass-1' }, laptop.accessToken);
    expect(guessed.error).toEqual({
      code: 'BAD_USER_INPUT',
      message: messages.password.currentWrong,
    });
    expect((await gql(t.app, ME, {}, here.accessToken)).error).toBeUndefined();
    expect(await sessionsOf(here.accessToken)).toHaveLength(3);
  });
});
