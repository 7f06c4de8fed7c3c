import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { OTP_MAX_ATTEMPTS, messages } from '@quorum/shared';
import { emailChanges, users } from '../../db/schema';
import { lastCodeFor, lastEmailTo, makeUser, signIn, uniqueEmail } from '../../testing/factories';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp({ rateLimitMultiplier: 100 });

const CHANGE =
  'mutation($e: String!, $p: String) { changeEmailAddress(newEmail: $e, password: $p) { message otpExpiresAt } }';
const VERIFY = `mutation($c: Int!, $k: Int) {
  verifyChangeEmailAddress(otpCode: $c, currentEmailCode: $k) { email emailChangedTime }
}`;

let person: { id: string; email: string; password: string; token: string };

beforeEach(async () => {
  const user = await makeUser(t.database.db);
  person = { ...user, token: (await signIn(t, user.email, user.password)).accessToken };
});

async function emailOf(userId: string) {
  const [row] = await t.database.db
    .select({ email: users.email, emailChangedTime: users.emailChangedTime })
    .from(users)
    .where(eq(users.id, userId));
  return row!;
}

const pendingChange = async (userId: string) =>
  (await t.database.db.select().from(emailChanges).where(eq(emailChanges.userId, userId)))[0];

/** The code in the mail to the current address (which also names the new address). */
async function currentAddressCode() {
  const mail = await lastEmailTo(t.database.db, person.email);
  const code = mail?.textBody.match(/enter the code (\d{4})/)?.[1];
  if (!code) throw new Error('no code mailed to the current address');
  return Number(code);
}

/** Starts a change; answers the new address's code (`c`) and the current address's (`k`). */
async function startChange(newEmail: string) {
  const started = await gql(t.app, CHANGE, { e: newEmail, p: person.password }, person.token);
  expect(started.error).toBeUndefined();
  return { c: await lastCodeFor(t.database.db, newEmail), k: await currentAddressCode() };
}

/** A 4-digit code that is not the right one. */
const wrong = (code: number) => (code + 1) % 10_000;

