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
import {
  changeEmailCodeEmail,
  confirmEmailChangeFromCurrentEmail,
  emailChangedNoticeEmail,
} from '../email';
import * as repo from './repo';
import { accountAfter } from './service';

/** The code confirms this user owning this address: a code for one address opens no other. */
const codeSubject = (userId: string, newEmail: string) => `email-change:${userId}:${newEmail}`;
/** The current mailbox's code agrees to this move only, and is not the new address's code. */
const currentCodeSubject = (userId: string, newEmail: string) =>
  `email-change-from-current:${userId}:${newEmail}`;

/**
 * Starts a change of the caller's sign-in email. It needs the current password, and two 4-digit
 * codes: one mailed to the NEW address (they can read it) and one to the CURRENT address (its owner
 * agrees), so a stolen session, even with the password, cannot move the account to another
 * mailbox. Nothing changes until verifyChangeEmailAddress gets both codes.
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
  const { user } = viewer;
  const { code, expiresAt } = newCode();
  const { code: currentCode } = newCode();
  const minutes = OTP_TTL_SECONDS / 60;
  await deps.db.transaction(async (tx) => {
    await repo.replaceEmailChange(tx, {
      userId: user.id,
      newEmail,
      codeHash: hashCode(deps, codeSubject(user.id, newEmail), code),
      currentCodeHash: hashCode(deps, currentCodeSubject(user.id, newEmail), currentCode),
      expiresAt,
    });
    await mailCode(deps, tx, {
      to: newEmail,
      content: await changeEmailCodeEmail(user.firstName, code, minutes),
      code,
      purpose: 'change-email',
    });
    await mailCode(deps, tx, {
      to: user.email,
      content: await confirmEmailChangeFromCurrentEmail(
        user.firstName,
        newEmail,
        currentCode,
        minutes,
      ),
      code: currentCode,
      purpose: 'change-email-from-current',
    });
  });
  return {
    message: messages.profile.emailChangeCodesSent(newEmail, user.email),
    otpExpiresAt: expiresAt,
  };
}

/**
 * Finishes the change with both codes, the new address's and the current one's: the account signs
 * in with the new address from now on, and the old address is told.
 */
export async function confirmEmailChange(
  deps: Deps,
  viewer: Viewer,
  codes: { otpCode: unknown; currentEmailCode?: unknown },
): Promise<Account> {
  const otpCode = validate(otpCodeSchema, codes.otpCode);
  if (codes.currentEmailCode === null || codes.currentEmailCode === undefined)
    throw badInput(messages.profile.currentEmailCodeRequired(viewer.user.email));
  const currentEmailCode = validate(otpCodeSchema, codes.currentEmailCode);
  await deps.rateLimits.consume('codePerEmail', viewer.user.email);
  const userId = viewer.user.id;
  const pending = await repo.findEmailChange(deps.db, userId);
  if (!pending?.currentCodeHash) throw badInput(messages.profile.noPendingEmailChange);
  const countAttempt = () => repo.countEmailChangeAttempt(deps.db, userId);
  await judgeCode(deps, pending, codeSubject(userId, pending.newEmail), otpCode, countAttempt);
  // Both codes share one count of attempts: guessing one does not double the tries.
  const fresh = (await repo.findEmailChange(deps.db, userId)) ?? pending;
  await judgeCode(
    deps,
    { ...fresh, codeHash: pending.currentCodeHash },
    currentCodeSubject(userId, pending.newEmail),
    currentEmailCode,
    countAttempt,
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
