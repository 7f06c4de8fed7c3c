import { messages } from '@quorum/shared';
import type { Deps } from '../../deps';
import { forbidden } from '../../core/errors';
import type { Member } from '../../core/identity/viewer';
import * as repo from './repo';
import { requireCurrentPassword } from '../auth';
import { discardCompanyUploads } from '../uploads';
import { assertOwnCompany } from '../../core/identity/own-company';
import { announceStandingChanged } from '../../core/events';

/**
 * Deletes the caller's company with everything it owns, in one transaction. Only its creator may:
 * the spec shows 'Remove company' on the company details page, and no one else should be able to
 * end a company's account. Every session bound to it then asks its person to choose a company.
 */
export async function removeCompany(
  deps: Deps,
  member: Member,
  input: { id: string; password?: string | null },
): Promise<{ message: string }> {
  assertOwnCompany(member, input.id);
  if (!member.companyCreator) throw forbidden(messages.company.removeCreatorOnly);
  // Nothing is harder to undo: the creator proves they are themselves, not only a session.
  await requireCurrentPassword(deps, member, input.password);
  const companyId = member.companyId;
  await discardCompanyUploads(deps, companyId);
  const fileKeys = await deps.db.transaction((tx) => repo.deleteCompany(tx, companyId));
  await announceStandingChanged(deps.events);
  // The rows are gone, so nothing can serve these bytes any more; removing them frees the space.
  for (const key of fileKeys)
    await deps.storage.remove(key).catch((error: unknown) => {
      deps.log.warn({ err: error, key }, 'file of a removed company not removed from storage');
    });
  return { message: messages.company.removed };
}
