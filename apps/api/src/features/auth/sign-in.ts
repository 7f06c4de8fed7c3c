import { loginUserSchema, messages, verifyEmailOtpSchema, emailSchema } from '@quorum/shared';
import type { Deps, RequestMeta } from '../../deps';
import { badInput, forbidden } from '../../lib/errors';
import { sha256 } from '../../lib/secrets';
import { validate } from '../../lib/validate';
import { findMembership } from '../company/repo';
import { checkCode, sendCode } from './codes';
import type { OtpData } from './codes';
import { passwordMatches } from './passwords';
import * as repo from './repo';
import { rebindSession, refreshSession, startSession } from './sessions';
import type { LoginResponse } from './sessions';
import type { Viewer } from './viewer';

const deviceHash = (fingerprint: string) => sha256(`device:${fingerprint}`);

/** Before the password step: does this email have an account, and is it verified? */
export async function checkAccount(deps: Deps, meta: RequestMeta, rawEmail: unknown) {
  const email = validate(emailSchema, rawEmail);
  await deps.rateLimits.consume('accountCheckPerAddress', meta.ip);
  const user = await repo.findUserByEmail(deps.db, email);
  return { isUser: Boolean(user), isVerified: Boolean(user?.verifiedAt) };
}

/**
 * Password sign-in. A device seen before gets a session at once; a new device, or an account
 * whose email is not verified yet, gets an emailed code to finish with verifyEmailOtp.
 */
export async function login(deps: Deps, meta: RequestMeta, input: unknown): Promise<LoginResponse> {
  const { email, password, fingerprint } = validate(loginUserSchema, input);
  await deps.rateLimits.consume('signInPerAddress', meta.ip);
  await deps.rateLimits.consume('signInPerEmail', email);
  const user = await repo.findUserByEmail(deps.db, email);
  if (!(await passwordMatches(user?.passwordHash, password)) || !user) {
    throw badInput(messages.auth.invalidCredentials);
  }
  await deps.rateLimits.reset('signInPerEmail', email);
  if (!user.verifiedAt) {
    return { otpData: await deps.db.transaction((tx) => sendCode(deps, tx, user, 'verify-email')) };
  }
  if (await repo.isTrustedDevice(deps.db, user.id, deviceHash(fingerprint))) {
    return {
      userData: await deps.db.transaction((tx) => startSession(deps, tx, user, fingerprint)),
    };
  }
  return { otpData: await deps.db.transaction((tx) => sendCode(deps, tx, user, 'sign-in')) };
}

/** Finishes sign-in (or registration) with the emailed code; the device is trusted from then on. */
export async function verifyCode(
  deps: Deps,
  meta: RequestMeta,
  input: unknown,
): Promise<LoginResponse> {
  const { email, otpCode, fingerprint } = validate(verifyEmailOtpSchema, input);
  await deps.rateLimits.consume('codePerAddress', meta.ip);
  await deps.rateLimits.consume('codePerEmail', email);
  const user = await repo.findUserByEmail(deps.db, email);
  if (!user) throw badInput(messages.otp.noPendingCode);
  const purpose = await checkCode(deps, user, otpCode);
  const userData = await deps.db.transaction(async (tx) => {
    await repo.deleteOtps(tx, user.id);
    const verified =
      purpose === 'verify-email' && !user.verifiedAt
        ? await repo.updateUser(tx, user.id, { verifiedAt: new Date() })
        : user;
    await repo.trustDevice(tx, user.id, deviceHash(fingerprint));
    return startSession(deps, tx, verified, fingerprint);
  });
  return { userData };
}

/** Sends a new code for the one waiting, if any; nothing is waiting unless a sign-in began. */
export async function resendCode(deps: Deps, rawEmail: unknown): Promise<OtpData> {
  const email = validate(emailSchema, rawEmail);
  await deps.rateLimits.consume('codeSendPerEmail', email);
  const user = await repo.findUserByEmail(deps.db, email);
  const waiting = user && (await repo.findOtp(deps.db, user.id));
  if (!user || !waiting) throw badInput(messages.otp.noPendingCode);
  return deps.db.transaction((tx) => sendCode(deps, tx, user, waiting.purpose));
}

export async function selectCompany(
  deps: Deps,
  viewer: Viewer,
  companyId: string,
): Promise<LoginResponse> {
  const membership = await findMembership(deps.db, viewer.user.id, companyId);
  if (!membership) throw forbidden(messages.auth.notInCompany);
  if (membership.member.locked) throw forbidden(messages.company.lockedCompany);
  const userData = await deps.db.transaction((tx) =>
    rebindSession(deps, tx, viewer.sessionId, { user: viewer.user, membership }),
  );
  return { userData };
}

export const refresh = (deps: Deps, refreshToken: string) => refreshSession(deps, refreshToken);

export async function logout(deps: Deps, viewer: Viewer) {
  await repo.revokeSession(deps.db, viewer.sessionId, 'logout');
  return { message: messages.auth.loggedOut };
}
