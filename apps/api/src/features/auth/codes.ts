import { OTP_DIGITS, OTP_MAX_ATTEMPTS, OTP_TTL_SECONDS, messages } from '@quorum/shared';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { badInput } from '../../lib/errors';
import { keyedHash, randomDigits } from '../../lib/secrets';
import { enqueueEmail } from '../email/outbox';
import { signInCodeEmail, verifyEmailCodeEmail } from '../email/templates';
import * as repo from './repo';
import type { OtpPurpose } from './repo';
import type { UserRow } from './viewer';

export interface OtpData {
  message: string;
  otpExpiresAt: Date;
}

const codeHash = (deps: Deps, userId: string, code: string) =>
  keyedHash(deps.config.jwtSecret, `${userId}:${code}`);

/** Makes a new code (replacing any waiting one) and queues the email carrying it. */
export async function sendCode(
  deps: Deps,
  tx: Db,
  user: UserRow,
  purpose: OtpPurpose,
): Promise<OtpData> {
  const code = randomDigits(OTP_DIGITS);
  const otpExpiresAt = new Date(Date.now() + OTP_TTL_SECONDS * 1000);
  await repo.replaceOtp(tx, {
    userId: user.id,
    purpose,
    codeHash: codeHash(deps, user.id, code),
    expiresAt: otpExpiresAt,
  });
  const minutes = OTP_TTL_SECONDS / 60;
  const email =
    purpose === 'sign-in'
      ? signInCodeEmail(user.firstName, code, minutes)
      : verifyEmailCodeEmail(user.firstName, code, minutes);
  await enqueueEmail(tx, user.email, email);
  if (deps.config.env !== 'production' && !deps.config.smtpUrl) {
    deps.log.info(
      { email: user.email, purpose },
      `one-time code ${code} (dev: no SMTP configured)`,
    );
  }
  return { message: messages.otp.sent(user.email), otpExpiresAt };
}

/**
 * Checks an entered code. A wrong code is counted in its own statement, so the count holds even
 * though the caller's request fails; at the limit the code is spent.
 */
export async function checkCode(deps: Deps, user: UserRow, otpCode: number): Promise<OtpPurpose> {
  const otp = await repo.findOtp(deps.db, user.id);
  if (!otp) throw badInput(messages.otp.noPendingCode);
  if (otp.attempts >= OTP_MAX_ATTEMPTS) throw badInput(messages.otp.tooManyAttempts);
  if (otp.expiresAt.getTime() <= Date.now()) throw badInput(messages.otp.expired);
  const entered = String(otpCode).padStart(OTP_DIGITS, '0');
  if (codeHash(deps, user.id, entered) !== otp.codeHash) {
    const attempts = await repo.countOtpAttempt(deps.db, otp.id);
    const left = OTP_MAX_ATTEMPTS - attempts;
    throw badInput(left > 0 ? messages.otp.incorrect(left) : messages.otp.tooManyAttempts);
  }
  return otp.purpose;
}
