import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@quorum/shared';
import { userIdentities, users } from '../../../db/schema';
import { lastCodeFor, makeUser, uniqueEmail } from '../../../testing/factories';
import { createTestApp } from '../../../testing/test-app';
import type { TestApp } from '../../../testing/test-app';
import type { SignInProvidersConfig } from '../../../sign-in-providers-config';
import { call, VERIFY_2 } from '../testing/second-factor-kit';
import { browserCall, finishSignIn, localKeySet, startSignIn } from './testing/provider-kit';

const GOOGLE_ISSUER = 'https://accounts.google.test';
const TENANT = '72f988bf-86f1-41af-91ab-2d7cd011db47';
const msIssuer = (tid: string) => `https://login.microsoft.test/${tid}/v2.0`;

let keys: Awaited<ReturnType<typeof localKeySet>>;
let t: TestApp;
let unconfigured: TestApp;

beforeAll(async () => {
  keys = await localKeySet();
  const signInProviders: SignInProvidersConfig = {
    google: {
      clientId: 'quorum-google',
      issuers: [GOOGLE_ISSUER],
      jwksUrl: keys.url,
      authorizationUrl: 'https://accounts.google.test/auth',
    },
    microsoft: {
      clientId: 'quorum-microsoft',
      tenant: TENANT,
      issuerTemplate: msIssuer('{tenantid}'),
      jwksUrl: keys.url,
      authorizationUrl: 'https://login.microsoft.test/authorize',
    },
  };
  t = await createTestApp({ signInProviders, rateLimitMultiplier: 100 });
  unconfigured = await createTestApp({ signInProviders: { google: null, microsoft: null } });
});

afterAll(async () => {
  await t.close();
  await unconfigured.close();
  await keys.close();
});

const googleToken = (nonce: string, over: Record<string, unknown> = {}, expires?: number) =>
  keys.sign(
    {
      iss: GOOGLE_ISSUER,
      aud: 'quorum-google',
      sub: `google-${randomUUID()}`,
      email: uniqueEmail(),
      email_verified: true,
      given_name: 'Grace',
      family_name: 'Hopper',
      nonce,
      ...over,
    },
    expires,
  );

const microsoftToken = (nonce: string, over: Record<string, unknown> = {}) =>
  keys.sign({
    iss: msIssuer(TENANT),
    tid: TENANT,
    aud: 'quorum-microsoft',
    sub: `ms-${randomUUID()}`,
    email: uniqueEmail(),
    xms_edov: true,
    name: 'Ada Lovelace',
    nonce,
    ...over,
  });

async function googleSignIn(
  over: Record<string, unknown>,
  disableUserCreation = true,
  acceptedTAndC?: boolean,
) {
  const started = await startSignIn(t.app, 'google');
  const token = await googleToken(started.nonce, over);
  return finishSignIn(t.app, 'google', token, {
    nonceCookie: started.cookie,
    disableUserCreation,
    acceptedTAndC,
  });
}

const identitiesOf = (userId: string) =>
  t.database.db.select().from(userIdentities).where(eq(userIdentities.userId, userId));

