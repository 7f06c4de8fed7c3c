import { updateUserProfileSchema } from '@quorum/shared';
import type { Deps } from '../../deps';
import { validate } from '../../lib/validate';
import { updateUser } from '../auth';
import type { Account } from '../auth';
import type { UserRow, Viewer } from '../../core/identity/viewer';
import { isMember, standingOf } from '../../core/identity/viewer';
import { claimUpload } from '../uploads';
import { changedFields, recordChange } from '../../core/audit';
import { findUserById } from '../../core/identity/memberships';
import type { Db } from '../../db/client';
import * as repo from './repo';

/**
 * A change to one's own profile, in the history of the company the caller is signed in to (a
 * person between companies has no company trail to write to). Never a password, code or token.
 */
async function recordProfileChange(
  tx: Db,
  viewer: Viewer,
  action: string,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
) {
  if (!isMember(viewer)) return;
  const changes = changedFields(before, after);
  if (Object.keys(changes.after).length === 0) return;
  await recordChange(tx, viewer, {
    area: 'profile',
    action: `profile.${action}`,
    subject: {
      type: 'profile',
      id: viewer.user.id,
      label: `${viewer.user.firstName} ${viewer.user.lastName}`.trim(),
    },
    ...changes,
  });
}

/** The caller as the User type shows them, after a change to their own row. */
export function accountAfter(viewer: Viewer, user: UserRow, jobTitleInCompany?: string | null) {
  const standing = standingOf(viewer);
  return {
    user: { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName },
    profile: user,
    standing:
      standing && jobTitleInCompany !== undefined ? { ...standing, jobTitleInCompany } : standing,
  } satisfies Account;
}

/**
 * The caller's own name, job title and phone. The job title is also the one they show in the
 * company they are signed in to, so the title they typed is the title they see.
 */
export async function updateProfile(deps: Deps, viewer: Viewer, input: unknown): Promise<Account> {
  const parsed = validate(updateUserProfileSchema, input);
  return deps.db.transaction(async (tx) => {
    const old = await findUserById(tx, viewer.user.id);
    const user = await updateUser(tx, viewer.user.id, parsed);
    await recordProfileChange(
      tx,
      viewer,
      'updated',
      {
        ...(old ?? {}),
        jobTitle: isMember(viewer) ? viewer.jobTitleInCompany : old?.jobTitle,
      },
      { ...parsed },
    );
    if (!isMember(viewer)) return accountAfter(viewer, user);
    await repo.updateJobTitleInCompany(tx, viewer.companyId, viewer.user.id, parsed.jobTitle);
    return accountAfter(viewer, user, parsed.jobTitle);
  });
}

/**
 * Sets the caller's picture to a file they uploaded as a profile image (POST
 * /files/profile-image checked its size and bytes); no key, or an empty one, removes it.
 */
export async function updateProfileImage(
  deps: Deps,
  viewer: Viewer,
  profileImage: string | null | undefined,
): Promise<Account> {
  const key = profileImage?.trim() || null;
  if (key) await claimUpload(deps.db, key, { purpose: 'profile-image', userId: viewer.user.id });
  const user = await deps.db.transaction(async (tx) => {
    const old = await findUserById(tx, viewer.user.id);
    const updated = await updateUser(tx, viewer.user.id, { profileImage: key });
    await recordProfileChange(
      tx,
      viewer,
      'picture-changed',
      { profileImage: old?.profileImage ?? null },
      { profileImage: key },
    );
    return updated;
  });
  return accountAfter(viewer, user);
}

/**
 * Turns the caller's notification emails on or off. It changes only their own row: the
 * notifications themselves are still written and shown in the app either way.
 */
export async function updateReceiveNotification(
  deps: Deps,
  viewer: Viewer,
  receiveNotification: boolean,
): Promise<Account> {
  const user = await deps.db.transaction(async (tx) => {
    const old = await findUserById(tx, viewer.user.id);
    const updated = await updateUser(tx, viewer.user.id, { receiveNotification });
    await recordProfileChange(
      tx,
      viewer,
      'notifications-changed',
      { receiveNotification: old?.receiveNotification },
      { receiveNotification },
    );
    return updated;
  });
  return accountAfter(viewer, user);
}
