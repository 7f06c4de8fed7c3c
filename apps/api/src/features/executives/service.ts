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
import { changedFields, recordChange } from '../../core/audit';
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
    const added = await repo.insertExecutive(tx, companyId, values);
    await recordChange(tx, member, {
      area: 'excutive-team',
      action: 'executive.added',
      subject: { type: 'executive', id: added!.id, label: values.name },
      after: { ...values },
    });
    return added;
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
    const old = (await repo.listExecutives(tx, companyId)).find((e) => e.id === executiveMemberId);
    const updated = await repo.updateExecutive(tx, companyId, executiveMemberId, values);
    if (!updated || !old) throw notFound(messages.executives.notFound);
    const changes = changedFields({ ...old }, { ...values, linkedIn: values.linkedIn ?? null });
    if (Object.keys(changes.after).length > 0)
      await recordChange(tx, member, {
        area: 'excutive-team',
        action: 'executive.updated',
        subject: { type: 'executive', id: executiveMemberId, label: values.name },
        ...changes,
      });
    return updated;
  });
}

/**
 * Removes the executive, with its trail row, in one transaction. Their picture's file stays in storage
 * (with its stored_files row), as nothing yet sweeps uploads that no row points at.
 */
export async function deleteExecutiveMember(deps: Deps, member: Member, executiveMemberId: string) {
  if (!isUuid(executiveMemberId)) throw notFound(messages.executives.notFound);
  const { companyId } = member;
  await deps.db.transaction(async (tx) => {
    const old = (await repo.listExecutives(tx, companyId)).find((e) => e.id === executiveMemberId);
    const deleted = await repo.deleteExecutive(tx, companyId, executiveMemberId);
    if (!deleted || !old) throw notFound(messages.executives.notFound);
    await recordChange(tx, member, {
      area: 'excutive-team',
      action: 'executive.removed',
      subject: { type: 'executive', id: executiveMemberId, label: old.name },
      before: { name: old.name, role: old.role, linkedIn: old.linkedIn },
    });
  });
  return { message: messages.executives.deleted };
}
