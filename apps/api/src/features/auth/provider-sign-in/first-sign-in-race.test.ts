import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdentities, users } from '../../../db/schema';
import { uniqueEmail } from '../../../testing/factories';
import { createTestApp } from '../../../testing/test-app';
import type { TestApp } from '../../../testing/test-app';
import { finishSignIn, localKeySet, startSignIn } from './testing/provider-kit';

// A person double-clicks, or opens the registration in two tabs: two first sign-ins with one new
// identity reach the server together. On PostgreSQL (CI's pass) both transactions find nobody and
// both insert; on PGlite transactions take turns, so there this only checks the outcome.
const ISSUER = 'https://accounts.google.test';
const ROUNDS = 5;

let keys: Awaited<ReturnType<typeof localKeySet>>;
let t: TestApp;

beforeAll(async () => {
  keys = await localKeySet();
  t = await createTestApp({
    signInProviders: {
      google: {
        clientId: 'quorum-google',
        issuers: [ISSUER],
        jwksUrl: keys.url,
        authorizationUrl: 'https://accounts.google.test/auth',
      },
      microsoft: null,
    },
    rateLimitMultiplier: 100,
  });
});

afterAll(async () => {
  await t.close();
  await keys.close();
});

async function firstSignIn(identity: { sub: string; email: string }) {
  const started = await startSignIn(t.app, 'google');
  const token = await keys.sign({
    iss: ISSUER,
    aud: 'quorum-google',
    email_verified: true,
    given_name: 'Grace',
    family_name: 'Hopper',
    nonce: started.nonce,
    ...identity,
  });
  return () =>
    finishSignIn(t.app, 'google', token, {
      nonceCookie: started.cookie,
      disableUserCreation: false,
    });
}

describe('two first sign-ins by the same new person at once', () => {
  it('makes one account and answers both without a server error', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const identity = { sub: `google-race-${randomUUID()}`, email: uniqueEmail('race') };
      const finishes = await Promise.all([firstSignIn(identity), firstSignIn(identity)]);
      const answers = await Promise.all(finishes.map((finish) => finish()));

      for (const answer of answers) {
        expect(answer.error?.code).not.toBe('INTERNAL_SERVER_ERROR');
        expect(answer.login?.otpData?.email).toBe(identity.email);
      }
      const accounts = await t.database.db
        .select()
        .from(users)
        .where(eq(users.email, identity.email));
      expect(accounts).toHaveLength(1);
      const links = await t.database.db
        .select()
        .from(userIdentities)
        .where(eq(userIdentities.subject, identity.sub));
      expect(links.map((link) => link.userId)).toEqual([accounts[0]!.id]);
    }
  });
});
