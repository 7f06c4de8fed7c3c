import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../app';
import type { AuthKey } from '../../../core/keys';
import { createRateLimits } from '../../../lib/rate-limit';
import { localDiskStorage } from '../../../lib/storage';
import { makeUser } from '../../../testing/factories';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import {
  SECOND_FACTOR,
  appCode,
  call,
  enableTotp,
  passwordStep,
  signInWithEmailCode,
} from '../testing/second-factor-kit';

const OLD: AuthKey = { kid: 'old', secret: 'the-previous-secret-of-at-least-32-bytes' };
const NEW: AuthKey = { kid: 'new', secret: 'the-current-secret-of-at-least-32-bytes!' };

let t: TestApp;
let rotated: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({ authKeys: [OLD] });
  // The same database, restarted with a new current key and the old one kept (a rotation).
  rotated = await buildApp({
    config: { ...t.config, authKeys: [NEW, OLD] },
    database: t.database,
    rateLimits: createRateLimits({ multiplier: 100 }),
    storage: localDiskStorage(t.config.uploadsDir),
    webDist: '/nonexistent',
  });
  await rotated.ready();
});
afterAll(async () => {
  await rotated.close();
  await t.close();
});

type Finished = { verifySecondFactor: { userData: { token: { accessToken: string } } | null } };

describe('second factors across a key rotation', () => {
  it('keep working: the authenticator secret and the recovery codes were made under the old key', async () => {
    const user = await makeUser(t.database.db);
    const { accessToken } = await signInWithEmailCode(t, user);
    const { secret, recoveryCodes } = await enableTotp(t, accessToken, user.password);
    const afterRotation = { ...t, app: rotated };

    const first = await passwordStep(afterRotation, user);
    const byCode = await call<Finished>(rotated, SECOND_FACTOR, {
      input: { ticket: first.data!.userLogin.secondFactorData!.ticket, code: appCode(secret, 1) },
    });
    expect(byCode.error).toBeUndefined();

    const second = await passwordStep(afterRotation, user);
    const byRecovery = await call<Finished>(rotated, SECOND_FACTOR, {
      input: {
        ticket: second.data!.userLogin.secondFactorData!.ticket,
        recoveryCode: recoveryCodes[0],
      },
    });
    expect(byRecovery.error).toBeUndefined();
  });
});
