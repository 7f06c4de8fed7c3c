import { OTP_TTL_SECONDS, changeEmailAddressSchema, messages, otpCodeSchema } from '@quorum/shared';
import type { Deps } from '../../deps';
import { badInput, conflict, unauthenticated } from '../../core/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import { validate } from '../../lib/validate';
import { hashCode, judgeCode, mailCode, newCode } from '../auth';
import type { OtpData } from '../auth';
import { findUserById, requireCurrentPassword, updateUser } from '../auth';
import type { Account } from '../auth';
import type { Viewer } from '../../core/identity/viewer';
import { enqueueEmail } from '../email';
import { changeEmailCodeEmail, emailChangedNoticeEmail } from '../email';
import * as repo from './repo';
import { accountAfter } from './service';

/** The code confirms this user owning this address: a code for one address opens no other. */
const codeSubject = (userId: string, newEmail: string) => `email-change:${userId}:${newEmail}`;

/**
 * Starts a change of the caller's sign-in email: a 4-digit code goes to the NEW address, proving
 * they can read it. Nothing changes until verifyChangeEmailAddress gets that code.
 */
export async function startEmailChange(
  deps: Deps,
  viewer: Viewer,
  input: unknown,
): Promise<OtpData> {
  const { newEmail, password } = validate(changeEmailAddressSchema, input);
  await requireCurrentPassword(deps, viewer, password);
  if (newEmail === viewer.user.email) throw badInput(messages.profile.emailSame);
  // Codes are mail sent on the account's behalf, so they share its budget; and no address can be
  // flooded through many accounts.
  await deps.rateLimits.consume('codeSendPerEmail', viewer.user.email);
  await deps.rateLimits.consume('codeSendPerEmail', newEmail);
  if (await repo.emailTakenByOther(deps.db, newEmail, viewer.user.id))
    throw conflict(messages.profile.emailTaken);
  const { code, expiresAt } = newCode();
  await deps.db.transaction(async (tx) => {
    await repo.replaceEmailChange(tx, {
      userId: viewer.user.id,
      newEmail,
      codeHash: hashCode(deps, codeSubject(viewer.user.id, newEmail), code),
      expiresAt,
    });
    await mailCode(deps, tx, {
      to: newEmail,
      content: await changeEmailCodeEmail(viewer.user.firstName, code, OTP_TTL_SECONDS / 60),
      code,
      purpose: 'change-email',
    });
  });
  return { message: messages.profile.emailChangeCodeSent(newEmail), otpExpiresAt: expiresAt };
}

/**
 * Finishes the change with the code from the new address: the account signs in with it from now
 * on, and the old address is told, so a change nobody asked for does not go unnoticed.
 */
export async function confirmEmailChange(
  deps: Deps,
  viewer: Viewer,
  rawCode: unknown,
): Promise<Account> {
  const otpCode = validate(otpCodeSchema, rawCode);
  await deps.rateLimits.consume('codePerEmail', viewer.user.email);
  const userId = viewer.user.id;
  const pending = await repo.findEmailChange(deps.db, userId);
  if (!pending) throw badInput(messages.profile.noPendingEmailChange);
  await judgeCode(deps, pending, codeSubject(userId, pending.newEmail), otpCode, () =>
    repo.countEmailChangeAttempt(deps.db, userId),
  );
  try {
    const account = await deps.db.transaction(async (tx) => {
      if (await repo.emailTakenByOther(tx, pending.newEmail, userId))
        throw conflict(messages.profile.emailTaken);
      const before = await findUserById(tx, userId);
      if (!before) throw unauthenticated(messages.auth.sessionExpired);
      const user = await updateUser(tx, userId, {
        email: pending.newEmail,
        emailChangedTime: new Date(),
      });
      await repo.deleteEmailChange(tx, userId);
      await enqueueEmail(tx, before.email, emailChangedNoticeEmail(user.firstName, user.email));
      return accountAfter(viewer, user);
    });
    deps.security.record({
      event: 'email.changed',
      outcome: 'success',
      userId,
      sessionId: viewer.sessionId,
    });
    return account;
  } catch (error) {
    // Someone registered the address between the check and the write: the unique index decides.
    if (isUniqueViolation(error)) throw conflict(messages.profile.emailTaken);
    throw error;
  }
}