describe('signing in with Google or Microsoft', () => {
  it('links an existing account by its verified email, then asks this new device for the emailed code', async () => {
    const person = await makeUser(t.database.db);
    const answer = await googleSignIn({ email: person.email, sub: 'google-linked-1' });
    expect(answer.error).toBeUndefined();
    expect(answer.login?.otpData).toEqual({
      message: messages.otp.sent(person.email),
      email: person.email,
    });
    expect(answer.login?.userData).toBeNull();
    const [link] = await identitiesOf(person.id);
    expect(link).toMatchObject({ provider: 'google', subject: 'google-linked-1' });

    const code = await lastCodeFor(t.database.db, person.email);
    const verified = await call<{ verifyEmailOtp: { userData: unknown } }>(t.app, VERIFY_2, {
      input: { email: person.email, otpCode: code, fingerprint: 'f' },
    });
    expect(verified.data?.verifyEmailOtp.userData).not.toBeNull();

    // The device passed the code: the next Google sign-in on it starts a session at once.
    const started = await startSignIn(t.app, 'google');
    const again = await finishSignIn(
      t.app,
      'google',
      await googleToken(started.nonce, { email: person.email, sub: 'google-linked-1' }),
      { nonceCookie: started.cookie, deviceCookie: verified.deviceCookie },
    );
    expect(again.login?.userData?.token.accessToken).toBeTruthy();
  });

  it('finds the person by subject on a later sign-in, even after their email changed', async () => {
    const person = await makeUser(t.database.db);
    await googleSignIn({ email: person.email, sub: 'google-moved-1' });
    const newEmail = uniqueEmail();
    await t.database.db.update(users).set({ email: newEmail }).where(eq(users.id, person.id));

    const answer = await googleSignIn({ email: uniqueEmail(), sub: 'google-moved-1' });
    expect(answer.login?.otpData?.email).toBe(newEmail);
    expect(await identitiesOf(person.id)).toHaveLength(1);
  });

  it('makes a new account only where the flow allows it', async () => {
    const email = uniqueEmail();
    const refused = await googleSignIn({ email }, true);
    expect(refused.error).toEqual({
      code: 'BAD_USER_INPUT',
      message: messages.providerSignIn.noAccount,
    });
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);

    const created = await googleSignIn({ email, sub: 'google-new-1' }, false);
    expect(created.login?.otpData?.email).toBe(email);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      passwordHash: null,
      acceptedTAndC: true,
    });
    expect(row?.verifiedAt).not.toBeNull();
    expect(await identitiesOf(row!.id)).toHaveLength(1);
  });

  it('makes no account without the terms accepted, as a registration with a password', async () => {
    const email = uniqueEmail();
    const refused = await googleSignIn({ email }, false, false);
    expect(refused.error).toEqual({ code: 'BAD_USER_INPUT', message: messages.auth.termsRequired });
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('links an existing account from registration without asking for the terms again', async () => {
    const person = await makeUser(t.database.db);
    const linked = await googleSignIn(
      { email: person.email, sub: 'google-reg-link' },
      false,
      false,
    );
    expect(linked.error).toBeUndefined();
    expect(await identitiesOf(person.id)).toHaveLength(1);
  });

  it('takes an unverified account’s password away when its owner proves the address', async () => {
    const person = await makeUser(t.database.db, { verified: false });
    const answer = await googleSignIn({ email: person.email });
    expect(answer.login?.otpData?.email).toBe(person.email);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, person.id));
    expect(row?.passwordHash).toBeNull();
  });

  it('signs a Microsoft person in when the tenant vouches for the address (xms_edov)', async () => {
    const person = await makeUser(t.database.db);
    const started = await startSignIn(t.app, 'microsoft');
    expect(started.url.searchParams.get('response_type')).toBe('id_token');
    const answer = await finishSignIn(
      t.app,
      'microsoft',
      await microsoftToken(started.nonce, { email: person.email }),
      { nonceCookie: started.cookie },
    );
    expect(answer.login?.otpData?.email).toBe(person.email);
  });
});

