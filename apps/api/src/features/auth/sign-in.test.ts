import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OTP_MAX_ATTEMPTS, messages } from '@quorum/shared';
import { emailOtps, sessions } from '../../db/schema';
import {
  LOGIN,
  VERIFY,
  lastCodeFor,
  makeCompany,
  makeUser,
  signIn,
  uniqueEmail,
} from '../../testing/factories';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';
import { passwordStep, signInWithEmailCode } from './testing/second-factor-kit';

const t = useTestApp();

const wrongCode = (right: number) => (right + 1) % 10000;

describe('signing in', () => {
  it('asks a new device for the emailed code, then lets the same device straight in next time', async () => {
    const user = await makeUser(t.database.db);
    const company = await makeCompany(t.database.db, user.id);

    const first = await passwordStep(t, user);
    expect(first.data?.userLogin.userData).toBeNull();
    expect(first.data?.userLogin.otpData?.message).toBe(messages.otp.sent(user.email));

    // The code passed: the browser now holds the server's device token (its cookie).
    const { deviceCookie } = await signInWithEmailCode(t, user);
    const second = await passwordStep(t, user, deviceCookie);
    expect(second.data?.userLogin.otpData).toBeNull();
    expect(second.data?.userLogin.userData?.companyId).toBe(company.id);
  });

  it('gives a wrong password and an unknown email the same answer, so accounts cannot be probed', async () => {
    const user = await makeUser(t.database.db);
    const wrongPassword = await gql(t.app, LOGIN, {
      input: { email: user.email, password: 'Wrong-pass-1', fingerprint: 'f' },
    });
    const noAccount = await gql(t.app, LOGIN, {
      input: { email: uniqueEmail(), password: 'Wrong-pass-1', fingerprint: 'f' },
    });
    expect(wrongPassword.error).toEqual({
      code: 'BAD_USER_INPUT',
      message: messages.auth.invalidCredentials,
    });
    expect(noAccount.error).toEqual(wrongPassword.error);
    expect(wrongPassword.status).toBe(200);
  });

  it('counts wrong codes down and spends the code at the limit, so even the right code then fails', async () => {
    const user = await makeUser(t.database.db);
    const fingerprint = randomUUID();
    await gql(t.app, LOGIN, { input: { email: user.email, password: user.password, fingerprint } });
    const right = await lastCodeFor(t.database.db, user.email);

    for (let attempt = 1; attempt < OTP_MAX_ATTEMPTS; attempt++) {
      const wrong = await gql(t.app, VERIFY, {
        input: { email: user.email, otpCode: wrongCode(right), fingerprint },
      });
      expect(wrong.error).toEqual({
        code: 'BAD_USER_INPUT',
        message: messages.otp.incorrect(OTP_MAX_ATTEMPTS - attempt),
      });
    }
    const last = await gql(t.app, VERIFY, {
      input: { email: user.email, otpCode: wrongCode(right), fingerprint },
    });
    expect(last.error?.message).toBe(messages.otp.tooManyAttempts);

    const tooLate = await gql(t.app, VERIFY, {
      input: { email: user.email, otpCode: right, fingerprint },
    });
    expect(tooLate.error?.message).toBe(messages.otp.tooManyAttempts);
    const started = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(started).toHaveLength(0);
  });

  it('refuses an expired code and starts no session', async () => {
    const user = await makeUser(t.database.db);
    const fingerprint = randomUUID();
    await gql(t.app, LOGIN, { input: { email: user.email, password: user.password, fingerprint } });
    const otpCode = await lastCodeFor(t.database.db, user.email);
    await t.database.db
      .update(emailOtps)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailOtps.userId, user.id));

    const expired = await gql(t.app, VERIFY, {
      input: { email: user.email, otpCode, fingerprint },
    });
    expect(expired.error).toEqual({ code: 'BAD_USER_INPUT', message: messages.otp.expired });
    expect(
      await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id)),
    ).toHaveLength(0);
  });

  it('sends a new code on request, and only the newest code works', async () => {
    const user = await makeUser(t.database.db);
    const fingerprint = randomUUID();
    await gql(t.app, LOGIN, { input: { email: user.email, password: user.password, fingerprint } });
    const oldCode = await lastCodeFor(t.database.db, user.email);
    const resend = await gql(
      t.app,
      'mutation($email: String!) { sendEmailOtp(email: $email) { message } }',
      { email: user.email },
    );
    expect(resend.error).toBeUndefined();
    const newCode = await lastCodeFor(t.database.db, user.email);
    if (oldCode !== newCode) {
      const stale = await gql(t.app, VERIFY, {
        input: { email: user.email, otpCode: oldCode, fingerprint },
      });
      expect(stale.error?.code).toBe('BAD_USER_INPUT');
    }
    const fresh = await gql(t.app, VERIFY, {
      input: { email: user.email, otpCode: newCode, fingerprint },
    });
    expect(fresh.error).toBeUndefined();
  });

  it('leaves the company choice open for someone in two companies, and binds the chosen one', async () => {
    const user = await makeUser(t.database.db);
    const first = await makeCompany(t.database.db, user.id, { name: 'First Minerals Ltd' });
    await makeCompany(t.database.db, user.id, { name: 'Second Energy Ltd' });
    const session = await signIn(t, user.email, user.password);
    expect(session.companyId).toBeNull();

    const list = await gql<{ userCompanyList: { legalBusinessName: string }[] }>(
      t.app,
      '{ userCompanyList { _id legalBusinessName } }',
      {},
      session.accessToken,
    );
    expect(list.data?.userCompanyList.map((c) => c.legalBusinessName).sort()).toEqual([
      'First Minerals Ltd',
      'Second Energy Ltd',
    ]);

    const before = await gql(
      t.app,
      '{ getCompanyDetail { legalBusinessName } }',
      {},
      session.accessToken,
    );
    expect(before.error).toEqual({ code: 'FORBIDDEN', message: messages.auth.noCompanySelected });

    type Select = {
      selectCompanyForLogin: { userData: { companyId: string; token: { accessToken: string } } };
    };
    const chosen = await gql<Select>(
      t.app,
      'mutation($id: ID!) { selectCompanyForLogin(companyId: $id, fingerprint: "f") { userData { companyId token { accessToken } } } }',
      { id: first.id },
      session.accessToken,
    );
    expect(chosen.data?.selectCompanyForLogin.userData.companyId).toBe(first.id);
    const detail = await gql<{ getCompanyDetail: { legalBusinessName: string } }>(
      t.app,
      '{ getCompanyDetail { legalBusinessName } }',
      {},
      chosen.data!.selectCompanyForLogin.userData.token.accessToken,
    );
    expect(detail.data?.getCompanyDetail.legalBusinessName).toBe('First Minerals Ltd');
  });

  it('refuses to bind a session to a company the user does not belong to', async () => {
    const outsider = await makeUser(t.database.db);
    const owner = await makeUser(t.database.db);
    const foreign = await makeCompany(t.database.db, owner.id);
    const session = await signIn(t, outsider.email, outsider.password);
    const attempt = await gql(
      t.app,
      'mutation($id: ID!) { selectCompanyForLogin(companyId: $id, fingerprint: "f") { userData { companyId } } }',
      { id: foreign.id },
      session.accessToken,
    );
    expect(attempt.error).toEqual({ code: 'FORBIDDEN', message: messages.auth.notInCompany });
  });
});
