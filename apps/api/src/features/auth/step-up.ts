import { currentPasswordSchema, messages } from '@quorum/shared';
import type { Deps } from '../../deps';
import { badInput } from '../../core/errors';
import type { Viewer } from '../../core/identity/viewer';
import { validate } from '../../lib/validate';
import { findUserById } from './repo';
import { passwordMatches } from './passwords';

/**
 * Step-up for a change that could hand the account to someone else: the caller proves they know
 * the password, not only that they hold a session. Wrong guesses count against the account's
 * sign-in failures, so a stolen session cannot be used to guess it either.
 */
export async function requireCurrentPassword(deps: Deps, viewer: Viewer, password: unknown) {
  const given = validate(currentPasswordSchema, password);
  const email = viewer.user.email;
  await deps.rateLimits.check('signInFailuresPerAccount', email);
  const user = await findUserById(deps.db, viewer.user.id);
  if (user && (await passwordMatches(user.passwordHash, given))) return;
  await deps.rateLimits.penalize('signInFailuresPerAccount', email);
  deps.security.record({
    event: 'step-up.failed',
    outcome: 'failure',
    userId: viewer.user.id,
    sessionId: viewer.sessionId,
    reason: 'wrong-password',
  });
  throw badInput(messages.password.currentWrong);
}
