import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { SESSION_TRANSPORT, messages } from '@quorum/shared';
import { LOGIN, makeCompany, makeUser } from '../../testing/factories';
import { useTestApp } from '../../testing/test-app';
import { DEVICE_COOKIE, signInWithEmailCode } from '../../features/auth/testing/second-factor-kit';

const t = useTestApp();

const WEB_APP = { [SESSION_TRANSPORT.header]: SESSION_TRANSPORT.cookieMode };
const LOGOUT = 'mutation { userLogout { message } }';
const ME = '{ loggedInUserDetail { email } }';

let person: Awaited<ReturnType<typeof makeUser>>;
let fingerprint: string;
let deviceCookie: string;

beforeAll(async () => {
  person = await makeUser(t.database.db);
  await makeCompany(t.database.db, person.id);
  fingerprint = randomUUID();
  // The first sign-in on this device takes the emailed code; later ones, holding the device
  // token it was given, go straight in.
  ({ deviceCookie } = await signInWithEmailCode(t, person));
});

/** Signs in as the web app does: the answer's body, and the refresh cookie it set. */
async function webSignIn() {
  const response = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...WEB_APP },
    cookies: { [DEVICE_COOKIE]: deviceCookie },
    payload: {
      query: LOGIN,
      variables: { input: { email: person.email, password: person.password, fingerprint } },
    },
  });
  const token = response.json().data.userLogin.userData.token as {
    accessToken: string;
    refreshToken: string;
  };
  const cookie = response.cookies.find((c) => c.name === SESSION_TRANSPORT.cookieName);
  return { token, cookie, setCookie: String(response.headers['set-cookie']) };
}

function refreshWith(cookie: string | undefined, headers: Record<string, string> = WEB_APP) {
  return t.app.inject({
    method: 'POST',
    url: SESSION_TRANSPORT.refreshPath,
    headers,
    cookies: cookie ? { [SESSION_TRANSPORT.cookieName]: cookie } : {},
  });
}

async function whoIs(accessToken: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    payload: { query: ME },
  });
  return response.json() as { data?: { loggedInUserDetail: { email: string } }; errors?: unknown };
}

describe('the web app’s refresh token', () => {
  it('is kept out of the answer and set as an HttpOnly, SameSite=Strict cookie for the refresh path only', async () => {
    const { token, cookie, setCookie } = await webSignIn();
    expect(token.refreshToken).toBe('');
    expect(token.accessToken).not.toBe('');
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/auth/refresh',
    });
    // Thirty days, as the refresh token itself.
    expect(cookie?.maxAge).toBeGreaterThan(29 * 24 * 3600);
    expect(setCookie).not.toContain('Domain=');
  });

  it('is traded at /auth/refresh for a working access token and a new cookie, never in the body', async () => {
    const { cookie } = await webSignIn();
    const refreshed = await refreshWith(cookie!.value);
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.headers['cache-control']).toBe('no-store');
    const body = refreshed.json() as Record<string, string>;
    expect(Object.keys(body).sort()).toEqual([
      'accessToken',
      'accessTokenExpiresIn',
      'refreshTokenExpiresIn',
    ]);
    expect((await whoIs(body.accessToken!)).data?.loggedInUserDetail.email).toBe(person.email);
    const next = refreshed.cookies.find((c) => c.name === SESSION_TRANSPORT.cookieName);
    expect(next?.value).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(next?.value).not.toBe(cookie!.value);
  });

  it('ends the whole session when an old cookie is presented again, and clears it', async () => {
    const { cookie } = await webSignIn();
    const first = await refreshWith(cookie!.value);
    const rotated = first.cookies.find((c) => c.name === SESSION_TRANSPORT.cookieName)!.value;
    const replayed = await refreshWith(cookie!.value);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toEqual({
      code: 'UNAUTHENTICATED',
      message: messages.auth.sessionExpired,
    });
    const cleared = replayed.cookies.find((c) => c.name === SESSION_TRANSPORT.cookieName);
    expect(cleared?.value).toBe('');
    expect((await refreshWith(rotated)).statusCode).toBe(401);
  });

  it('is refused without the app’s header, as a cross-site form would send it, and stays usable', async () => {
    const { cookie } = await webSignIn();
    const forged = await refreshWith(cookie!.value, {});
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({
      code: 'FORBIDDEN',
      message: messages.auth.refreshFromAppOnly,
    });
    expect(forged.cookies).toEqual([]);
    expect((await refreshWith(cookie!.value)).statusCode).toBe(200);
  });

  it('is asked for again after sign-out: the cookie is cleared and no longer refreshes', async () => {
    const { token, cookie } = await webSignIn();
    const out = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token.accessToken}`,
        ...WEB_APP,
      },
      payload: { query: LOGOUT },
    });
    expect(out.json().data.userLogout.message).toBe(messages.auth.loggedOut);
    const cleared = out.cookies.find((c) => c.name === SESSION_TRANSPORT.cookieName);
    expect(cleared).toMatchObject({ value: '', path: '/auth/refresh' });
    expect((await refreshWith(cookie!.value)).statusCode).toBe(401);
  });

  it('is answered without a cookie as “session expired”', async () => {
    const response = await refreshWith(undefined);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(messages.auth.sessionExpired);
  });
});

describe('a client that does not ask for the cookie (the mobile app, scripts)', () => {
  it('still receives its refresh token in the answer and no cookie', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      cookies: { [DEVICE_COOKIE]: deviceCookie },
      payload: {
        query: LOGIN,
        variables: { input: { email: person.email, password: person.password, fingerprint } },
      },
    });
    expect(response.json().data.userLogin.userData.token.refreshToken).toMatch(
      /^[A-Za-z0-9_-]{20,}$/,
    );
    expect(response.cookies).toEqual([]);
  });
});
