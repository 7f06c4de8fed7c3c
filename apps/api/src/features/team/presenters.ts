import type { NamedPermission, Role } from '@quorum/shared';
import type { Deps } from '../../deps';
import type { InvitationRow, MemberWithUser } from './repo';

/**
 * A row of My team (spec §3 Team member): a member, or an invitation not yet accepted. Both
 * read alike; `invitationId` is set and `userId` null for an invitation.
 */
export interface TeamMemberView {
  _id: string;
  companyId: string;
  userId: string | null;
  invitationId: string | null;
  teamMember: {
    _id: string;
    email: string;
    firstName: string;
    lastName: string;
    mobileNum: string | null;
    profileImage: string | null;
    jobTitle: string | null;
  };
  jobTitleInCompany: string | null;
  companyCreator: boolean;
  teamMemberRole: Role;
  permissions: NamedPermission[];
  locked: boolean;
  hasUserPermission: boolean;
  createdAt: Date;
  invitationAccepted: boolean;
  reinvitationSentAt: Date | null;
  invitationExpiresAt: Date | null;
}

export function memberView(deps: Deps, { member, user }: MemberWithUser): TeamMemberView {
  return {
    _id: member.userId,
    companyId: member.companyId,
    userId: member.userId,
    invitationId: null,
    teamMember: {
      ...user,
      _id: user.id,
      profileImage: user.profileImage ? deps.fileUrls.url(user.profileImage) : null,
    },
    jobTitleInCompany: member.jobTitleInCompany,
    companyCreator: member.companyCreator,
    teamMemberRole: member.role,
    permissions: member.permissions,
    locked: member.locked,
    hasUserPermission: member.extensionPermission,
    createdAt: member.createdAt,
    invitationAccepted: true,
    reinvitationSentAt: null,
    invitationExpiresAt: null,
  };
}

export function invitationView(invitation: InvitationRow): TeamMemberView {
  return {
    _id: invitation.id,
    companyId: invitation.companyId,
    userId: null,
    invitationId: invitation.id,
    teamMember: {
      _id: invitation.id,
      email: invitation.email,
      firstName: invitation.firstName,
      lastName: invitation.lastName,
      mobileNum: invitation.mobileNum,
      profileImage: null,
      jobTitle: invitation.jobTitleInCompany,
    },
    jobTitleInCompany: invitation.jobTitleInCompany,
    companyCreator: false,
    teamMemberRole: invitation.role,
    permissions: invitation.permissions,
    locked: false,
    hasUserPermission: false,
    createdAt: invitation.createdAt,
    invitationAccepted: false,
    reinvitationSentAt: invitation.reinvitationSentAt,
    invitationExpiresAt: invitation.expiresAt,
  };
}
