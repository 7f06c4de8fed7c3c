import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RECOVERY_CODE_COUNT,
  SECOND_FACTOR_MAX_ATTEMPTS,
  TOTP_DRIFT_STEPS,
  messages,
} from '@quorum/shared';
import { companies, outboxEmails, totpFactors } from '../../../db/schema';
import { addMember, makeCompany, makeUser } from '../../../testing/factories';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import {
  SECOND_FACTOR,
  appCode,
  call,
  enableTotp,
  passwordStep,
  signInWithEmailCode,
} from '../testing/second-factor-kit';

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ logLevel: 'info' }, { logStream: { write: (l) => lines.push(l) } });
});
afterAll(() => t.close());

const securityLines = (from: number) =>
  lines
    .slice(from)
    .map((line) => JSON.parse(line) as { channel?: string; security?: Record<string, unknown> })
    .filter((line) => line.channel === 'security')
    .map((line) => line.security!);

type Finished = { verifySecondFactor: { userData: { token: { accessToken: string } } } };

/** A person with an authenticator app, signed in once (by the emailed code, before enrolling). */
async function personWithApp() {
  const user = await makeUser(t.database.db);
  const company = await makeCompany(t.database.db, user.id);
  const { accessToken } = await signInWithEmailCode(t, user);
  const { secret, recoveryCodes } = await enableTotp(t, accessToken, user.password);
  return { user, company, accessToken, secret, recoveryCodes };
}

/** The password step from a browser with no device token: answers the second step's ticket. */
async function ticketFor(user: { email: string; password: string }) {
  const login = await passwordStep(t, user);
  const step = login.data!.userLogin.secondFactorData;
  if (!step) throw new Error('expected the second factor to be asked for');
  return step.ticket;
}

const finish = (input: Record<string, unknown>, deviceCookie?: string) =>
  call<Finished>(t.app, SECOND_FACTOR, { input }, { deviceCookie });

