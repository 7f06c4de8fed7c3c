import {
  PASSKEY_CHALLENGE_TTL_SECONDS,
  SECOND_FACTOR_MAX_ATTEMPTS,
  SECOND_FACTOR_TICKET_TTL_SECONDS,
  messages,
  totpCodeSchema,
} from '@quorum/shared';
import type { SecondFactorMethod } from '@quorum/shared';
import type { Db } from '../../../db/client';
import type { Deps, RequestMeta } from '../../../deps';
import { badInput } from '../../../core/errors';
import { accountAndAddress } from '../../../lib/rate-limit';
import { findUserById } from '../repo';
import { startSession } from '../sessions';
import type { LoginResponse, SecondFactorStep } from '../sessions';
import { trustThisDevice } from '../trusted-devices';
import { liveChallenge, openChallenge } from './challenges';
import { spendRecoveryCode } from './recovery-codes';
import * as repo from './repo';
import { checkSignInCode, refusalOf } from './totp';
import { assertionOptions, verifyAssertion } from './passkeys';

/** The second factors a person has: an authenticator app (with its recovery codes), passkeys. */
export async function secondFactorsOf(db: Db, userId: string): Promise<SecondFactorMethod[]> {
  const [totp, passkeys] = await Promise.all([
    repo.findTotp(db, userId),
    repo.listPasskeys(db, userId),
  ]);
  const methods: SecondFactorMethod[] = [];
  if (totp?.confirmedAt) methods.push('totp', 'recovery-code');
  if (passkeys.length > 0) methods.push('passkey');
  return methods;
}

/** After the password: the step that asks for the second factor instead of the emailed code. */
export async function openSecondStep(
  tx: Db,
  userId: string,
  methods: SecondFactorMethod[],
): Promise<SecondFactorStep> {
  const { ticket, expiresAt } = await openChallenge(tx, {
    userId,
    purpose: 'second-factor',
    ttlSeconds: SECOND_FACTOR_TICKET_TTL_SECONDS,
  });
  return { ticket, expiresAt, methods };
}

/** The second step's passkey prompt: options naming the person's own passkeys. */
export async function secondStepPasskeyOptions(deps: Deps, ticket: unknown) {
  const challenge = await liveChallenge(deps.db, ticket, 'second-factor');
  const passkeys = await repo.listPasskeys(deps.db, challenge.userId!);
  if (passkeys.length === 0) throw badInput(messages.secondFactor.passkeyUnknown);
  const options = await assertionOptions(deps, passkeys);
  await repo.setChallengeWebauthn(deps.db, challenge.id, options.challenge);
  return JSON.stringify(options);
}

export interface SecondFactorInput {
  ticket: string;
  code?: string | null;
  recoveryCode?: string | null;
  passkeyResponse?: string | null;
}

/**
 * Finishes a sign-in with the second factor: a code from the authenticator app (once each, one
 * step of drift), an unused recovery code, or the person's passkey. Wrong answers count against
 * the ticket (5, then the password again) and the address, like the emailed code's; each is
 * logged. A right one starts the session and trusts the device.
 */
export async function verifySecondFactor(
  deps: Deps,
  meta: RequestMeta,
  input: SecondFactorInput,
): Promise<LoginResponse> {
  await deps.rateLimits.consume('codePerAddress', meta.ip);
  const challenge = await liveChallenge(deps.db, input.ticket, 'second-factor');
  const user = await findUserById(deps.db, challenge.userId!);
  if (!user) throw badInput(messages.secondFactor.ticketExpired);
  const fromHere = accountAndAddress(user.email, meta);
  await deps.rateLimits.check('codeFailuresPerAccountAndAddress', fromHere);
  const method: SecondFactorMethod = input.passkeyResponse
    ? 'passkey'
    : input.recoveryCode
      ? 'recovery-code'
      : 'totp';
  if (method === 'totp') validate6(input.code);

  const outcome = await deps.db.transaction(async (tx) => {
    const refusal = await checkFactor(deps, tx, user.id, method, input, challenge);
    if (refusal) return { refusal };
    if (!(await repo.deleteChallenge(tx, challenge.id))) {
      return { refusal: badInput(messages.secondFactor.ticketExpired) };
    }
    const deviceToken = await trustThisDevice(tx, user.id, meta);
    const userData = await startSession(deps, tx, user, '', meta);
    return { userData, deviceToken };
  });

  if (outcome.refusal) {
    await deps.rateLimits.penalize('codeFailuresPerAccountAndAddress', fromHere);
    const attempts = await repo.countChallengeAttempt(deps.db, challenge.id);
    deps.security.record({
      event: 'second-factor.failed',
      outcome: 'failure',
      userId: user.id,
      ip: meta.ip,
      reason: method,
    });
    if (attempts >= SECOND_FACTOR_MAX_ATTEMPTS) {
      await repo.deleteChallenge(deps.db, challenge.id);
      throw badInput(messages.secondFactor.tooManyAttempts);
    }
    throw outcome.refusal;
  }
  await deps.rateLimits.reset('codeFailuresPerAccountAndAddress', fromHere);
  const base = { userId: user.id, ip: meta.ip, outcome: 'success' as const };
  deps.security.record({ ...base, event: 'second-factor.succeeded', reason: method });
  if (method === 'recovery-code') {
    const left = await repo.countUnusedRecoveryCodes(deps.db, user.id);
    deps.security.record({ ...base, event: 'recovery-code.used', reason: `${left} left` });
  }
  deps.security.record({ ...base, event: 'sign-in.succeeded', reason: method });
  return { userData: outcome.userData, deviceToken: outcome.deviceToken };
}

