import { OTP_DIGITS, OTP_MAX_ATTEMPTS, OTP_TTL_SECONDS, messages } from '@quorum/shared';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { badInput } from '../../core/errors';
import { keyedHash, randomDigits } from '../../lib/secrets';
import { enqueueEmail } from '../email';
import { signInCodeEmail, verifyEmailCodeEmail } from '../email';
import type { EmailContent } from '../email';
import * as repo from './repo';
import type { OtpPurpose } from './repo';
import type { UserRow } from '../../core/identity/viewer';

export interface OtpData {
  message: string;
  otpExpiresAt: Date;
  /** Where the code went, for clients that did not type the address (Google, Microsoft). */
  email?: string;
}

/** A code waiting to be entered, wherever it is kept: its keyed hash, tries so far and expiry. */
export interface WaitingCode {
  codeHash: string;
  attempts: number;
  expiresAt: Date;
}

/** A fresh 4-digit code and when it stops working. */
export function newCode() {
  return {
    code: randomDigits(OTP_DIGITS),
    expiresAt: new Date(Date.now() + OTP_TTL_SECONDS * 1000),
  };
}

/** The stored form of a code, bound to its subject (a user, or a user and an address). */
export const hashCode = (deps: Deps, subject: string, code: string) =>
  keyedHash(deps.keys.currentKey('code-hash').key, `${subject}:${code}`);

/** Whether an entered code is the waiting one, under any key still in the ring (a rotation overlaps). */
const sameCode = (deps: Deps, subject: string, code: string, stored: string) =>
  deps.keys.allKeys('code-hash').some(({ key }) => keyedHash(key, `${subject}:${code}`) === stored);

/**
 * Checks an entered code against a waiting one. A wrong code is counted by `countAttempt` in its
 * own statement, so the count holds even though the caller's request fails; at the limit the code
 * is spent.
 */
export async function judgeCode(
  deps: Deps,
  waiting: WaitingCode,
  subject: string,
  otpCode: number,
  countAttempt: () => Promise<number>,
): Promise<void> {
  if (waiting.attempts >= OTP_MAX_ATTEMPTS) throw badInput(messages.otp.tooManyAttempts);
  if (waiting.expiresAt.getTime() <= Date.now()) throw badInput(messages.otp.expired);
  const entered = String(otpCode).padStart(OTP_DIGITS, '0');
  if (!sameCode(deps, subject, entered, waiting.codeHash)) {
    const left = OTP_MAX_ATTEMPTS - (await countAttempt());
    throw badInput(left > 0 ? messages.otp.incorrect(left) : messages.otp.tooManyAttempts);
  }
}

/** Makes a new code (replacing any waiting one) and queues the email carrying it. */
export async function sendCode(
  deps: Deps,
  tx: Db,
  user: UserRow,
  purpose: OtpPurpose,
): Promise<OtpData> {
  const { code, expiresAt: otpExpiresAt } = newCode();
  await repo.replaceOtp(tx, {
    userId: user.id,
    purpose,
    codeHash: hashCode(deps, user.id, code),
    expiresAt: otpExpiresAt,
  });
  const minutes = OTP_TTL_SECONDS / 60;
  const email =
    purpose === 'sign-in'
      ? await signInCodeEmail(user.firstName, code, minutes)
      : await verifyEmailCodeEmail(user.firstName, code, minutes);
  await mailCode(deps, tx, { to: user.email, content: email, code, purpose });
  return { message: messages.otp.sent(user.email), otpExpiresAt, email: user.email };
}

/** Queues the mail carrying a code; with the development tools on and no SMTP, the code is logged too. */
export async function mailCode(
  deps: Deps,
  tx: Db,
  mail: { to: string; content: EmailContent; code: string; purpose: string },
) {
  await enqueueEmail(tx, mail.to, mail.content);
  if (deps.config.devTools && !deps.config.smtpUrl) {
    deps.log.info(
      { email: mail.to, purpose: mail.purpose },
      `one-time code ${mail.code} (dev: no SMTP configured)`,
    );
  }
}

/** Checks an entered sign-in or verification code; answers what the code was for. */
export async function checkCode(
  deps: Deps,
  user: UserRow | undefined,
  otpCode: number,
): Promise<OtpPurpose> {
  const otp = user && (await repo.findOtp(deps.db, user.id));
  if (!otp) throw badInput(messages.otp.noPendingCode);
  await judgeCode(deps, otp, user!.id, otpCode, () => repo.countOtpAttempt(deps.db, otp.id));
  return otp.purpose;
}
