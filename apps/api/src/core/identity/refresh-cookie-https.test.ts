import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SESSION_TRANSPORT } from '@quorum/shared';
import { LOGIN, makeCompany, makeUser } from '../../testing/factories';
import { useTestApp } from '../../testing/test-app';
import { signInWithEmailCode } from '../../features/auth/testing/second-factor-kit';

const t = useTestApp({ appUrl: 'https://quorum.example' });
const WEB_APP = { [SESSION_TRANSPORT.header]: SESSION_TRANSPORT.cookieMode };

describe('the refresh cookie of a product served over https', () => {
  it('is named __Secure-quorum_refresh and Secure, and only that name is taken at /auth/refresh', async () => {
    const person = await makeUser(t.database.db);
    await makeCompany(t.database.db, person.id);
    const fingerprint = randomUUID();
    const { deviceCookie } = await signInWithEmailCode(t, person);
    const login = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...WEB_APP },
      cookies: { '__Secure-quorum_device': deviceCookie },
      payload: {
        query: LOGIN,
        variables: { input: { email: person.email, password: person.password, fingerprint } },
      },
    });
    const cookie = login.cookies.find((c) => c.name === '__Secure-quorum_refresh');
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict' });
    expect(login.cookies.some((c) => c.name === 'quorum_refresh')).toBe(false);

    const refresh = (name: string) =>
      t.app.inject({
        method: 'POST',
        url: SESSION_TRANSPORT.refreshPath,
        headers: WEB_APP,
        cookies: { [name]: cookie!.value },
      });
    // A cookie without the prefix could have been planted over http: it opens nothing.
    expect((await refresh('quorum_refresh')).statusCode).toBe(401);
    expect((await refresh('__Secure-quorum_refresh')).statusCode).toBe(200);
  });
});