describe('an authenticator app (TOTP)', () => {
  it('is asked for after the password instead of the emailed code', async () => {
    const { user } = await personWithApp();
    const mailsBefore = await t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, user.email));
    const login = await passwordStep(t, user);
    expect(login.data!.userLogin.otpData).toBeNull();
    expect(login.data!.userLogin.userData).toBeNull();
    expect(login.data!.userLogin.secondFactorData!.methods).toEqual(['TOTP', 'RECOVERY_CODE']);
    const mailsAfter = await t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, user.email));
    expect(mailsAfter).toHaveLength(mailsBefore.length);
  });

  it('is added only with the current password, so a stolen session cannot plant its own factor', async () => {
    const user = await makeUser(t.database.db);
    const { accessToken } = await signInWithEmailCode(t, user);
    const setup = await call<{ startTotpSetup: { secret: string } }>(
      t.app,
      'mutation { startTotpSetup { secret } }',
      {},
      { accessToken },
    );
    const CONFIRM = `mutation($code: String!, $p: String) {
      confirmTotpSetup(code: $code, currentPassword: $p) { message }
    }`;
    const code = appCode(setup.data!.startTotpSetup.secret);
    const withoutPassword = await call(t.app, CONFIRM, { code }, { accessToken });
    expect(withoutPassword.error?.message).toBe(messages.password.currentRequired);
    const guessed = await call(t.app, CONFIRM, { code, p: 'Not-the-password-1' }, { accessToken });
    expect(guessed.error?.message).toBe(messages.password.currentWrong);
    const [row] = await t.database.db
      .select()
      .from(totpFactors)
      .where(eq(totpFactors.userId, user.id));
    expect(row?.confirmedAt ?? null).toBeNull();

    const OPTIONS =
      'mutation($p: String) { passkeyRegistrationOptions(currentPassword: $p) { ticket } }';
    const noTicket = await call(t.app, OPTIONS, {}, { accessToken });
    expect(noTicket.error?.message).toBe(messages.password.currentRequired);
    const ticket = await call(t.app, OPTIONS, { p: user.password }, { accessToken });
    expect(ticket.error).toBeUndefined();
  });

  it('keeps the secret encrypted at rest', async () => {
    const { user, secret } = await personWithApp();
    const [row] = await t.database.db
      .select()
      .from(totpFactors)
      .where(eq(totpFactors.userId, user.id));
    expect(row!.secretCiphertext).not.toContain(secret);
    expect(row!.secretCiphertext.startsWith('v1.')).toBe(true);
  });

  it('signs in with the app’s code and trusts the device, which then skips the step', async () => {
    const { user, secret } = await personWithApp();
    const done = await finish({ ticket: await ticketFor(user), code: appCode(secret, 0) });
    expect(done.error).toBeUndefined();
    expect(done.data!.verifySecondFactor.userData.token.accessToken).toBeTruthy();
    expect(done.deviceCookie).toBeTruthy();
    const again = await passwordStep(t, user, done.deviceCookie);
    expect(again.data!.userLogin.userData).not.toBeNull();
  });

  it('refuses a code used once already, even on a new sign-in', async () => {
    const { user, secret } = await personWithApp();
    const code = appCode(secret, 0);
    expect((await finish({ ticket: await ticketFor(user), code })).error).toBeUndefined();
    const reused = await finish({ ticket: await ticketFor(user), code });
    expect(reused.error).toEqual({
      code: 'BAD_USER_INPUT',
      message: messages.secondFactor.codeUsed,
    });
  });

  it('accepts the next step’s code, for a phone clock one step (30 seconds) ahead', async () => {
    expect(TOTP_DRIFT_STEPS).toBe(1);
    const { user, secret } = await personWithApp();
    const done = await finish({ ticket: await ticketFor(user), code: appCode(secret, 1) });
    expect(done.error).toBeUndefined();
  });

  it('refuses a code three steps off', async () => {
    const { user, secret } = await personWithApp();
    const done = await finish({ ticket: await ticketFor(user), code: appCode(secret, 3) });
    expect(done.error?.message).toBe(messages.secondFactor.codeWrong);
  });

  it('refuses a wrong code, logs it, and after 5 wrong codes asks for the password again', async () => {
    expect(SECOND_FACTOR_MAX_ATTEMPTS).toBe(5);
    const { user, secret } = await personWithApp();
    const ticket = await ticketFor(user);
    const wrong = String((Number(appCode(secret, 0)) + 500_000) % 1_000_000).padStart(6, '0');
    const from = lines.length;
    const first = await finish({ ticket, code: wrong });
    expect(first.error).toEqual({
      code: 'BAD_USER_INPUT',
      message: messages.secondFactor.codeWrong,
    });
    expect(securityLines(from)).toContainEqual(
      expect.objectContaining({
        event: 'second-factor.failed',
        outcome: 'failure',
        userId: user.id,
        reason: 'totp',
      }),
    );
    expect(lines.slice(from).join('\n')).not.toContain(wrong);
    for (let i = 2; i <= 5; i += 1) await finish({ ticket, code: wrong });
    const afterFive = await finish({ ticket, code: appCode(secret, 0) });
    expect(afterFive.error?.message).toBe(messages.secondFactor.ticketExpired);
  });

  it('does not let a forged or another person’s device token skip the step', async () => {
    const { user } = await personWithApp();
    const other = await makeUser(t.database.db);
    const { deviceCookie: theirs } = await signInWithEmailCode(t, other);
    for (const cookie of [theirs, Buffer.alloc(32, 1).toString('base64url')]) {
      const login = await passwordStep(t, user, cookie);
      expect(login.data!.userLogin.userData).toBeNull();
      expect(login.data!.userLogin.secondFactorData).not.toBeNull();
    }
  });

  it('is turned off only with the current password, and sign-in goes back to the emailed code', async () => {
    const { user, accessToken } = await personWithApp();
    const DISABLE = 'mutation($p: String!) { disableTotp(currentPassword: $p) { message } }';
    const wrong = await call(t.app, DISABLE, { p: 'Not-the-password-1' }, { accessToken });
    expect(wrong.error?.message).toBe(messages.password.currentWrong);
    expect((await passwordStep(t, user)).data!.userLogin.secondFactorData).not.toBeNull();
    const off = await call(t.app, DISABLE, { p: user.password }, { accessToken });
    expect(off.error).toBeUndefined();
    expect((await passwordStep(t, user)).data!.userLogin.otpData).not.toBeNull();
  });
});

