import { updateUserProfileSchema } from '@quorum/shared';
import type { Deps } from '../../deps';
import { validate } from '../../lib/validate';
import { updateUser } from '../auth';
import type { Account } from '../auth';
import type { UserRow, Viewer } from '../../core/identity/viewer';
import { isMember, standingOf } from '../../core/identity/viewer';
import { claimUpload } from '../uploads';
import * as repo from './repo';

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
    const user = await updateUser(tx, viewer.user.id, parsed);
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
  const user = await updateUser(deps.db, viewer.user.id, { profileImage: key });
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
  const user = await updateUser(deps.db, viewer.user.id, { receiveNotification });
  return accountAfter(viewer, user);
}
