import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconLogout } from '@tabler/icons-react';
import { useEndTeamMemberSessions } from '../api/end-team-member-sessions';
import type { TeamMember } from '../api/team-member-fields';
import { fullName } from './member-avatar';

/**
 * Signs a member out of this company everywhere (a lost laptop, a shared computer), after a
 * confirmation: short of removing them, as they may sign in again.
 */
export function MemberSessionsSection({ member }: { member: TeamMember & { userId: string } }) {
  const end = useEndTeamMemberSessions();
  const name = fullName(member.teamMember);

  const confirm = () =>
    modals.openConfirmModal({
      title: 'Sign out of all devices',
      children: (
        <Text size="sm">
          {`Sign ${name} out of this company on every device? They can sign in again with their password.`}
        </Text>
      ),
      labels: { confirm: 'Sign out', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        end.mutate(member.userId, {
          onSuccess: ({ message }) => notifications.show({ color: 'teal', message }),
          onError: (error) => notifications.show({ color: 'red', message: error.message }),
        }),
    });

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          Sessions
        </Title>
        <Text size="sm" c="dimmed">
          For a lost device or a shared computer: every session of theirs in this company ends.
        </Text>
        <Group>
          <Button
            variant="default"
            leftSection={<IconLogout size={16} aria-hidden />}
            loading={end.isPending}
            onClick={confirm}
          >
            Sign out of all devices
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
