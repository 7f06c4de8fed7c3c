import { Anchor, Group, Table, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import type { TeamMember } from '../api/team-member-fields';
import { fullName, MemberAvatar } from './member-avatar';
import { memberDetailsPath } from './member-link';
import { MemberStatusBadge } from './member-status-badge';
import { ResendInvitationButton } from './resend-invitation-button';
import { RoleBadge } from './role-badge';

/** My team on wider screens: one row per member; the name links to their details. */
export function TeamTable({
  members,
  canInvite,
}: {
  members: readonly TeamMember[];
  canInvite: boolean;
}) {
  const navigate = useNavigate();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Job title</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th aria-label="Actions" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => {
            const path = memberDetailsPath(member);
            return (
              <Table.Tr
                key={member._id}
                onClick={() => void navigate(path)}
                style={{ cursor: 'pointer' }}
              >
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <MemberAvatar person={member.teamMember} size={36} />
                    <div style={{ minWidth: 0 }}>
                      <Anchor
                        component={Link}
                        to={path}
                        fw={600}
                        c="dark"
                        onClick={(event) => event.stopPropagation()}
                      >
                        {fullName(member.teamMember)}
                      </Anchor>
                      {member.companyCreator && (
                        <Text span size="xs" c="dimmed" ml={6}>
                          Company creator
                        </Text>
                      )}
                      <Text size="sm" c="dimmed" truncate>
                        {member.teamMember.email}
                      </Text>
                    </div>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{member.jobTitleInCompany ?? '—'}</Text>
                </Table.Td>
                <Table.Td>
                  <RoleBadge role={member.teamMemberRole} />
                </Table.Td>
                <Table.Td>
                  <MemberStatusBadge member={member} />
                </Table.Td>
                <Table.Td ta="right">
                  {canInvite && member.invitationId && (
                    <ResendInvitationButton invitationId={member.invitationId} />
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
