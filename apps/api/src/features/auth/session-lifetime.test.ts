import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REFRESH_TOKEN_TTL_SECONDS, SESSION_MAX_LIFETIME_SECONDS, messages } from '@quorum/shared';
import { refreshTokens, sessions } from '../../db/schema';
import { makeCompany, makeUser, signIn } from '../../testing/factories';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp();

const REFRESH = `mutation($token: String!) {
  generateNewAccessToken(refreshtoken: $token) { refreshToken refreshTokenExpiresIn }
}`;
const ME = '{ loggedInUserDetail { email } }';
const DAY_MS = 24 * 60 * 60 * 1000;

type Refreshed = {
  generateNewAccessToken: { refreshToken: string; refreshTokenExpiresIn: string };
};

async function signedIn() {
  const user = await makeUser(t.database.db);
  await makeCompany(t.database.db, user.id);
  const session = await signIn(t, user.email, user.password);
  const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
  return { user, session, sessionId: row!.id };
}

/** Moves the session's sign-in back in time, as if it had begun `days` ago and been used since. */
async function began(sessionId: string, days: number) {
  await t.database.db
    .update(sessions)
    .set({
      createdAt: sql`now() - make_interval(days => ${days})`,
      absoluteExpiresAt: sql`now() - make_interval(days => ${days}) + make_interval(secs => ${SESSION_MAX_LIFETIME_SECONDS})`,
    })
    .where(eq(sessions.id, sessionId));
}

describe('a session’s lifetime', () => {
  it('is 30 days idle and 90 days at most, fixed at sign-in', () => {
    expect(REFRESH_TOKEN_TTL_SECONDS).toBe(30 * 24 * 60 * 60);
    expect(SESSION_MAX_LIFETIME_SECONDS).toBe(90 * 24 * 60 * 60);
  });

  it('ends at its absolute end, though its refresh token has not expired', async () => {
    const { session, sessionId } = await signedIn();
    await began(sessionId, 91);
    const [token] = await t.database.db
      .select({ expiresAt: refreshTokens.expiresAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.sessionId, sessionId));
    expect(token!.expiresAt.getTime()).toBeGreaterThan(Date.now());

    const refreshed = await gql(t.app, REFRESH, { token: session.refreshToken });
    expect(refreshed.error).toEqual({
      code: 'UNAUTHENTICATED',
      message: messages.auth.sessionExpired,
    });
    const me = await gql(t.app, ME, {}, session.accessToken);
    expect(me.error?.code).toBe('UNAUTHENTICATED');
  });

  it('lets a refresh extend the idle limit, but never past the absolute end', async () => {
    const { session, sessionId } = await signedIn();
    await began(sessionId, 80);
    const refreshed = await gql<Refreshed>(t.app, REFRESH, { token: session.refreshToken });
    const until = new Date(refreshed.data!.generateNewAccessToken.refreshTokenExpiresIn).getTime();
    // 90 days from a sign-in 80 days ago: about 10 days, not the 30 an idle refresh would give.
    expect(until).toBeLessThan(Date.now() + 11 * DAY_MS);
    expect(until).toBeGreaterThan(Date.now() + 9 * DAY_MS);
  });
});
