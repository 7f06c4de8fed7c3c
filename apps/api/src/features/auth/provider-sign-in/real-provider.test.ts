import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';
import { messages } from '@quorum/shared';
import { makeUser } from '../../../testing/factories';
import { createTestApp } from '../../../testing/test-app';
import type { TestApp } from '../../../testing/test-app';
import { finishSignIn, startSignIn } from './testing/provider-kit';

// A real OpenID provider (oidc-provider) on a loopback port stands in for Google. Its development
// interactions take a login and a consent as plain form posts, so the test walks the browser's
// part with fetch and a cookie jar.
const APP_URL = 'https://quorum.test';
let server: ReturnType<typeof createServer>;
let issuer: string;
let t: TestApp;
const person = { email: '', sub: 'oidc-person-1' };

beforeAll(async () => {
  server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'quorum-web',
        // The implicit flow (id_token in the fragment) asks for https redirects of web clients.
        redirect_uris: [`${APP_URL}/sign-in/callback`],
        response_types: ['id_token'],
        grant_types: ['implicit'],
        token_endpoint_auth_method: 'none',
      },
    ],
    jwks: {
      keys: [{ ...(await exportJWK(privateKey)), kid: 'oidc-key', alg: 'RS256', use: 'sig' }],
    },
    claims: { email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    cookies: { keys: ['a-test-only-cookie-key-of-some-length'] },
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => ({
        sub,
        email: person.email,
        email_verified: true,
        given_name: 'Oidc',
        family_name: 'Person',
      }),
    }),
  });
  server.on('request', provider.callback());
  t = await createTestApp({
    appUrl: APP_URL,
    signInProviders: {
      google: {
        clientId: 'quorum-web',
        issuers: [issuer],
        jwksUrl: `${issuer}/jwks`,
        authorizationUrl: `${issuer}/auth`,
      },
      microsoft: null,
    },
  });
});

afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => server.close(resolve));
});

/** The browser at the provider: follows redirects, keeps cookies, signs in and consents. */
async function idTokenFrom(authorizationUrl: URL, login: string) {
  const jar = new Map<string, string>();
  let url = authorizationUrl.toString();
  let body: URLSearchParams | undefined;
  for (let step = 0; step < 20; step++) {
    if (url.startsWith(APP_URL)) return new URLSearchParams(new URL(url).hash.slice(1));
    const response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      body,
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      jar.set(name!, value.join('='));
    }
    body = undefined;
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url).toString();
      continue;
    }
    const page = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    if (!action) throw new Error(`the provider answered ${response.status} with no form`);
    url = new URL(action, url).toString();
    body = new URLSearchParams(
      page.includes('name="login"')
        ? { prompt: 'login', login, password: 'x' }
        : { prompt: 'consent' },
    );
  }
  throw new Error('the provider never sent the browser back');
}

describe('signing in through a real OpenID provider', () => {
  it('signs in with the ID token the provider issued for the nonce our server gave', async () => {
    const account = await makeUser(t.database.db);
    person.email = account.email;
    const started = await startSignIn(t.app, 'google');
    // select_account is Google's and Microsoft's own prompt; oidc-provider knows only the standard ones.
    started.url.searchParams.delete('prompt');
    const fragment = await idTokenFrom(started.url, person.sub);
    expect(fragment.get('state')).toBe(started.url.searchParams.get('state'));

    const answer = await finishSignIn(t.app, 'google', fragment.get('id_token')!, {
      nonceCookie: started.cookie,
    });
    expect(answer.error).toBeUndefined();
    expect(answer.login?.otpData?.message).toBe(messages.otp.sent(account.email));
  });
});
