import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { messages } from '@quorum/shared';
import { LOGIN, VERIFY, lastCodeFor, makeCompany, makeUser } from '../../testing/factories';
import { useTestApp } from '../../testing/test-app';
import { DEVICE_COOKIE, signInWithEmailCode } from './testing/second-factor-kit';

const t = useTestApp();

type Answer = {
  status: number;
  code: string | undefined;
  message: string | undefined;
  retryAfter: number | undefined;
  signedIn: boolean;
};

/** One GraphQL call from a given address, as a browser there would make it. */
async function from(
  address: string,
  query: string,
  input: Record<string, unknown>,
  deviceCookie?: string,
): Promise<Answer> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress: address,
    headers: { 'content-type': 'application/json' },
    cookies: deviceCookie ? { [DEVICE_COOKIE]: deviceCookie } : {},
    payload: JSON.stringify({ query, variables: { input } }),
  });
  const body = response.json();
  const error = body.errors?.[0];
  const data = body.data?.userLogin ?? body.data?.verifyEmailOtp;
  return {
    status: response.statusCode,
    code: error?.extensions?.code,
    message: error?.message,
    retryAfter: error?.extensions?.response?.retryAfter,
    signedIn: Boolean(data?.userData),
  };
}

const login = (
  address: string,
  email: string,
  password: string,
  fingerprint = randomUUID(),
  deviceCookie?: string,
) => from(address, LOGIN, { email, password, fingerprint }, deviceCookie);

async function guessPasswords(address: string, email: string, times: number) {
  for (let i = 0; i < times; i++) await login(address, email, `Wrong-pass-${i}`);
}

describe('throttling sign-in without letting anyone lock the owner out', () => {
  it('refuses the eleventh try from an address that made ten wrong guesses, saying to wait 15 minutes', async () => {
    const user = await makeUser(t.database.db);
    await guessPasswords('203.0.113.10', user.email, 10);
    const refused = await login('203.0.113.10', user.email, user.password);
    expect(refused.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.message).toBe(messages.throttle.tryAgainIn('15 minutes'));
    expect(refused.retryAfter).toBeGreaterThan(14 * 60);
    expect(refused.retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('lets the owner in from their own address while a guesser elsewhere is refused', async () => {
    const user = await makeUser(t.database.db);
    await makeCompany(t.database.db, user.id);
    await guessPasswords('203.0.113.11', user.email, 10);
    const owner = await login('198.51.100.7', user.email, user.password);
    expect(owner.code).toBeUndefined();
  });

  it('lets the owner in on a device they used before, even after 50 wrong guesses spread over many addresses', async () => {
    const user = await makeUser(t.database.db);
    await makeCompany(t.database.db, user.id);
    // A device the owner used before holds the server's token from that sign-in.
    const { deviceCookie: ownDevice } = await signInWithEmailCode(t, user);
    for (let i = 0; i < 50; i++)
      await login(`203.0.113.${100 + (i % 5)}`, user.email, `Wrong-${i}`);

    const newDevice = await login('198.51.100.8', user.email, user.password);
    expect(newDevice.code).toBe('TOO_MANY_REQUESTS');
    const knownDevice = await login(
      '198.51.100.8',
      user.email,
      user.password,
      randomUUID(),
      ownDevice,
    );
    expect(knownDevice.code).toBeUndefined();
    expect(knownDevice.signedIn).toBe(true);
  });

  it('does not let bogus codes from another address keep the owner from entering their code', async () => {
    const user = await makeUser(t.database.db);
    await makeCompany(t.database.db, user.id);
    const fingerprint = randomUUID();
    await login('198.51.100.9', user.email, user.password, fingerprint);
    for (let i = 0; i < 12; i++) {
      await from('203.0.113.12', VERIFY, {
        email: `nobody-${i}@example.com`,
        otpCode: 1234,
        fingerprint: 'x',
      });
      await from('203.0.113.12', VERIFY, { email: user.email, otpCode: 1, fingerprint: 'x' });
    }
    // The guesser may spend a code's few tries, never the owner's standing: a new code lets them in.
    await login('198.51.100.9', user.email, user.password, fingerprint);
    const otpCode = await lastCodeFor(t.database.db, user.email);
    const owner = await from('198.51.100.9', VERIFY, { email: user.email, otpCode, fingerprint });
    expect(owner.code).toBeUndefined();
    expect(owner.signedIn).toBe(true);
  });
});
