import {
  PASSWORD_RESET_TTL_SECONDS,
  emailSchema,
  messages,
  resetPasswordSchema,
} from '@quorum/shared';
import { sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Deps, RequestMeta } from '../../deps';
import { badInput } from '../../core/errors';
import { randomToken, sha256 } from '../../lib/secrets';
import { validate } from '../../lib/validate';
import { enqueueEmail } from '../email';
import { passwordResetEmail } from '../email';
import { hashPassword } from './passwords';
import { refuseBreachedPassword } from './breached-passwords';
import { localPartOf, refuseGuessablePassword } from './password-strength';
import * as repo from './repo';
import { forgetEveryDevice } from './trusted-devices';
import { announceStandingChanged } from '../../core/events';

/**
 * Emails a single-use reset link. The answer is the same, in words and in time, whether or not
 * the account exists.
 */
export async function forgotPassword(deps: Deps, meta: RequestMeta, rawEmail: unknown) {
  const email = validate(emailSchema, rawEmail);
  await deps.rateLimits.consume('passwordResetPerAddress', meta.ip);
  await deps.rateLimits.consume('passwordResetPerEmail', email);
  const user = await repo.findUserByEmail(deps.db, email);
  // The link is written after the answer, so a known email is answered exactly as fast as an
  // unknown one: timing must not tell who has an account.
  if (user)
    deps.background.run('password reset link', () => {
      const token = randomToken();
      const expiresAt = new Date(Date.now() + PASSWORD_RESET_TTL_SECONDS * 1000);
      const url = `${deps.config.appUrl}/forgot-password/${token}`;
      return deps.db.transaction(async (tx) => {
        await repo.replacePasswordReset(tx, {
          userId: user.id,
          tokenHash: sha256(token),
          expiresAt,
        });
        await enqueueEmail(
          tx,
          user.email,
          passwordResetEmail(user.firstName, url, PASSWORD_RESET_TTL_SECONDS / 60),
        );
      });
    });
  return { message: messages.passwordReset.sent };
}

/**
 * Sets a new password through a mailed link. The password is checked before the link is spent,
 * so a weak choice does not cost the link; every session is revoked, as the old password may be
 * what leaked. Following the link proves the email, so an unverified account becomes verified.
 */
export async function resetPassword(deps: Deps, input: unknown) {
  const { token, password } = validate(resetPasswordSchema, input);
  // Before the transaction, which must not wait on another service; a refusal spends no link.
  await refuseBreachedPassword(deps, password);
  const passwordHash = await hashPassword(password);
  const resetUserId = await deps.db.transaction(async (tx) => {
    const claimed = await repo.claimPasswordReset(tx, sha256(token));
    if (!claimed) throw badInput(messages.passwordReset.invalidLink);
    // Refused here, in the transaction that claimed the link, so a weak choice does not spend it.
    const person = await repo.findUserById(tx, claimed.userId);
    refuseGuessablePassword(password, [
      person?.firstName,
      person?.lastName,
      localPartOf(person?.email),
    ]);
    await repo.updateUser(tx, claimed.userId, {
      passwordHash,
      verifiedAt: sql`coalesce(${users.verifiedAt}, now())`,
    });
    await repo.revokeUserSessions(tx, claimed.userId, 'password-reset');
    // Whoever reset may not be whoever trusted those devices: each asks for a code again.
    await forgetEveryDevice(tx, claimed.userId, 'password-reset');
    await repo.deleteOtps(tx, claimed.userId);
    return claimed.userId;
  });
  await announceStandingChanged(deps.events);
  deps.security.record({ event: 'password.reset', outcome: 'success', userId: resetUserId });
  return { message: messages.passwordReset.done };
}
