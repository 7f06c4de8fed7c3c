import { Avatar, type AvatarProps } from '@mantine/core';
import type { TeamMember } from '../api/team-member-fields';

/** The member's picture, or their initials; decoration beside their name. */
export function MemberAvatar({
  person,
  ...props
}: { person: TeamMember['teamMember'] } & AvatarProps) {
  const initials = `${person.firstName.slice(0, 1)}${person.lastName.slice(0, 1)}`.toUpperCase();
  return (
    <Avatar src={person.profileImage} radius="xl" color="initials" aria-hidden {...props}>
      {initials}
    </Avatar>
  );
}

export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();
