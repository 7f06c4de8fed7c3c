import { loginUserSchema, messages, verifyEmailOtpSchema, emailSchema } from '@quorum/shared';
import type { Deps, RequestMeta } from '../../deps';
import { badInput, forbidden } from '../../core/errors';
import { accountAndAddress } from '../../lib/rate-limit';
import { validate } from '../../lib/validate';
import { findMembership, membershipStanding } from '../../core/identity/memberships';
import { checkCode, sendCode } from './codes';
import type { OtpData } from './codes';
import { passwordMatches } from './passwords';
import * as repo from './repo';
import { openSecondStep, secondFactorsOf } from './second-factor/sign-in-step';
import { deviceUsed, trustThisDevice, trustedDeviceOf } from './trusted-devices';
import { rebindSession, refreshSession, startSession } from './sessions';
import type { LoginResponse } from './sessions';
import type { UserRow, Viewer } from '../../core/identity/viewer';
import { announceStandingChanged } from '../../core/events';

/** Before the password step: does this email have an account, and is it verified? */
export async function checkAccount(deps: Deps, meta: RequestMeta, rawEmail: unknown) {
  const email = validate(emailSchema, rawEmail);
  await deps.rateLimits.consume('accountCheckPerAddress', meta.ip);
  const user = await repo.findUserByEmail(deps.db, email);
  return { isUser: Boolean(user), isVerified: Boolean(user?.verifiedAt) };
}

/**
 * Password sign-in. A trusted device (its cookie holds a token the server issued) gets a session
 * at once; otherwise a person with a second factor is asked for it, and anyone else (or an
 * account whose email is not verified yet) gets an emailed code to finish with verifyEmailOtp.
 * The fingerprint the client sends is accepted for the spec's API and trusted for nothing.
 */
export async function login(deps: Deps, meta: RequestMeta, input: unknown): Promise<LoginResponse> {
  const { email, password } = validate(loginUserSchema, input);
  await deps.rateLimits.consume('signInPerAddress', meta.ip);
  const fromHere = accountAndAddress(email, meta);
  await deps.rateLimits.check('signInFailuresPerAccountAndAddress', fromHere);
  const user = await repo.findUserByEmail(deps.db, email);
  const knownDevice = user && (await trustedDeviceOf(deps.db, user.id, meta));
  // The account-wide ceiling slows guessing spread over many addresses; the owner's own devices
  // are not bound by it, so nobody can lock them out from outside.
  if (!knownDevice) await deps.rateLimits.check('signInFailuresPerAccount', email);
  if (!(await passwordMatches(user?.passwordHash, password)) || !user) {
    await deps.rateLimits.penalize('signInFailuresPerAccountAndAddress', fromHere);
    if (!knownDevice) await deps.rateLimits.penalize('signInFailuresPerAccount', email);
    deps.security.record({
      event: 'sign-in.failed',
      outcome: 'failure',
      userId: user?.id ?? null,
      ip: meta.ip,
      reason: user ? 'wrong-password' : 'no-account',
    });
    throw badInput(messages.auth.invalidCredentials);
  }
  await deps.rateLimits.reset('signInFailuresPerAccountAndAddress', fromHere);
  await deps.rateLimits.reset('signInFailuresPerAccount', email);
  return afterFirstFactor(deps, meta, user, knownDevice || undefined, 'trusted-device');
}

/**
 * What follows the first factor (the password, or a Google or Microsoft ID token): an account
 * whose email is not verified gets the verify code; a trusted device a session at once; a person
 * with a second factor is asked for it; anyone else gets the emailed sign-in code.
 */
export async function afterFirstFactor(
  deps: Deps,
  meta: RequestMeta,
  user: UserRow,
  knownDevice: TrustedDevice | undefined,
  how: string,
): Promise<LoginResponse> {
  if (!user.verifiedAt) {
    return { otpData: await deps.db.transaction((tx) => sendCode(deps, tx, user, 'verify-email')) };
  }
  if (knownDevice) {
    const userData = await deps.db.transaction(async (tx) => {
      await deviceUsed(tx, knownDevice);
      return startSession(deps, tx, user, '', meta);
    });
    signedIn(deps, meta, user.id, how);
    return { userData };
  }
  const secondFactors = await secondFactorsOf(deps.db, user.id);
  if (secondFactors.length > 0) {
    return { secondFactorData: await openSecondStep(deps.db, user.id, secondFactors) };
  }
  return { otpData: await deps.db.transaction((tx) => sendCode(deps, tx, user, 'sign-in')) };
}

type TrustedDevice = NonNullable<Awaited<ReturnType<typeof trustedDeviceOf>>>;

/**
 * Finishes sign-in (or registration) with the emailed code; the device is trusted from then on.
 * A person who has set up a second factor since the code was sent is asked for it next.
 */
export async function verifyCode(
  deps: Deps,
  meta: RequestMeta,
  input: unknown,
): Promise<LoginResponse> {
  const { email, otpCode } = validate(verifyEmailOtpSchema, input);
  await deps.rateLimits.consume('codePerAddress', meta.ip);
  // Each code allows only a few tries of its own (OTP_MAX_ATTEMPTS); wrong codes bind the address
  // they come from, never the account, so bogus codes cannot keep its owner out.
  const fromHere = accountAndAddress(email, meta);
  await deps.rateLimits.check('codeFailuresPerAccountAndAddress', fromHere);
  const user = await repo.findUserByEmail(deps.db, email);
  const purpose = await checkCode(deps, user, otpCode).catch(async (error: unknown) => {
    await deps.rateLimits.penalize('codeFailuresPerAccountAndAddress', fromHere);
    deps.security.record({
      event: 'code.refused',
      outcome: 'failure',
      userId: user?.id ?? null,
      ip: meta.ip,
      reason: error instanceof Error ? error.message : 'refused',
    });
    throw error;
  });
  if (!user) throw badInput(messages.otp.noPendingCode);
  const secondFactors = await secondFactorsOf(deps.db, user.id);
  const outcome = await deps.db.transaction(async (tx) => {
    await repo.deleteOtps(tx, user.id);
    const verified =
      purpose === 'verify-email' && !user.verifiedAt
        ? await repo.updateUser(tx, user.id, { verifiedAt: new Date() })
        : user;
    if (secondFactors.length > 0) {
      return { secondFactorData: await openSecondStep(tx, user.id, secondFactors) };
    }
    const deviceToken = await trustThisDevice(tx, user.id, meta);
    return { userData: await startSession(deps, tx, verified, '', meta), deviceToken };
  });
  if (outcome.userData) signedIn(deps, meta, user.id, 'code');
  return outcome;
}

const signedIn = (deps: Deps, meta: RequestMeta, userId: string, reason: string) =>
  deps.security.record({
    event: 'sign-in.succeeded',
    outcome: 'success',
    userId,
    ip: meta.ip,
    reason,
  });

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
    rebindSession(deps, tx, viewer.sessionId, {
      user: viewer.user,
      standing: membershipStanding(membership),
    }),
  );
  return { userData };
}

export const refresh = (deps: Deps, refreshToken: string) => refreshSession(deps, refreshToken);

export async function logout(deps: Deps, viewer: Viewer) {
  await repo.revokeSession(deps.db, viewer.sessionId, 'logout');
  deps.security.record({
    event: 'session.ended',
    outcome: 'success',
    userId: viewer.user.id,
    sessionId: viewer.sessionId,
    reason: 'logout',
  });
  await announceStandingChanged(deps.events);
  return { message: messages.auth.loggedOut };
}
