import { messages, newPasswordSchema } from '@quorum/shared';
import type { Deps } from '../../deps';
import { badInput } from '../../core/errors';
import { announceStandingChanged } from '../../core/events';
import type { Viewer } from '../../core/identity/viewer';
import { validate } from '../../lib/validate';
import { refuseBreachedPassword } from './breached-passwords';
import { localPartOf, refuseGuessablePassword } from './password-strength';
import { hashPassword } from './passwords';
import * as repo from './repo';
import { requireCurrentPassword } from './step-up';
import { forgetEveryDevice } from './trusted-devices';

/**
 * Changes the caller's password from the Profile page: the current one proves it is them, the new
 * one keeps every rule a reset keeps, and every other session ends (one of them may be why).
 */
export async function changePassword(
  deps: Deps,
  viewer: Viewer,
  input: { currentPassword?: string | null; newPassword?: string | null },
): Promise<{ message: string }> {
  await requireCurrentPassword(deps, viewer, input.currentPassword);
  const newPassword = validate(newPasswordSchema, input.newPassword ?? '');
  if (newPassword === input.currentPassword) throw badInput(messages.password.sameAsCurrent);
  const { user } = viewer;
  refuseGuessablePassword(newPassword, [user.firstName, user.lastName, localPartOf(user.email)]);
  await refuseBreachedPassword(deps, newPassword);
  const passwordHash = await hashPassword(newPassword);
  await deps.db.transaction(async (tx) => {
    await repo.updateUser(tx, user.id, { passwordHash });
    await repo.revokeUserSessions(tx, user.id, 'password-change', viewer.sessionId);
    // Whoever knew the old password may have trusted a device with it: each asks again.
    await forgetEveryDevice(tx, user.id, 'password-change');
  });
  await announceStandingChanged(deps.events);
  deps.security.record({
    event: 'password.changed',
    outcome: 'success',
    userId: user.id,
    sessionId: viewer.sessionId,
  });
  return { message: messages.password.changed };
}
