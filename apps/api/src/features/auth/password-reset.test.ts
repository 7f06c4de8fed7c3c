import { describe, expect, it, vi } from 'vitest';
import { messages } from '@quorum/shared';
import {
  LOGIN,
  lastEmailTo,
  makeCompany,
  makeUser,
  signIn,
  uniqueEmail,
} from '../../testing/factories';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp();

const FORGOT = 'mutation($email: String!) { userForgotPassword(email: $email) { message } }';
const RESET = `mutation($input: UserResetPasswordInput!) { userResetPassword(userResetPasswordInput: $input) { message } }`;

async function mailedResetToken(email: string) {
  await t.app.background.settled();
  const mail = await lastEmailTo(t.database.db, email);
  const token = mail?.textBody.match(/\/forgot-password\/([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error('no reset link mailed');
  return token;
}

describe('password reset', () => {
  it('resets through the mailed link, ends every session, and the link works only once', async () => {
    const user = await makeUser(t.database.db);
    await makeCompany(t.database.db, user.id);
    const before = await signIn(t, user.email, user.password);

    const asked = await gql(t.app, FORGOT, { email: user.email });
    expect(asked.data).toEqual({ userForgotPassword: { message: messages.passwordReset.sent } });
    const token = await mailedResetToken(user.email);
    expect((await lastEmailTo(t.database.db, user.email))?.textBody).toContain(
      `${t.config.appUrl}/forgot-password/`,
    );

    const reset = await gql(t.app, RESET, { input: { token, password: 'Brand-new-pass-9' } });
    expect(reset.data).toEqual({ userResetPassword: { message: messages.passwordReset.done } });

    expect(
      (await gql(t.app, '{ loggedInUserDetail { email } }', {}, before.accessToken)).error?.code,
    ).toBe('UNAUTHENTICATED');
    const oldPassword = await gql(t.app, LOGIN, {
      input: { email: user.email, password: user.password, fingerprint: 'f' },
    });
    expect(oldPassword.error?.message).toBe(messages.auth.invalidCredentials);
    await expect(signIn(t, user.email, 'Brand-new-pass-9')).resolves.toHaveProperty('accessToken');

    const reused = await gql(t.app, RESET, { input: { token, password: 'Another-pass-9' } });
    expect(reused.error).toEqual({
      code: 'BAD_USER_INPUT',
      message: messages.passwordReset.invalidLink,
    });
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const email = uniqueEmail();
    const asked = await gql(t.app, FORGOT, { email });
    expect(asked.data).toEqual({ userForgotPassword: { message: messages.passwordReset.sent } });
    await t.app.background.settled();
    expect(await lastEmailTo(t.database.db, email)).toBeUndefined();
  });

  it('keeps the link usable when the new password breaks a rule', async () => {
    const user = await makeUser(t.database.db);
    await gql(t.app, FORGOT, { email: user.email });
    const token = await mailedResetToken(user.email);
    const weak = await gql(t.app, RESET, { input: { token, password: 'weakpass' } });
    expect(weak.error).toEqual({
      code: 'BAD_USER_INPUT',
      message: messages.password.upperAndLower,
    });
    const strong = await gql(t.app, RESET, { input: { token, password: 'Strong-pass-42' } });
    expect(strong.error).toBeUndefined();
  });

  it('refuses a common password or one holding the person’s name, and keeps the link usable', async () => {
    const user = await makeUser(t.database.db);
    await gql(t.app, FORGOT, { email: user.email });
    const token = await mailedResetToken(user.email);
    const common = await gql(t.app, RESET, { input: { token, password: 'Password123!' } });
    expect(common.error).toEqual({ code: 'BAD_USER_INPUT', message: messages.password.tooCommon });
    const named = await gql(t.app, RESET, {
      input: { token, password: `${user.firstName}-Rocks-42` },
    });
    expect(named.error).toEqual({
      code: 'BAD_USER_INPUT',
      message: messages.password.containsName,
    });
    const strong = await gql(t.app, RESET, { input: { token, password: 'Strong-pass-42' } });
    expect(strong.error).toBeUndefined();
  });

  it('answers a known email before writing its link, so the answer takes as long as for an unknown one', async () => {
    const user = await makeUser(t.database.db);
    const db = t.database.db;
    const transaction = db.transaction.bind(db);
    // The link's write waits for the answer: if the answer waited for the write, neither would come.
    let answered!: () => void;
    const answer = new Promise<void>((resolve) => (answered = resolve));
    const spy = vi.spyOn(db, 'transaction').mockImplementationOnce(async (work) => {
      await answer;
      return transaction(work);
    });
    try {
      const asked = await gql(t.app, FORGOT, { email: user.email });
      expect(asked.data).toEqual({ userForgotPassword: { message: messages.passwordReset.sent } });
      expect(await lastEmailTo(db, user.email)).toBeUndefined();
      answered();
      expect(await mailedResetToken(user.email)).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    } finally {
      spy.mockRestore();
    }
  }, 10_000);
});
