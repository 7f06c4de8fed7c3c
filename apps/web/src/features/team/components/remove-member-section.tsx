import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { messages } from '@quorum/shared';
import { useNavigate } from 'react-router';
import { useDeleteTeamMember } from '../api/delete-team-member';
import type { TeamMember } from '../api/team-member-fields';
import { fullName } from './member-avatar';

/** Removes a member, or cancels an invitation, after a confirmation. */
export function RemoveMemberSection({ member }: { member: TeamMember }) {
  const navigate = useNavigate();
  const remove = useDeleteTeamMember();
  const name = fullName(member.teamMember);
  const pending = !member.userId;
  const label = pending ? 'Cancel invitation' : 'Delete member';

  const confirm = () =>
    modals.openConfirmModal({
      title: label,
      children: (
        <Text size="sm">
          {pending
            ? messages.team.cancelInvitationConfirm(member.teamMember.email)
            : messages.team.removeConfirm(name)}
        </Text>
      ),
      labels: { confirm: label, cancel: 'Keep' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(
          { userId: member.userId, invitationId: member.invitationId },
          {
            onSuccess: ({ message }) => {
              notifications.show({ color: 'teal', message });
              void navigate('/dashboard/my-team');
            },
            onError: (error) => notifications.show({ color: 'red', message: error.message }),
          },
        ),
    });

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {pending ? 'Invitation' : 'Remove from team'}
        </Title>
        <Text size="sm" c="dimmed">
          {pending
            ? 'Cancelling stops the emailed link from working.'
            : 'They lose access to this company at once. Their account stays.'}
        </Text>
        <Group>
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} aria-hidden />}
            loading={remove.isPending}
            onClick={confirm}
          >
            {label}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
