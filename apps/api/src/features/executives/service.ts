// The executive team (spec §3 "Executive member"). Who may read and change it is the company
// details area's permission (spec §6), checked by the schema's page scope; the company is always
// the caller's own.
import { validate as isUuid } from 'uuid';
import { EXECUTIVE_TEAM_MAX, executiveMemberSchema, messages } from '@quorum/shared';
import type { ExecutiveMemberValues } from '@quorum/shared';
import type { Deps } from '../../deps';
import type { Db } from '../../db/client';
import { badInput, notFound } from '../../core/errors';
import { validate } from '../../lib/validate';
import type { Member } from '../../core/identity/viewer';
import { claimUpload } from '../uploads';
import { lockCompany } from '../../core/company-lock';
import * as repo from './repo';

export function listExecutiveMembers(deps: Deps, member: Member) {
  return repo.listExecutives(deps.db, member.companyId);
}

/** A picture key must be an upload for an executive picture in this same company. */
async function checkPicture(db: Db, companyId: string, values: ExecutiveMemberValues) {
  if (values.digitalPicture)
    await claimUpload(db, values.digitalPicture, { purpose: 'executive-picture', companyId });
}

export async function addExecutiveMember(deps: Deps, member: Member, input: unknown) {
  const values = validate(executiveMemberSchema, input);
  const { companyId } = member;
  return deps.db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    if ((await repo.countExecutives(tx, companyId)) >= EXECUTIVE_TEAM_MAX)
      throw badInput(messages.executives.limitReached(EXECUTIVE_TEAM_MAX));
    await checkPicture(tx, companyId, values);
    return repo.insertExecutive(tx, companyId, values);
  });
}

/**
 * Replaces an executive's details with the form's: a missing LinkedIn link or picture means
 * none. An id that is not one of this company's executives reads as not found.
 */
export async function editExecutiveMember(
  deps: Deps,
  member: Member,
  executiveMemberId: string,
  input: unknown,
) {
  const values = validate(executiveMemberSchema, input);
  if (!isUuid(executiveMemberId)) throw notFound(messages.executives.notFound);
  const { companyId } = member;
  return deps.db.transaction(async (tx) => {
    await checkPicture(tx, companyId, values);
    const updated = await repo.updateExecutive(tx, companyId, executiveMemberId, values);
    if (!updated) throw notFound(messages.executives.notFound);
    return updated;
  });
}

/**
 * Removes the executive: one statement, atomic on its own. Their picture's file stays in storage
 * (with its stored_files row), as nothing yet sweeps uploads that no row points at.
 */
export async function deleteExecutiveMember(deps: Deps, member: Member, executiveMemberId: string) {
  if (!isUuid(executiveMemberId)) throw notFound(messages.executives.notFound);
  const { companyId } = member;
  const deleted = await repo.deleteExecutive(deps.db, companyId, executiveMemberId);
  if (!deleted) throw notFound(messages.executives.notFound);
  return { message: messages.executives.deleted };
}
