import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ACCESS_TOKEN_TTL_SECONDS } from '@quorum/shared';
import { buildApp } from '../app';
import { createRateLimits } from '../lib/rate-limit';
import { localDiskStorage } from '../lib/storage';
import { createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { GOOD_PASSWORD, LOGIN, VERIFY, lastCodeFor, makeUser, signIn } from '../testing/factories';
import { gql } from '../testing/graphql';
import { TINY_PNG, uploadFile } from '../testing/files';
import { AccessTokens } from './identity/access-tokens';
import { KeyRing } from './keys';
import type { AuthKey } from './keys';

const OLD: AuthKey = { kid: 'old', secret: 'the-previous-secret-of-at-least-32-bytes' };
const NEW: AuthKey = { kid: 'new', secret: 'the-current-secret-of-at-least-32-bytes!' };
const ME = '{ loggedInUserDetail { email } }';
/** The same server and database, restarted with another key ring (as an operator's rotation). */
async function restartedWith(t: TestApp, authKeys: AuthKey[]): Promise<FastifyInstance> {
  const app = await buildApp({
    config: { ...t.config, authKeys },
    database: t.database,
    rateLimits: createRateLimits({ multiplier: 100 }),
    storage: localDiskStorage(t.config.uploadsDir),
    webDist: '/nonexistent',
  });
  await app.ready();
  return app;
}

describe('rotating the key ring', () => {
  let t: TestApp;
  const restarted: FastifyInstance[] = [];
  const withKeys = async (keys: AuthKey[]) => {
    const app = await restartedWith(t, keys);
    restarted.push(app);
    return app;
  };

  beforeAll(async () => {
    t = await createTestApp({ authKeys: [OLD] });
  });
  afterAll(async () => {
    await Promise.all(restarted.map((app) => app.close()));
    await t.close();
  });
  afterEach(() => vi.useRealTimers());

  it('a rotated key still accepts tokens signed with the previous one until they expire', async () => {
    const user = await makeUser(t.database.db);
    const before = await signIn(t, user.email, GOOD_PASSWORD);
    const rotated = await withKeys([NEW, OLD]);

    const me = await gql<{ loggedInUserDetail: { email: string } }>(
      rotated,
      ME,
      {},
      before.accessToken,
    );
    expect(me.error).toBeUndefined();
    expect(me.data!.loggedInUserDetail.email).toBe(user.email);

    // Until they expire, and no longer: 15 minutes.
    expect(ACCESS_TOKEN_TTL_SECONDS).toBe(15 * 60);
    vi.useFakeTimers({ toFake: ['Date'] });
    const signedAt = Date.now();
    const previousToken = new AccessTokens(new KeyRing([OLD])).sign({
      userId: user.id,
      sessionId: 'a-session',
      companyId: null,
    }).token;
    const afterRotation = new AccessTokens(new KeyRing([NEW, OLD]));
    vi.setSystemTime(signedAt + 14 * 60 * 1000);
    expect(afterRotation.verify(previousToken)).toMatchObject({ userId: user.id });
    vi.setSystemTime(signedAt + 15 * 60 * 1000 + 1000);
    expect(afterRotation.verify(previousToken)).toBe('expired');
  });

  it('signs new tokens with the current key, naming it in the header', async () => {
    const user = await makeUser(t.database.db);
    const rotated = await withKeys([NEW, OLD]);
    const login = await gql<{ userLogin: { otpData: unknown } }>(rotated, LOGIN, {
      input: { email: user.email, password: GOOD_PASSWORD, fingerprint: 'rotation-device' },
    });
    expect(login.error).toBeUndefined();
    const otpCode = await lastCodeFor(t.database.db, user.email);
    const verified = await gql<{
      verifyEmailOtp: { userData: { token: { accessToken: string } } };
    }>(rotated, VERIFY, { input: { email: user.email, otpCode, fingerprint: 'rotation-device' } });
    const token = verified.data!.verifyEmailOtp.userData.token.accessToken;
    const header = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as {
      kid: string;
    };
    expect(header.kid).toBe('new');
  });

  it('refuses a token signed with a key removed from the ring', async () => {
    const user = await makeUser(t.database.db);
    const before = await signIn(t, user.email, GOOD_PASSWORD);
    const oldKeyRemoved = await withKeys([NEW]);
    const me = await gql(oldKeyRemoved, ME, {}, before.accessToken);
    expect(me.error?.code).toBe('UNAUTHENTICATED');
  });

  it('accepts a code mailed before the rotation, and a file link until its key leaves the ring', async () => {
    const user = await makeUser(t.database.db);
    const fingerprint = 'code-before-rotation';
    await gql(t.app, LOGIN, { input: { email: user.email, password: GOOD_PASSWORD, fingerprint } });
    const otpCode = await lastCodeFor(t.database.db, user.email);
    const rotated = await withKeys([NEW, OLD]);
    const verified = await gql(rotated, VERIFY, {
      input: { email: user.email, otpCode, fingerprint },
    });
    expect(verified.error).toBeUndefined();

    const { accessToken } = await signIn(t, user.email, GOOD_PASSWORD);
    const upload = await uploadFile(
      t.app,
      'profile-image',
      { bytes: TINY_PNG, filename: 'me.png' },
      accessToken,
    );
    expect(upload.status).toBe(201);
    const link = upload.body.url!;
    expect(link).toContain('kid=old');
    expect((await rotated.inject({ method: 'GET', url: link })).statusCode).toBe(200);
    const oldKeyRemoved = await withKeys([NEW]);
    expect((await oldKeyRemoved.inject({ method: 'GET', url: link })).statusCode).toBe(403);
  });
});
