import { Avatar, Group, Stack, Text } from '@mantine/core';
import { ROLE_LABELS, messages } from '@quorum/shared';
import type { DashboardHome } from '../api/get-dashboard-home';
import { HomeSection } from './home-section';

const text = messages.dashboard;

type TeamPage = NonNullable<DashboardHome['getTeamMembers']>;

const initials = (first: string, last: string, email: string) =>
  (`${first.charAt(0)}${last.charAt(0)}`.trim() || email.charAt(0)).toUpperCase();

/** The first six people of the team, with who is still to accept an invitation. */
export function TeamCard({ team }: { team: TeamPage }) {
  const more = team.meta.totalItems - team.items.length;
  return (
    <HomeSection title={text.teamTitle} link={{ label: text.viewTeam, to: '/dashboard/my-team' }}>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {team.items.map(({ _id, teamMember: person, invitationAccepted, teamMemberRole }) => {
          const name = `${person.firstName} ${person.lastName}`.trim() || person.email;
          return (
            <Group key={_id} component="li" gap="sm" wrap="nowrap">
              <Avatar src={person.profileImage} size={32} radius="xl" color="navy" aria-hidden>
                {initials(person.firstName, person.lastName, person.email)}
              </Avatar>
              <Stack gap={0} miw={0}>
                <Text size="sm" fw={600} truncate="end">
                  {name}
                </Text>
                <Text size="xs" c="dimmed" truncate="end">
                  {invitationAccepted
                    ? (person.jobTitle ?? ROLE_LABELS[teamMemberRole])
                    : text.invitationPending}
                </Text>
              </Stack>
            </Group>
          );
        })}
      </Stack>
      {more > 0 ? (
        <Text size="xs" c="dimmed" mt="xs">
          and {more} more
        </Text>
      ) : null}
    </HomeSection>
  );
}
