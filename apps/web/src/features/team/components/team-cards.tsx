import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { TeamMember } from '../api/team-member-fields';
import { fullName, MemberAvatar } from './member-avatar';
import { memberDetailsPath } from './member-link';
import { MemberStatusBadge } from './member-status-badge';
import { ResendInvitationButton } from './resend-invitation-button';
import { RoleBadge } from './role-badge';

/**
 * My team on a phone: one card per member. The member's name is the link (so its accessible name
 * is the text a voice-control user sees); a tap anywhere else on the card follows it too.
 */
export function TeamCards({
  members,
  canInvite,
}: {
  members: readonly TeamMember[];
  canInvite: boolean;
}) {
  const navigate = useNavigate();
  const openFromCard = (event: MouseEvent<HTMLElement>, path: string) => {
    if ((event.target as HTMLElement).closest('a, button')) return;
    void navigate(path);
  };

  return (
    <Stack gap="sm">
      {members.map((member) => (
        <Card
          key={member._id}
          withBorder
          radius="md"
          padding="sm"
          style={{ cursor: 'pointer' }}
          onClick={(event) => openFromCard(event, memberDetailsPath(member))}
        >
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <MemberAvatar person={member.teamMember} size={40} />
            <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
              <Anchor
                component={Link}
                to={memberDetailsPath(member)}
                fw={600}
                c="inherit"
                underline="never"
                truncate
              >
                {fullName(member.teamMember)}
              </Anchor>
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