describe('changing one’s email address', () => {
  it('refuses a change asked for with the session alone: no password, or a wrong one, changes nothing', async () => {
    const newEmail = uniqueEmail('thief');
    const noPassword = await gql(t.app, CHANGE, { e: newEmail }, person.token);
    expect(noPassword.error).toEqual({
      code: 'BAD_USER_INPUT',
      message: messages.password.currentRequired,
    });
    const wrong = await gql(t.app, CHANGE, { e: newEmail, p: 'Not-their-pass-1' }, person.token);
    expect(wrong.error).toEqual({
      code: 'BAD_USER_INPUT',
      message: messages.password.currentWrong,
    });
    expect(await pendingChange(person.id)).toBeUndefined();
    expect(await lastEmailTo(t.database.db, newEmail)).toBeUndefined();
    expect((await emailOf(person.id)).email).toBe(person.email);
  });

  it('mails a code to the new address and one to the current, and switches once both are entered', async () => {
    const newEmail = uniqueEmail('moved');
    const started = await gql(
      t.app,
      CHANGE,
      { e: newEmail.toUpperCase(), p: person.password },
      person.token,
    );
    expect(started.data).toMatchObject({
      changeEmailAddress: {
        message: messages.profile.emailChangeCodesSent(newEmail, person.email),
      },
    });
    expect((await emailOf(person.id)).email).toBe(person.email);
    const toCurrent = await lastEmailTo(t.database.db, person.email);
    expect(toCurrent?.subject).toBe('Confirm the change of your Quorum email');
    expect(toCurrent?.textBody).toContain(newEmail);

    const codes = { c: await lastCodeFor(t.database.db, newEmail), k: await currentAddressCode() };
    const verified = await gql<{
      verifyChangeEmailAddress: { email: string; emailChangedTime: string };
    }>(t.app, VERIFY, codes, person.token);
    expect(verified.error).toBeUndefined();
    expect(verified.data?.verifyChangeEmailAddress.email).toBe(newEmail);
    expect(verified.data?.verifyChangeEmailAddress.emailChangedTime).toBeTruthy();
    expect(await emailOf(person.id)).toMatchObject({ email: newEmail });
    expect(await pendingChange(person.id)).toBeUndefined();

    const notice = await lastEmailTo(t.database.db, person.email);
    expect(notice?.subject).toBe('Your Quorum email address was changed');
    expect(notice?.textBody).toContain(newEmail);
    // The new address signs in; the old one no longer does.
    await expect(signIn(t, newEmail, person.password)).resolves.toHaveProperty('accessToken');
    await expect(signIn(t, person.email, person.password)).rejects.toThrow(
      messages.auth.invalidCredentials,
    );
  });

  it('refuses a move with the new address’s code alone: a stolen session and password are not enough', async () => {
    const { c, k } = await startChange(uniqueEmail('thief'));
    const withoutCurrent = await gql(t.app, VERIFY, { c }, person.token);
    expect(withoutCurrent.error).toEqual({
      code: 'BAD_USER_INPUT',
      message: messages.profile.currentEmailCodeRequired(person.email),
    });
    const guessed = await gql(t.app, VERIFY, { c, k: wrong(k) }, person.token);
    expect(guessed.error).toEqual({
      code: 'BAD_USER_INPUT',
      message: messages.otp.incorrect(OTP_MAX_ATTEMPTS - 1),
    });
    expect(await emailOf(person.id)).toEqual({ email: person.email, emailChangedTime: null });
  });

  it('refuses a wrong code, says how many tries are left and keeps the old address', async () => {
    const { c, k } = await startChange(uniqueEmail('moved'));
    const refused = await gql(t.app, VERIFY, { c: wrong(c), k }, person.token);
    expect(refused.error).toEqual({
      code: 'BAD_USER_INPUT',
      message: messages.otp.incorrect(OTP_MAX_ATTEMPTS - 1),
    });
    expect(await emailOf(person.id)).toEqual({ email: person.email, emailChangedTime: null });
  });

  it('spends the code after too many wrong tries, even for the right one', async () => {
    const { c, k } = await startChange(uniqueEmail('moved'));
    // Wrong tries at either code count together.
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i++)
      await gql(t.app, VERIFY, i % 2 ? { c: wrong(c), k } : { c, k: wrong(k) }, person.token);
    const refused = await gql(t.app, VERIFY, { c, k }, person.token);
    expect(refused.error?.message).toBe(messages.otp.tooManyAttempts);
    expect((await emailOf(person.id)).email).toBe(person.email);
  });

  it('refuses an expired code and keeps the old address', async () => {
    const codes = await startChange(uniqueEmail('moved'));
    await t.database.db
      .update(emailChanges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChanges.userId, person.id));
    const refused = await gql(t.app, VERIFY, codes, person.token);
    expect(refused.error?.message).toBe(messages.otp.expired);
    expect((await emailOf(person.id)).email).toBe(person.email);
  });

  it('refuses an address another account uses, and mails and stores nothing', async () => {
    const other = await makeUser(t.database.db);
    const refused = await gql(t.app, CHANGE, { e: other.email, p: person.password }, person.token);
    expect(refused.error).toEqual({ code: 'CONFLICT', message: messages.profile.emailTaken });
    expect(await pendingChange(person.id)).toBeUndefined();
    expect(await lastEmailTo(t.database.db, other.email)).toBeUndefined();
  });

  it('refuses the change if the address was taken while the code was on its way', async () => {
    const newEmail = uniqueEmail('contested');
    const codes = await startChange(newEmail);
    await makeUser(t.database.db, { email: newEmail });
    const refused = await gql(t.app, VERIFY, codes, person.token);
    expect(refused.error).toEqual({ code: 'CONFLICT', message: messages.profile.emailTaken });
    expect((await emailOf(person.id)).email).toBe(person.email);
  });

  it('refuses the address the account already has', async () => {
    const refused = await gql(t.app, CHANGE, { e: person.email, p: person.password }, person.token);
    expect(refused.error?.message).toBe(messages.profile.emailSame);
  });

  it('refuses something that is not an email address', async () => {
    const refused = await gql(t.app, CHANGE, { e: 'ava@', p: person.password }, person.token);
    expect(refused.error).toEqual({ code: 'BAD_USER_INPUT', message: messages.email.invalid });
  });

  it('asks to start again when no change is waiting', async () => {
    const refused = await gql(t.app, VERIFY, { c: 1234, k: 5678 }, person.token);
    expect(refused.error?.message).toBe(messages.profile.noPendingEmailChange);
  });

  it('forgets the first change once a second is asked for: the codes move to the second address', async () => {
    await startChange(uniqueEmail('first'));
    const second = uniqueEmail('second');
    const codes = await startChange(second);
    expect((await pendingChange(person.id))?.newEmail).toBe(second);
    const verified = await gql(t.app, VERIFY, codes, person.token);
    expect(verified.data).toMatchObject({ verifyChangeEmailAddress: { email: second } });
  });
});