function validate6(code: unknown) {
  if (!totpCodeSchema.safeParse(code).success) throw badInput(messages.secondFactor.codeFormat);
}

async function checkFactor(
  deps: Deps,
  tx: Db,
  userId: string,
  method: SecondFactorMethod,
  input: SecondFactorInput,
  challenge: { webauthnChallenge: string | null },
) {
  if (method === 'passkey') {
    const passkey = challenge.webauthnChallenge
      ? await verifyAssertion(deps, tx, input.passkeyResponse, challenge.webauthnChallenge, userId)
      : undefined;
    return passkey ? undefined : badInput(messages.secondFactor.passkeyFailed);
  }
  if (method === 'recovery-code') {
    const spent = await spendRecoveryCode(deps, tx, userId, input.recoveryCode);
    return spent ? undefined : badInput(messages.secondFactor.recoveryCodeWrong);
  }
  const check = await checkSignInCode(deps, tx, userId, totpCodeSchema.parse(input.code));
  return check === 'accepted' ? undefined : refusalOf(check);
}

/** "Sign in with a passkey": options for any passkey of this site (discoverable credentials). */
export async function passkeySignInOptions(deps: Deps, meta: RequestMeta) {
  await deps.rateLimits.consume('signInPerAddress', meta.ip);
  const options = await assertionOptions(deps);
  const { ticket } = await openChallenge(deps.db, {
    userId: null,
    purpose: 'passkey-sign-in',
    ttlSeconds: PASSKEY_CHALLENGE_TTL_SECONDS,
    webauthnChallenge: options.challenge,
  });
  return { ticket, options: JSON.stringify(options) };
}

/**
 * Signs in with a passkey alone: the passkey (something held, unlocked by the person's PIN or
 * biometrics, so user verification is required) is both factors, and the session starts.
 */
export async function passkeySignIn(
  deps: Deps,
  meta: RequestMeta,
  input: { ticket: string; response: string },
): Promise<LoginResponse> {
  await deps.rateLimits.consume('codePerAddress', meta.ip);
  const challenge = await liveChallenge(deps.db, input.ticket, 'passkey-sign-in');
  const outcome = await deps.db.transaction(async (tx) => {
    if (!(await repo.deleteChallenge(tx, challenge.id))) return undefined;
    const passkey = await verifyAssertion(
      deps,
      tx,
      input.response,
      challenge.webauthnChallenge ?? '',
    );
    const user = passkey && (await findUserById(tx, passkey.userId));
    if (!user?.verifiedAt) return undefined;
    return { userId: user.id, userData: await startSession(deps, tx, user, '', meta) };
  });
  if (!outcome) {
    deps.security.record({ event: 'passkey.sign-in', outcome: 'failure', ip: meta.ip });
    throw badInput(messages.secondFactor.passkeyUnknown);
  }
  deps.security.record({
    event: 'passkey.sign-in',
    outcome: 'success',
    userId: outcome.userId,
    ip: meta.ip,
  });
  deps.security.record({
    event: 'sign-in.succeeded',
    outcome: 'success',
    userId: outcome.userId,
    ip: meta.ip,
    reason: 'passkey',
  });
  return { userData: outcome.userData };
}
