import { Badge } from '@mantine/core';
import type { TeamMember } from '../api/team-member-fields';

export type MemberStatus = 'Active' | 'Pending invitation' | 'Invitation expired' | 'Locked';

/** Where a row of My team stands: a member with or without access, or an invitation. */
export function memberStatus(
  member: Pick<TeamMember, 'locked' | 'invitationAccepted' | 'invitationExpiresAt'>,
  now = Date.now(),
): MemberStatus {
  if (member.locked) return 'Locked';
  if (member.invitationAccepted) return 'Active';
  const expiresAt = member.invitationExpiresAt ? Date.parse(member.invitationExpiresAt) : now;
  return expiresAt <= now ? 'Invitation expired' : 'Pending invitation';
}

const STATUS_COLOURS: Record<MemberStatus, string> = {
  Active: 'green',
  'Pending invitation': 'yellow',
  'Invitation expired': 'orange',
  Locked: 'red',
};

export function MemberStatusBadge({ member }: { member: Parameters<typeof memberStatus>[0] }) {
  const status = memberStatus(member);
  return (
    <Badge variant="dot" color={STATUS_COLOURS[status]} radius="sm" miw="max-content">
      {status}
    </Badge>
  );
}