describe('recovery codes', () => {
  it('are 10, shown once, and each signs in once only', async () => {
    expect(RECOVERY_CODE_COUNT).toBe(10);
    const { user, recoveryCodes } = await personWithApp();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const from = lines.length;
    const first = await finish({ ticket: await ticketFor(user), recoveryCode: recoveryCodes[0] });
    expect(first.error).toBeUndefined();
    expect(securityLines(from)).toContainEqual(
      expect.objectContaining({ event: 'recovery-code.used', userId: user.id, reason: '9 left' }),
    );
    const second = await finish({ ticket: await ticketFor(user), recoveryCode: recoveryCodes[0] });
    expect(second.error?.message).toBe(messages.secondFactor.recoveryCodeWrong);
  });

  it('are accepted however they are typed: capitals, spaces, no dash', async () => {
    const { user, recoveryCodes } = await personWithApp();
    const typed = ` ${recoveryCodes[1]!.replace('-', ' ').toUpperCase()} `;
    expect(
      (await finish({ ticket: await ticketFor(user), recoveryCode: typed })).error,
    ).toBeUndefined();
  });

  it('are renewed with the current password, and the old ones stop working', async () => {
    const { user, accessToken, recoveryCodes } = await personWithApp();
    const RENEW =
      'mutation($p: String!) { regenerateRecoveryCodes(currentPassword: $p) { recoveryCodes } }';
    const renewed = await call<{ regenerateRecoveryCodes: { recoveryCodes: string[] } }>(
      t.app,
      RENEW,
      { p: user.password },
      { accessToken },
    );
    expect(renewed.data!.regenerateRecoveryCodes.recoveryCodes).toHaveLength(10);
    const old = await finish({ ticket: await ticketFor(user), recoveryCode: recoveryCodes[2] });
    expect(old.error?.message).toBe(messages.secondFactor.recoveryCodeWrong);
    const fresh = renewed.data!.regenerateRecoveryCodes.recoveryCodes[0];
    expect(
      (await finish({ ticket: await ticketFor(user), recoveryCode: fresh })).error,
    ).toBeUndefined();
  });
});

describe('the company rule "Require two-step sign-in for admins"', () => {
  const REQUIRE = `mutation($r: Boolean!) { setAdminSecondFactorRequirement(required: $r) { requiredForAdmins message } }`;
  const COMPANY = '{ getCompanyDetail { _id } }';

  it('is set by an admin only', async () => {
    const admin = await makeUser(t.database.db);
    const company = await makeCompany(t.database.db, admin.id);
    const member = await makeUser(t.database.db);
    await addMember(t.database.db, company.id, member.id, 'member');
    const asMember = await signInWithEmailCode(t, member);
    const refused = await call(t.app, REQUIRE, { r: true }, { accessToken: asMember.accessToken });
    expect(refused.error).toEqual({
      code: 'FORBIDDEN',
      message: messages.secondFactor.onlyAdminsMaySet,
    });
    const [row] = await t.database.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row!.requireAdminSecondFactor).toBe(false);
  });

  it('leaves an admin without a second factor nothing to do but set one up', async () => {
    const admin = await makeUser(t.database.db);
    const company = await makeCompany(t.database.db, admin.id);
    const member = await makeUser(t.database.db);
    await addMember(t.database.db, company.id, member.id, 'member');
    const { accessToken } = await signInWithEmailCode(t, admin);
    const on = await call(t.app, REQUIRE, { r: true }, { accessToken });
    expect(on.error).toBeUndefined();

    const refused = await call(t.app, COMPANY, {}, { accessToken });
    expect(refused.error).toEqual({
      code: 'FORBIDDEN',
      message: messages.secondFactor.adminMustEnrol,
    });
    const status = await call<{ secondFactorStatus: { mustSetUp: boolean } }>(
      t.app,
      '{ secondFactorStatus { mustSetUp requiredForAdmins } }',
      {},
      { accessToken },
    );
    expect(status.data!.secondFactorStatus.mustSetUp).toBe(true);
    // A member who is not an admin is not bound by it.
    const asMember = await signInWithEmailCode(t, member);
    expect(
      (await call(t.app, COMPANY, {}, { accessToken: asMember.accessToken })).error,
    ).toBeUndefined();

    // REST too: an upload is refused before its file is read.
    const upload = await t.app.inject({
      method: 'POST',
      url: '/files/company-logo',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(upload.statusCode).toBe(403);
    expect(upload.json()).toMatchObject({ message: messages.secondFactor.adminMustEnrol });

    await enableTotp(t, accessToken, admin.password);
    expect((await call(t.app, COMPANY, {}, { accessToken })).error).toBeUndefined();
  });
});
