import { messages } from '@quorum/shared';
import type { Deps } from '../../../deps';
import { forbidden } from '../../../core/errors';
import type { Member, Viewer } from '../../../core/identity/viewer';
import { isMember } from '../../../core/identity/viewer';
import { listMyPasskeys } from './passkeys';
import { recordChange } from '../../../core/audit';
import * as repo from './repo';

/** What the Profile page's "Two-step sign-in" shows of the caller. */
export async function secondFactorStatus(deps: Deps, viewer: Viewer) {
  const userId = viewer.user.id;
  const [totp, recoveryCodesLeft, passkeys, requiredForAdmins] = await Promise.all([
    repo.findTotp(deps.db, userId),
    repo.countUnusedRecoveryCodes(deps.db, userId),
    listMyPasskeys(deps, viewer),
    isMember(viewer) ? repo.companyRequiresAdminFactor(deps.db, viewer.companyId) : false,
  ]);
  const totpEnabled = Boolean(totp?.confirmedAt);
  return {
    totpEnabled,
    recoveryCodesLeft: totpEnabled ? recoveryCodesLeft : 0,
    passkeys,
    requiredForAdmins,
    mustSetUp: isMember(viewer) && Boolean(viewer.mustEnrolSecondFactor),
  };
}

/**
 * "Require two-step sign-in for admins": an admin's choice for their company. While it is on, an
 * admin without a second factor may only set one up (graphql/second-factor-gate.ts).
 */
export async function setAdminRequirement(deps: Deps, member: Member, required: boolean) {
  if (member.role !== 'admin') throw forbidden(messages.secondFactor.onlyAdminsMaySet);
  await deps.db.transaction(async (tx) => {
    const before = await repo.companyRequiresAdminFactor(tx, member.companyId);
    await repo.setCompanyRequiresAdminFactor(tx, member.companyId, required);
    if (before !== required)
      await recordChange(tx, member, {
        area: 'company-details',
        action: 'company.two-step-rule-changed',
        subject: { type: 'company', id: member.companyId, label: 'Two-step sign-in for admins' },
        before: { requireAdminSecondFactor: before },
        after: { requireAdminSecondFactor: required },
      });
  });
  deps.security.record({
    event: 'second-factor.requirement-changed',
    outcome: 'success',
    userId: member.user.id,
    sessionId: member.sessionId,
    companyId: member.companyId,
    reason: required ? 'required' : 'optional',
  });
  return {
    requiredForAdmins: required,
    message: required
      ? messages.secondFactor.adminsRequiredOn
      : messages.secondFactor.adminsRequiredOff,
  };
}
