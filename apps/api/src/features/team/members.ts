import { validate as isUuid } from 'uuid';
import {
  PAGE_SIZES,
  jobTitleInCompanySchema,
  memberFlags,
  messages,
  updateTeamMemberPermissionsSchema,
  withinGrant,
} from '@quorum/shared';
import type { NamedPermission, Role } from '@quorum/shared';
import type { Deps } from '../../deps';
import { badInput, forbidden, notFound } from '../../core/errors';
import { validate } from '../../lib/validate';
import type { Member } from '../../core/identity/viewer';
import { applyPlanAccess } from './plan-access';
import { recordChange } from '../../core/audit';
import type { AuditEntry } from '../../core/audit';
import type { Db } from '../../db/client';
import * as repo from './repo';
import { invitationView, memberView } from './presenters';
import type { TeamMemberView } from './presenters';
import { announceStandingChanged } from '../../core/events';

const text = messages.team;

/** Does this role (with these grants) carry administrative control? */
const isAdministrator = (member: { role: Role; permissions?: readonly NamedPermission[] }) =>
  memberFlags(member).hasAdministrativeControl;

/**
 * Only someone with administrative control may make, change or remove an administrator: a custom
 * role allowed to manage My team must not raise itself (or a second account) to admin.
 */
export function assertMayManageRole(
  caller: Member,
  ...roles: { role: Role; permissions?: readonly NamedPermission[] }[]
) {
  if (roles.some(isAdministrator) && !isAdministrator(caller))
    throw forbidden(text.adminsManageAdmins);
  if (!roles.every((role) => withinGrant(caller, role))) throw forbidden(text.beyondOwnGrant);
}

/** My team, 12 to a page: members (creator first) then the invitations waiting for an answer. */
export async function listTeam(
  deps: Deps,
  caller: Member,
  args: { page?: number | null; limit?: number | null },
) {
  const page = args.page ?? 1;
  const limit = Math.min(args.limit ?? PAGE_SIZES.myTeam, PAGE_SIZES.teamMembers);
  if (!Number.isInteger(page) || page < 1 || limit < 1) throw badInput(text.pageInvalid);
  const companyId = caller.companyId;
  const [memberCount, invitationCount] = await Promise.all([
    repo.countMembers(deps.db, companyId),
    repo.countOpenInvitations(deps.db, companyId),
  ]);
  const offset = (page - 1) * limit;
  const members =
    offset < memberCount ? await repo.listMembers(deps.db, companyId, offset, limit) : [];
  const room = limit - members.length;
  const invitations =
    room > 0
      ? await repo.listOpenInvitations(deps.db, companyId, Math.max(0, offset - memberCount), room)
      : [];
  const totalItems = memberCount + invitationCount;
  return {
    items: [...members.map((m) => memberView(deps, m)), ...invitations.map(invitationView)],
    meta: {
      currentPage: page,
      itemsPerPage: limit,
      totalItems,
      totalPages: Math.max(1, Math.ceil(totalItems / limit)),
    },
  };
}

/** One member by user id, or one waiting invitation by its id; others' read as not found. */
export async function getTeamMember(
  deps: Deps,
  caller: Member,
  ids: { userId?: string | null; invitationId?: string | null },
): Promise<TeamMemberView> {
  const companyId = caller.companyId;
  if (ids.userId && isUuid(ids.userId)) {
    const member = await repo.findMember(deps.db, companyId, ids.userId);
    if (member) return memberView(deps, member);
  }
  if (ids.invitationId && isUuid(ids.invitationId)) {
    const invitation = await repo.findOpenInvitation(deps.db, companyId, ids.invitationId);
    if (invitation) return invitationView(invitation);
  }
  throw notFound(text.memberNotFound);
}

/** A member someone else may change: not the caller, not the creator, in the caller's company. */
async function changeableMember(deps: Deps, caller: Member, userId: string) {
  if (!isUuid(userId)) throw notFound(text.memberNotFound);
  const target = await repo.findMember(deps.db, caller.companyId, userId);
  if (!target) throw notFound(text.memberNotFound);
  if (target.member.userId === caller.user.id) throw forbidden(text.cannotChangeSelf);
  if (target.member.companyCreator) throw forbidden(text.cannotChangeCreator);
  return target;
}

/** A team change's trail row, the member named as they are now. */
async function recordMemberChange(
  tx: Db,
  caller: Member,
  userId: string,
  action: string,
  fields: Pick<AuditEntry, 'before' | 'after'>,
) {
  const target = await repo.findMember(tx, caller.companyId, userId);
  const label = target ? `${target.user.firstName} ${target.user.lastName}`.trim() : userId;
  await recordChange(tx, caller, {
    area: 'my-team',
    action: `member.${action}`,
    subject: { type: 'member', id: userId, label },
    ...fields,
  });
}

async function reread(deps: Deps, caller: Member, userId: string) {
  const member = await repo.findMember(deps.db, caller.companyId, userId);
  if (!member) throw notFound(text.memberNotFound);
  return memberView(deps, member);
}

export async function updateDetail(
  deps: Deps,
  caller: Member,
  userId: string,
  jobTitleInCompany: unknown,
) {
  const jobTitle = validate(jobTitleInCompanySchema, jobTitleInCompany);
  if (!isUuid(userId)) throw notFound(text.memberNotFound);
  const companyId = caller.companyId;
  await deps.db.transaction(async (tx) => {
    const before = await repo.findMember(tx, companyId, userId);
    const updated = await repo.updateMember(tx, companyId, userId, {
      jobTitleInCompany: jobTitle,
    });
    if (!updated || !before) throw notFound(text.memberNotFound);
    if ((before.member.jobTitleInCompany ?? null) !== (jobTitle ?? null))
      await recordMemberChange(tx, caller, userId, 'updated', {
        before: { jobTitle: before.member.jobTitleInCompany },
        after: { jobTitle },
      });
  });
  return reread(deps, caller, userId);
}