describe('refusing a provider sign-in', () => {
  const tokenRefused = {
    code: 'BAD_USER_INPUT',
    message: messages.providerSignIn.tokenRefused('Google'),
  };

  it('refuses an expired ID token', async () => {
    const started = await startSignIn(t.app, 'google');
    const expired = await googleToken(started.nonce, {}, Math.floor(Date.now() / 1000) - 120);
    const answer = await finishSignIn(t.app, 'google', expired, { nonceCookie: started.cookie });
    expect(answer.error).toEqual(tokenRefused);
  });

  it('refuses a token meant for another client (wrong audience)', async () => {
    expect((await googleSignIn({ aud: 'someone-else' })).error).toEqual(tokenRefused);
  });

  it('refuses a token from another issuer', async () => {
    expect((await googleSignIn({ iss: 'https://evil.test' })).error).toEqual(tokenRefused);
  });

  it('refuses a Microsoft token from another tenant, or whose issuer is not its own tenant’s', async () => {
    const other = randomUUID();
    for (const over of [
      { tid: other, iss: msIssuer(other) },
      { tid: other, iss: msIssuer(TENANT) },
    ]) {
      const started = await startSignIn(t.app, 'microsoft');
      const answer = await finishSignIn(
        t.app,
        'microsoft',
        await microsoftToken(started.nonce, over),
        { nonceCookie: started.cookie },
      );
      expect(answer.error?.message).toBe(messages.providerSignIn.tokenRefused('Microsoft'));
    }
  });

  it('refuses a token whose nonce is not the one this browser was given', async () => {
    const started = await startSignIn(t.app, 'google');
    const elsewhere = await startSignIn(t.app, 'google');
    const answer = await finishSignIn(t.app, 'google', await googleToken(elsewhere.nonce), {
      nonceCookie: started.cookie,
    });
    expect(answer.error?.message).toBe(messages.providerSignIn.expired);
  });

  it('refuses a nonce used once already, and a browser that started no sign-in', async () => {
    const person = await makeUser(t.database.db);
    const started = await startSignIn(t.app, 'google');
    const token = await googleToken(started.nonce, { email: person.email });
    const first = await finishSignIn(t.app, 'google', token, { nonceCookie: started.cookie });
    expect(first.error).toBeUndefined();
    const replay = await finishSignIn(t.app, 'google', token, { nonceCookie: started.cookie });
    expect(replay.error?.message).toBe(messages.providerSignIn.expired);
    const noCookie = await finishSignIn(t.app, 'google', token);
    expect(noCookie.error?.message).toBe(messages.providerSignIn.expired);
  });

  it('refuses an address the provider does not say is verified', async () => {
    const person = await makeUser(t.database.db);
    const google = await googleSignIn({ email: person.email, email_verified: false });
    expect(google.error?.message).toBe(messages.providerSignIn.emailNotVerified('Google'));

    const started = await startSignIn(t.app, 'microsoft');
    const microsoft = await finishSignIn(
      t.app,
      'microsoft',
      await microsoftToken(started.nonce, { email: person.email, xms_edov: undefined }),
      { nonceCookie: started.cookie },
    );
    expect(microsoft.error?.message).toBe(messages.providerSignIn.emailNotVerified('Microsoft'));
    expect(await identitiesOf(person.id)).toHaveLength(0);
  });

  it('answers that a provider is not set up, and lists none as on', async () => {
    const start = await finishSignIn(unconfigured.app, 'microsoft', 'x.y.z');
    expect(start.error).toEqual({
      code: 'BAD_USER_INPUT',
      message: messages.providerSignIn.notConfigured('Microsoft'),
    });
    const on = await call<{ signInProviders: { google: boolean; microsoft: boolean } }>(
      unconfigured.app,
      '{ signInProviders { google microsoft } }',
    );
    expect(on.data?.signInProviders).toEqual({ google: false, microsoft: false });
  });
});

describe('a provider sign-in started in the email extension', () => {
  const START_IN_EXTENSION = `mutation($p: SignInProvider!, $r: String) {
    startProviderSignIn(provider: $p, extensionRedirectUri: $r) { authorizationUrl } }`;
  // The repository's test extension, allowed outside production: Chrome's redirect address for it.
  const TEST_EXTENSION_REDIRECT = 'https://lbgiafpbejapejlgmpjnaakjenebnccp.chromiumapp.org/';

  it('sends the provider’s answer to the extension’s own redirect address', async () => {
    const started = await browserCall<{ startProviderSignIn: { authorizationUrl: string } }>(
      t.app,
      START_IN_EXTENSION,
      { p: 'GOOGLE', r: TEST_EXTENSION_REDIRECT },
    );
    const url = new URL(started.data!.startProviderSignIn.authorizationUrl);
    expect(url.searchParams.get('redirect_uri')).toBe(TEST_EXTENSION_REDIRECT);
  });

  it('refuses a redirect address that is not a known extension’s, so no token goes elsewhere', async () => {
    const refused = await browserCall(t.app, START_IN_EXTENSION, {
      p: 'GOOGLE',
      r: 'https://attacker.example/',
    });
    expect(refused.error).toEqual({
      code: 'BAD_USER_INPUT',
      message: messages.extension.unknownExtension,
    });
  });
});
