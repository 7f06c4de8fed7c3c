import type { TeamMember } from '../api/team-member-fields';

/** The details page of a member (by user id) or of a waiting invitation (by its id). */
export function memberDetailsPath(member: Pick<TeamMember, 'userId' | 'invitationId'>) {
  const query = member.userId
    ? `id=${encodeURIComponent(member.userId)}`
    : `invitation=${encodeURIComponent(member.invitationId ?? '')}`;
  return `/dashboard/my-team-details?${query}`;
}
