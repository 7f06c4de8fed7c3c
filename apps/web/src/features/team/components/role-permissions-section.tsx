import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formToGrants, grantsToForm, messages } from '@quorum/shared';
import type { GrantsForm, Role } from '@quorum/shared';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { TeamMember } from '../api/team-member-fields';
import { useUpdateTeamMemberPermissions } from '../api/update-team-member-permissions';
import { RoleFields } from './role-fields';

interface RoleForm {
  teamMemberRole: Role;
  grants: GrantsForm;
}

/**
 * Role & permissions: change the role, or a custom role's grants per area. Read-only for those
 * who may not manage My team, for the company creator and for oneself; the server refuses too.
 */
export function RolePermissionsSection({
  member,
  editable,
  note,
}: {
  member: TeamMember;
  editable: boolean;
  note?: string;
}) {
  const update = useUpdateTeamMemberPermissions(member.userId ?? '');
  const { control, handleSubmit, setValue, reset, formState } = useForm<RoleForm>({
    values: {
      teamMemberRole: member.teamMemberRole,
      grants: grantsToForm(member.permissions),
    },
  });
  const role = useWatch({ control, name: 'teamMemberRole' });

  const submit = handleSubmit((values) =>
    update.mutate(
      {
        teamMemberRole: values.teamMemberRole,
        permissions: values.teamMemberRole === 'custom' ? formToGrants(values.grants) : [],
      },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: messages.team.permissionsUpdated });
          reset(values);
        },
        onError: (error) => notifications.show({ color: 'red', message: error.message }),
      },
    ),
  );

  return (
    <Paper withBorder radius="md" p="lg">
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Title order={2} fz="h4">
            Role &amp; permissions
          </Title>
          {note && (
            <Text size="sm" c="dimmed">
              {note}
            </Text>
          )}
          <Controller
            control={control}
            name="grants"
            render={({ field }) => (
              <RoleFields
                role={role}
                grants={field.value}
                onRoleChange={(next) => setValue('teamMemberRole', next, { shouldDirty: true })}
                onGrantsChange={field.onChange}
                disabled={!editable}
              />
            )}
          />
          {editable && (
            <Group justify="flex-end">
              <Button type="submit" disabled={!formState.isDirty} loading={update.isPending}>
                Save
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