/** A change of role, and of a custom role's grants; it holds from the member's next request. */
export async function updatePermissions(
  deps: Deps,
  caller: Member,
  userId: string,
  input: unknown,
) {
  const { teamMemberRole, permissions } = validate(updateTeamMemberPermissionsSchema, input);
  const target = await changeableMember(deps, caller, userId);
  assertMayManageRole(caller, target.member, { role: teamMemberRole, permissions });
  await deps.db.transaction(async (tx) => {
    await repo.updateMember(tx, caller.companyId, userId, {
      role: teamMemberRole,
      permissions,
    });
    await recordMemberChange(tx, caller, userId, 'permissions-changed', {
      before: { role: target.member.role, permissions: target.member.permissions },
      after: { role: teamMemberRole, permissions },
    });
  });
  await announceStandingChanged(deps.events);
  return reread(deps, caller, userId);
}

/** Account permissions: may this member use the email extension (spec §6). */
export async function updateExtensionPermission(
  deps: Deps,
  caller: Member,
  userId: string,
  hasUserPermission: boolean,
) {
  if (!memberFlags(caller).hasAdministrativeControl) throw forbidden(text.administratorsOnly);
  if (!isUuid(userId)) throw notFound(text.memberNotFound);
  await deps.db.transaction(async (tx) => {
    const updated = await repo.updateMember(tx, caller.companyId, userId, {
      extensionPermission: hasUserPermission,
    });
    if (!updated) throw notFound(text.memberNotFound);
    await recordMemberChange(tx, caller, userId, 'permissions-changed', {
      after: { emailExtension: hasUserPermission },
    });
  });
  return reread(deps, caller, userId);
}

/**
 * Removes a member, or cancels an invitation. A removed member's sessions in this company end at
 * once, and on the free plan the next member in line regains access.
 */
export async function removeTeamMember(
  deps: Deps,
  caller: Member,
  ids: { userId?: string | null; invitationId?: string | null },
) {
  const companyId = caller.companyId;
  if (ids.invitationId) {
    const invitation = isUuid(ids.invitationId)
      ? await repo.findOpenInvitation(deps.db, companyId, ids.invitationId)
      : undefined;
    if (!invitation) throw notFound(text.memberNotFound);
    assertMayManageRole(caller, invitation);
    await deps.db.transaction(async (tx) => {
      await repo.deleteInvitation(tx, companyId, invitation.id);
      await recordChange(tx, caller, {
        area: 'my-team',
        action: 'invitation.cancelled',
        subject: {
          type: 'invitation',
          id: invitation.id,
          label: `${invitation.firstName} ${invitation.lastName}`,
        },
        before: { email: invitation.email, role: invitation.role },
      });
    });
    return { message: text.invitationCancelled(invitation.email) };
  }
  const target = await changeableMember(deps, caller, ids.userId ?? '');
  assertMayManageRole(caller, target.member);
  await deps.db.transaction(async (tx) => {
    await recordChange(tx, caller, {
      area: 'my-team',
      action: 'member.removed',
      subject: {
        type: 'member',
        id: target.member.userId,
        label: `${target.user.firstName} ${target.user.lastName}`.trim(),
      },
      before: {
        email: target.user.email,
        role: target.member.role,
        jobTitle: target.member.jobTitleInCompany,
      },
    });
    await repo.deleteMember(tx, companyId, target.member.userId);
    await repo.revokeCompanySessions(tx, companyId, target.member.userId, 'removed-from-company');
    const plan = await repo.findCompanyPlan(tx, companyId);
    if (plan) await applyPlanAccess(tx, companyId, plan);
  });
  await announceStandingChanged(deps.events);
  return {
    message: text.memberRemoved(`${target.user.firstName} ${target.user.lastName}`.trim()),
  };
}

/**
 * Signs a member out of this company on every device (a lost laptop, a departure being arranged):
 * an admin's remedy that stops short of removing them. Their sessions elsewhere are not ours.
 */
export async function endMemberSessions(deps: Deps, caller: Member, userId: string) {
  const target = await changeableMember(deps, caller, userId);
  assertMayManageRole(caller, target.member);
  const ended = await deps.db.transaction(async (tx) => {
    const count = await repo.revokeCompanySessions(
      tx,
      caller.companyId,
      target.member.userId,
      'ended-by-admin',
    );
    await recordMemberChange(tx, caller, target.member.userId, 'sessions-ended', {
      after: { sessionsEnded: count },
    });
    return count;
  });
  deps.security.record({
    event: 'session.ended',
    outcome: 'success',
    userId: target.member.userId,
    companyId: caller.companyId,
    actorId: caller.user.id,
    reason: 'ended-by-admin',
  });
  await announceStandingChanged(deps.events);
  const name = `${target.user.firstName} ${target.user.lastName}`.trim();
  return { message: messages.sessions.endedForMember(name, ended) };
}

export async function skipInviteTeam(deps: Deps, caller: Member) {
  await repo.setInviteTeamSkipped(deps.db, caller.companyId, caller.user.id);
  return { message: text.inviteSkipped };
}
