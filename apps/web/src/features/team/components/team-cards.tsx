import { Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import type { TeamMember } from '../api/team-member-fields';
import { fullName, MemberAvatar } from './member-avatar';
import { memberDetailsPath } from './member-link';
import { MemberStatusBadge } from './member-status-badge';
import { ResendInvitationButton } from './resend-invitation-button';
import { RoleBadge } from './role-badge';

/** My team on a phone: one card per member, the whole card opening their details. */
export function TeamCards({
  members,
  canInvite,
}: {
  members: readonly TeamMember[];
  canInvite: boolean;
}) {
  return (
    <Stack gap="sm">
      {members.map((member) => (
        <Card key={member._id} withBorder radius="md" padding="sm">
          <UnstyledButton
            component={Link}
            to={memberDetailsPath(member)}
            aria-label={fullName(member.teamMember)}
          >
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <MemberAvatar person={member.teamMember} size={40} />
              <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
                <Text fw={600} truncate>
                  {fullName(member.teamMember)}
                </Text>
                <Text size="sm" c="dimmed" truncate>
                  {member.teamMember.email}
                </Text>
                {member.jobTitleInCompany && <Text size="sm">{member.jobTitleInCompany}</Text>}
                <Group gap={6}>
                  <RoleBadge role={member.teamMemberRole} />
                  <MemberStatusBadge member={member} />
                </Group>
              </Stack>
            </Group>
          </UnstyledButton>
          {canInvite && member.invitationId && (
            <Group justify="flex-end" mt="xs">
              <ResendInvitationButton invitationId={member.invitationId} />
            </Group>
          )}
        </Card>
      ))}
    </Stack>
  );
}
