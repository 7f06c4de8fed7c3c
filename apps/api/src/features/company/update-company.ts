import { lockCompany } from '../../core/company-lock';
import { messages, updateCompanySchema } from '@quorum/shared';
import type { Deps } from '../../deps';
import { validate } from '../../lib/validate';
import type { Member } from '../../core/identity/viewer';
import { claimUpload } from '../uploads';
import { assertOwnCompany } from '../../core/identity/own-company';
import * as repo from './repo';
import { companyDetail } from './service';
import type { Membership } from '../../core/identity/memberships';
import { changedFields, recordChange } from '../../core/audit';

export interface CompanyChangeResult {
  message: string;
  company: Membership;
}

/**
 * Saves the company details of spec §2 with the rules of spec §5. ABN and ASX code are read-only
 * on the screen and not accepted here; the logo has its own call.
 */
export async function updateCompany(
  deps: Deps,
  member: Member,
  input: { companyId?: string | null } & Record<string, unknown>,
): Promise<CompanyChangeResult> {
  const { companyId, ...details } = input;
  assertOwnCompany(member, companyId);
  const parsed = validate(updateCompanySchema, details);
  await deps.db.transaction(async (tx) => {
    const old = await lockCompany(tx, member.companyId);
    const next = {
      ...parsed,
      latitude: parsed.latitude ?? null,
      longitude: parsed.longitude ?? null,
    };
    await repo.updateCompany(tx, member.companyId, next);
    if (!old) return;
    const changes = changedFields(old as unknown as Record<string, unknown>, next);
    if (Object.keys(changes.after).length > 0)
      await recordChange(tx, member, {
        area: 'company-details',
        action: 'company.updated',
        subject: { type: 'company', id: member.companyId, label: old.legalBusinessName },
        ...changes,
      });
  });
  return { message: messages.company.updated, company: await companyDetail(deps, member) };
}

/**
 * Attaches an uploaded logo (POST /files/company-logo checked its size and real type). The key
 * must have been uploaded for this company's logo. The logo it replaces is deleted with its bytes.
 */
export async function updateCompanyLogo(
  deps: Deps,
  member: Member,
  key: string,
): Promise<CompanyChangeResult> {
  const companyId = member.companyId;
  const replaced = await deps.db.transaction(async (tx) => {
    await claimUpload(tx, key, { purpose: 'company-logo', companyId });
    const before = await lockCompany(tx, companyId);
    await repo.updateCompany(tx, companyId, { companyLogo: key });
    await recordChange(tx, member, {
      area: 'company-details',
      action: 'company.logo-changed',
      subject: { type: 'company', id: companyId, label: before?.legalBusinessName ?? 'Company' },
      before: { companyLogo: before?.companyLogo ?? null },
      after: { companyLogo: key },
    });
    const old = before?.companyLogo;
    if (!old || old === key) return undefined;
    await repo.deleteStoredFile(tx, companyId, old);
    return old;
  });
  if (replaced)
    await deps.storage.remove(replaced).catch((error: unknown) => {
      // The row is gone, so nothing serves these bytes any more; a leftover file is only space.
      deps.log.warn({ err: error, key: replaced }, 'old company logo not removed from storage');
    });
  return {
    message: messages.company.logoUpdated,
    company: await companyDetail(deps, member),
  };
}
