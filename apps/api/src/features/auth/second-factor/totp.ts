import { Secret, TOTP } from 'otpauth';
import {
  TOTP_DIGITS,
  TOTP_DRIFT_STEPS,
  TOTP_PERIOD_SECONDS,
  messages,
  totpCodeSchema,
} from '@quorum/shared';
import type { Db } from '../../../db/client';
import type { Deps } from '../../../deps';
import { badInput } from '../../../core/errors';
import type { Viewer } from '../../../core/identity/viewer';
import { validate } from '../../../lib/validate';
import { requireCurrentPassword } from '../step-up';
import { issueRecoveryCodes } from './recovery-codes';
import * as repo from './repo';
import { secretBox } from './secret-box';

/** The authenticator secrets' own key (AES-256-GCM), derived for that purpose alone. */
const totpBox = (deps: Deps) => secretBox(deps.keys, 'totp-secret');

const totpFor = (secret: Secret, label: string) =>
  new TOTP({
    issuer: 'Quorum',
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret,
  });

export type TotpCheck = 'accepted' | 'wrong' | 'reused';

/**
 * Checks a code against a person's secret (RFC 6238, one step of drift either side) and spends
 * its time step, so a code seen over a shoulder or replayed is refused; `confirm` also finishes a
 * set-up. Answers why it failed, if it did.
 */
async function checkCode(
  deps: Deps,
  tx: Db,
  userId: string,
  code: string,
  confirm: boolean,
): Promise<TotpCheck> {
  const factor = await repo.findTotp(tx, userId);
  if (!factor || Boolean(factor.confirmedAt) === confirm) return 'wrong';
  const secret = Secret.fromBase32(totpBox(deps).open(factor.secretCiphertext));
  const totp = totpFor(secret, '');
  const delta = totp.validate({ token: code, window: TOTP_DRIFT_STEPS });
  if (delta === null) return 'wrong';
  const step = totp.counter() + delta;
  return (await repo.spendTotpStep(tx, userId, step, confirm)) ? 'accepted' : 'reused';
}

/** A code at the second step of sign-in. */
export const checkSignInCode = (deps: Deps, tx: Db, userId: string, code: string) =>
  checkCode(deps, tx, userId, code, false);

export const refusalOf = (check: Exclude<TotpCheck, 'accepted'>) =>
  badInput(check === 'reused' ? messages.secondFactor.codeUsed : messages.secondFactor.codeWrong);

/**
 * Begins setting up an authenticator app: a new 160-bit secret (RFC 4226's recommendation), shown
 * once as text and as the otpauth:// address the QR code carries, kept encrypted until confirmed.
 */
export async function startTotpSetup(deps: Deps, viewer: Viewer) {
  const existing = await repo.findTotp(deps.db, viewer.user.id);
  if (existing?.confirmedAt) throw badInput(messages.secondFactor.totpAlreadyOn);
  const secret = new Secret({ size: 20 });
  await repo.replacePendingTotp(deps.db, viewer.user.id, totpBox(deps).seal(secret.base32));
  return { secret: secret.base32, uri: totpFor(secret, viewer.user.email).toString() };
}

/**
 * Finishes the set-up with a code from the app and the current password (a stolen session must not
 * add its own factor and keep the account); answers the recovery codes, shown this once.
 */
export async function confirmTotpSetup(
  deps: Deps,
  viewer: Viewer,
  input: { code: unknown; currentPassword?: unknown },
) {
  const code = validate(totpCodeSchema, input.code);
  await requireCurrentPassword(deps, viewer, input.currentPassword);
  const userId = viewer.user.id;
  const pending = await repo.findTotp(deps.db, userId);
  if (!pending) throw badInput(messages.secondFactor.totpNotStarted);
  if (pending.confirmedAt) throw badInput(messages.secondFactor.totpAlreadyOn);
  const outcome = await deps.db.transaction(async (tx) => {
    const check = await checkCode(deps, tx, userId, code, true);
    if (check !== 'accepted') return { check };
    return { check, recoveryCodes: await issueRecoveryCodes(deps, tx, userId) };
  });
  if (outcome.check !== 'accepted') throw refusalOf(outcome.check);
  deps.security.record({
    event: 'second-factor.enrolled',
    outcome: 'success',
    userId,
    sessionId: viewer.sessionId,
    reason: 'totp',
  });
  return { message: messages.secondFactor.totpOn, recoveryCodes: outcome.recoveryCodes! };
}

/** Turns the authenticator app off, with the current password; its recovery codes go with it. */
export async function disableTotp(deps: Deps, viewer: Viewer, currentPassword: unknown) {
  await requireCurrentPassword(deps, viewer, currentPassword);
  const userId = viewer.user.id;
  const removed = await deps.db.transaction(async (tx) => {
    const gone = await repo.deleteTotp(tx, userId);
    if (gone) await repo.deleteRecoveryCodes(tx, userId);
    return gone;
  });
  if (!removed) throw badInput(messages.secondFactor.totpNotOn);
  deps.security.record({
    event: 'second-factor.removed',
    outcome: 'success',
    userId,
    sessionId: viewer.sessionId,
    reason: 'totp',
  });
  return { message: messages.secondFactor.totpOff };
}
