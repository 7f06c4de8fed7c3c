import { validate as isUuid } from 'uuid';
import {
  FREE_PLAN,
  INVITATION_TTL_DAYS,
  addTeamMemberSchema,
  initialAddTeamMemberSchema,
  memberFlags,
  messages,
} from '@quorum/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { recordChange } from '../../core/audit';
import type { Deps } from '../../deps';
import { paymentRequired, conflict, forbidden, notFound } from '../../core/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import { randomToken, sha256 } from '../../lib/secrets';
import { validate } from '../../lib/validate';
import { findCompanyName } from '../../core/company-names';
import type { Member } from '../../core/identity/viewer';
import { enqueueEmail } from '../email';
import { teamInvitationEmail } from '../email';
import { assertMayManageRole } from './members';
import * as repo from './repo';
import type { InvitationRow } from './repo';
import { invitationView } from './presenters';

const text = messages.team;
type Invitee = z.output<typeof addTeamMemberSchema>;

const invitationExpiry = () => new Date(Date.now() + INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000);

function assertMayInvite(caller: Member) {
  if (!memberFlags(caller).canInviteTeamMembers) throw forbidden(messages.permission.denied);
}

/** Queues the invitation email with its link, in the caller's transaction. */
async function mailInvitation(
  deps: Deps,
  tx: Db,
  caller: Member,
  invitation: InvitationRow,
  token: string,
) {
  const companyName = await findCompanyName(tx, invitation.companyId, 'legal');
  await enqueueEmail(
    tx,
    invitation.email,
    teamInvitationEmail({
      firstName: invitation.firstName,
      inviterName: `${caller.user.firstName} ${caller.user.lastName}`.trim(),
      companyName: companyName ?? 'your company',
      url: `${deps.config.appUrl}/register/${token}`,
      days: INVITATION_TTL_DAYS,
    }),
    invitation.companyId,
  );
}

/**
 * Invites people in one transaction: every one is checked (already a member, already invited,
 * the free plan's seats) before anything is written, so a refusal leaves nothing behind. Only
 * the token's hash is stored; the token itself exists only in the email.
 */
async function invite(deps: Deps, caller: Member, invitees: Invitee[]) {
  assertMayManageRole(
    caller,
    ...invitees.map((i) => ({ role: i.teamMemberRole, permissions: i.permissions })),
  );
  const companyId = caller.companyId;
  if (new Set(invitees.map((i) => i.email)).size !== invitees.length)
    throw conflict(text.alreadyInvited);
  await deps.rateLimits.consume('invitationsPerUser', caller.user.id, invitees.length);
  await deps.rateLimits.consume('invitationsPerCompany', companyId, invitees.length);
  try {
    return await deps.db.transaction(async (tx) => {
      for (const invitee of invitees) {
        if (await repo.findMemberByEmail(tx, companyId, invitee.email))
          throw conflict(text.alreadyMember);
        if (await repo.findOpenInvitationByEmail(tx, companyId, invitee.email))
          throw conflict(text.alreadyInvited);
      }
      if ((await repo.findCompanyPlan(tx, companyId)) !== 'premium') {
        const seats =
          (await repo.countMembers(tx, companyId)) +
          (await repo.countOpenInvitations(tx, companyId));
        if (seats + invitees.length > FREE_PLAN.teamMembersWithAccess)
          throw paymentRequired(text.freePlanTeamLimit);
      }
      const created: InvitationRow[] = [];
      for (const { teamMemberRole, ...invitee } of invitees) {
        const token = randomToken();
        const row = await repo.insertInvitation(tx, {
          ...invitee,
          role: teamMemberRole,
          companyId,
          invitedBy: caller.user.id,
          tokenHash: sha256(token),
          expiresAt: invitationExpiry(),
        });
        await mailInvitation(deps, tx, caller, row, token);
        await recordChange(tx, caller, {
          area: 'my-team',
          action: 'invitation.sent',
          subject: { type: 'invitation', id: row.id, label: `${row.firstName} ${row.lastName}` },
          after: {
            email: row.email,
            role: row.role,
            jobTitle: row.jobTitleInCompany,
            permissions: row.permissions,
          },
        });
        created.push(row);
      }
      return created.map(invitationView);
    });
  } catch (error) {
    // Two invitations to one address at once: the open-invitation index decides.
    if (isUniqueViolation(error, 'team_invitations_open_idx')) throw conflict(text.alreadyInvited);
    throw error;
  }
}

export async function addTeamMember(deps: Deps, caller: Member, input: unknown) {
  assertMayInvite(caller);
  const [invited] = await invite(deps, caller, [validate(addTeamMemberSchema, input)]);
  return invited!;
}

/** The invite-team page after registration: a few colleagues at once, all or none. */
export async function initialAddTeamMember(deps: Deps, caller: Member, input: unknown) {
  assertMayInvite(caller);
  const { members } = validate(initialAddTeamMemberSchema, input);
  const invited = await invite(deps, caller, members);
  return { message: text.invitedMany(invited.length), items: invited };
}

/** Sends a new link (the old one stops working) and a new expiry. */
export async function resendInvitation(deps: Deps, caller: Member, invitationId: string) {
  assertMayInvite(caller);
  const companyId = caller.companyId;
  const invitation = isUuid(invitationId)
    ? await repo.findOpenInvitation(deps.db, companyId, invitationId)
    : undefined;
  if (!invitation) throw notFound(text.memberNotFound);
  await deps.rateLimits.consume('invitationsPerUser', caller.user.id);
  await deps.rateLimits.consume('invitationsPerCompany', companyId);
  const renewed = await deps.db.transaction(async (tx) => {
    const token = randomToken();
    const row = await repo.renewInvitation(
      tx,
      companyId,
      invitation.id,
      sha256(token),
      invitationExpiry(),
    );
    if (!row) throw notFound(text.memberNotFound); // accepted or cancelled meanwhile
    await mailInvitation(deps, tx, caller, row, token);
    await recordChange(tx, caller, {
      area: 'my-team',
      action: 'invitation.resent',
      subject: { type: 'invitation', id: row.id, label: `${row.firstName} ${row.lastName}` },
      after: { email: row.email },
    });
    return row;
  });
  return { message: text.invitationResent(invitation.email), item: invitationView(renewed) };
}
