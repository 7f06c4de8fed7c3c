import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TRUSTED_DEVICE_LIFETIME_SECONDS } from '@quorum/shared';
import { trustedDevices } from '../../db/schema';
import {
  LOGIN,
  VERIFY,
  lastCodeFor,
  lastEmailTo,
  makeCompany,
  makeUser,
} from '../../testing/factories';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp();

const FORGOT = 'mutation($email: String!) { userForgotPassword(email: $email) { message } }';
const RESET = `mutation($input: UserResetPasswordInput!) { userResetPassword(userResetPasswordInput: $input) { message } }`;

type LoginData = { userLogin: { otpData: { message: string } | null } };

/** A person whose device passed the emailed code once, so it is trusted. */
async function trustedPerson() {
  const user = await makeUser(t.database.db);
  await makeCompany(t.database.db, user.id);
  const fingerprint = randomUUID();
  await gql(t.app, LOGIN, { input: { email: user.email, password: user.password, fingerprint } });
  const otpCode = await lastCodeFor(t.database.db, user.email);
  await gql(t.app, VERIFY, { input: { email: user.email, otpCode, fingerprint } });
  return { user, fingerprint };
}

const asksForCode = async (email: string, password: string, fingerprint: string) => {
  const answer = await gql<LoginData>(t.app, LOGIN, { input: { email, password, fingerprint } });
  return answer.data?.userLogin.otpData !== null;
};

describe('a trusted device', () => {
  it('skips the code while it is trusted', async () => {
    const { user, fingerprint } = await trustedPerson();
    expect(await asksForCode(user.email, user.password, fingerprint)).toBe(false);
  });

  it('is forgotten when the password is reset: the next sign-in asks for the code', async () => {
    const { user, fingerprint } = await trustedPerson();
    await gql(t.app, FORGOT, { email: user.email });
    await t.app.background.settled();
    const mail = await lastEmailTo(t.database.db, user.email);
    const token = mail!.textBody.match(/\/forgot-password\/([A-Za-z0-9_-]+)/)![1];
    const reset = await gql(t.app, RESET, { input: { token, password: 'Brand-new-pass-9' } });
    expect(reset.error).toBeUndefined();
    expect(await asksForCode(user.email, 'Brand-new-pass-9', fingerprint)).toBe(true);
  });

  it('asks for the code again once trusted 90 days ago', async () => {
    expect(TRUSTED_DEVICE_LIFETIME_SECONDS).toBe(90 * 24 * 60 * 60);
    const { user, fingerprint } = await trustedPerson();
    await t.database.db
      .update(trustedDevices)
      .set({ createdAt: sql`now() - interval '91 days'` })
      .where(eq(trustedDevices.userId, user.id));
    expect(await asksForCode(user.email, user.password, fingerprint)).toBe(true);
  });
});
