import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TRUSTED_DEVICE_LIFETIME_SECONDS } from '@quorum/shared';
import { trustedDevices } from '../../db/schema';
import { sha256 } from '../../lib/secrets';
import { lastEmailTo, makeCompany, makeUser } from '../../testing/factories';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';
import { call, passwordStep, signInWithEmailCode } from './testing/second-factor-kit';

const t = useTestApp();

const FORGOT = 'mutation($email: String!) { userForgotPassword(email: $email) { message } }';
const RESET = `mutation($input: UserResetPasswordInput!) { userResetPassword(userResetPasswordInput: $input) { message } }`;
const CHANGE = `mutation($c: String, $n: String) { changePassword(currentPassword: $c, newPassword: $n) { message } }`;
const DEVICES = '{ trustedDevices { id label lastUsedAt expiresAt } }';

/** A person whose browser passed the emailed code once, so it holds a device token. */
async function trustedPerson() {
  const user = await makeUser(t.database.db);
  await makeCompany(t.database.db, user.id);
  return { user, ...(await signInWithEmailCode(t, user)) };
}

const asksForCode = async (
  user: { email: string; password: string },
  deviceCookie: string | undefined,
) => (await passwordStep(t, user, deviceCookie)).data?.userLogin.otpData !== null;

type Devices = { trustedDevices: { id: string; label: string; expiresAt: string }[] };

describe('a trusted device', () => {
  it('gets a 256-bit token of the server’s, different each time, kept only as a hash', async () => {
    const { user, deviceCookie } = await trustedPerson();
    const second = await signInWithEmailCode(t, user);
    for (const token of [deviceCookie, second.deviceCookie]) {
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
    expect(second.deviceCookie).not.toBe(deviceCookie);
    const rows = await t.database.db
      .select()
      .from(trustedDevices)
      .where(eq(trustedDevices.userId, user.id));
    expect(rows).toHaveLength(2);
    expect(JSON.stringify(rows)).not.toContain(deviceCookie);
    expect(rows.map((r) => r.tokenHash)).toContain(sha256(`trusted-device:${deviceCookie}`));
  });

  it('skips the code while it is trusted, whatever fingerprint the client sends', async () => {
    const { user, deviceCookie } = await trustedPerson();
    expect(await asksForCode(user, deviceCookie)).toBe(false);
  });

  it('does not skip the code for a client fingerprint alone, a forged token or another person’s', async () => {
    const { user } = await trustedPerson();
    const other = await trustedPerson();
    expect(await asksForCode(user, undefined)).toBe(true);
    expect(await asksForCode(user, Buffer.alloc(32, 7).toString('base64url'))).toBe(true);
    expect(await asksForCode(user, other.deviceCookie)).toBe(true);
  });

  it('is forgotten when the password is reset: the next sign-in asks for the code', async () => {
    const { user, deviceCookie } = await trustedPerson();
    await gql(t.app, FORGOT, { email: user.email });
    await t.app.background.settled();
    const mail = await lastEmailTo(t.database.db, user.email);
    const token = mail!.textBody.match(/\/forgot-password\/([A-Za-z0-9_-]+)/)![1];
    const reset = await gql(t.app, RESET, { input: { token, password: 'Brand-new-pass-9' } });
    expect(reset.error).toBeUndefined();
    expect(await asksForCode({ ...user, password: 'Brand-new-pass-9' }, deviceCookie)).toBe(true);
  });

  it('is forgotten when the password is changed', async () => {
    const { user, deviceCookie, accessToken } = await trustedPerson();
    const changed = await gql(
      t.app,
      CHANGE,
      { c: user.password, n: 'Another-new-pass-8' },
      accessToken,
    );
    expect(changed.error).toBeUndefined();
    expect(await asksForCode({ ...user, password: 'Another-new-pass-8' }, deviceCookie)).toBe(true);
  });

  it('asks for the code again once trusted 90 days ago', async () => {
    expect(TRUSTED_DEVICE_LIFETIME_SECONDS).toBe(90 * 24 * 60 * 60);
    const { user, deviceCookie } = await trustedPerson();
    const [row] = await t.database.db
      .select()
      .from(trustedDevices)
      .where(eq(trustedDevices.userId, user.id));
    const days = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(90);
    await t.database.db
      .update(trustedDevices)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(trustedDevices.userId, user.id));
    expect(await asksForCode(user, deviceCookie)).toBe(true);
  });
});

describe('the list of trusted devices', () => {
  it('shows each device with its browser and system, and forgets one at a time', async () => {
    const { user, accessToken, deviceCookie } = await trustedPerson();
    const listed = await call<Devices>(t.app, DEVICES, {}, { accessToken });
    expect(listed.data!.trustedDevices).toEqual([
      expect.objectContaining({ label: 'Chrome on macOS' }),
    ]);
    const id = listed.data!.trustedDevices[0]!.id;
    const forgot = await call(
      t.app,
      'mutation($id: ID!) { forgetTrustedDevice(id: $id) { message } }',
      { id },
      { accessToken },
    );
    expect(forgot.error).toBeUndefined();
    expect((await call<Devices>(t.app, DEVICES, {}, { accessToken })).data!.trustedDevices).toEqual(
      [],
    );
    expect(await asksForCode(user, deviceCookie)).toBe(true);
  });

  it('refuses to forget another person’s device as not found, and it stays trusted', async () => {
    const me = await trustedPerson();
    const other = await trustedPerson();
    const theirs = await call<Devices>(t.app, DEVICES, {}, { accessToken: other.accessToken });
    const answer = await call(
      t.app,
      'mutation($id: ID!) { forgetTrustedDevice(id: $id) { message } }',
      { id: theirs.data!.trustedDevices[0]!.id },
      { accessToken: me.accessToken },
    );
    expect(answer.error?.code).toBe('NOT_FOUND');
    expect(await asksForCode(other.user, other.deviceCookie)).toBe(false);
  });

  it('forgets them all at once', async () => {
    const { user, accessToken, deviceCookie } = await trustedPerson();
    await signInWithEmailCode(t, user);
    const answer = await call<{ forgetAllTrustedDevices: { message: string } }>(
      t.app,
      'mutation { forgetAllTrustedDevices { message } }',
      {},
      { accessToken },
    );
    expect(answer.data!.forgetAllTrustedDevices.message).toContain('Forgot 2 devices');
    expect(await asksForCode(user, deviceCookie)).toBe(true);
  });
});
