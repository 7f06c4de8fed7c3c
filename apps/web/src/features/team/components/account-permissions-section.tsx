import { Paper, Stack, Switch, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { messages } from '@quorum/shared';
import type { TeamMember } from '../api/team-member-fields';
import { useUpdateTeamMemberPermission } from '../api/update-team-member-permission';

/** Account permissions (spec §6): may this member use the email extension. */
export function AccountPermissionsSection({
  member,
  editable,
}: {
  member: TeamMember;
  editable: boolean;
}) {
  const update = useUpdateTeamMemberPermission(member.userId ?? '');
  const checked = update.isPending ? Boolean(update.variables) : member.hasUserPermission;
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Title order={2} fz="h4">
          Account permissions
        </Title>
        <Switch
          label="Email extension"
          description="Lets this member answer investors with Quorum from their email client."
          checked={checked}
          disabled={!editable || update.isPending}
          onChange={(event) =>
            update.mutate(event.currentTarget.checked, {
              onSuccess: () =>
                notifications.show({
                  color: 'teal',
                  message: messages.team.extensionPermissionUpdated,
                }),
              onError: (error) => notifications.show({ color: 'red', message: error.message }),
            })
          }
        />
      </Stack>
    </Paper>
  );
}
