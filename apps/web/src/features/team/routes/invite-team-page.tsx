import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { INITIAL_INVITES_MAX, messages } from '@quorum/shared';
import { Fragment } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormError } from '@/components/form/form-error';
import { PageFrame } from '@/components/layouts/page-frame';
import { useMemberFlags } from '@/lib/permissions/use-permissions';
import { useInitialAddTeamMember } from '../api/initial-add-team-member';
import { useSkipInviteTeam } from '../api/skip-invite-team';
import { InviteRow } from '../components/invite-row';
import { emptyInvitee, inviteTeamFormSchema } from '../components/invite-team-form-schema';

/**
 * /dashboard/invite-team, offered after registration and after a successful payment: invite a
 * few colleagues at once, or skip for now (skipInviteTeam) and go to the dashboard.
 */
export function InviteTeamPage() {
  const navigate = useNavigate();
  const { canInviteTeamMembers } = useMemberFlags();
  const invite = useInitialAddTeamMember();
  const skip = useSkipInviteTeam();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(inviteTeamFormSchema),
    defaultValues: { members: [emptyInvitee()] },
  });
  const rows = useFieldArray({ control, name: 'members' });

  const submit = handleSubmit(({ members }) =>
    invite.mutate(members, {
      onSuccess: ({ message }) => {
        notifications.show({ color: 'teal', message });
        void navigate('/dashboard/my-team');
      },
    }),
  );
  const skipForNow = () => skip.mutate(undefined, { onSettled: () => void navigate('/dashboard') });

  return (
    <PageFrame title="Invite your team">
      <Text c="dimmed" maw={640}>
        Answer investors together. Each colleague gets an email with a link to join; you can change
        their role at any time in My team.
      </Text>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <form noValidate onSubmit={submit}>
          <Stack gap="md">
            {rows.fields.map((field, index) => (
              <Fragment key={field.id}>
                {index > 0 && <Divider />}
                <InviteRow
                  index={index}
                  register={register}
                  errors={errors.members}
                  onRemove={rows.fields.length > 1 ? () => rows.remove(index) : undefined}
                />
              </Fragment>
            ))}
            {rows.fields.length < INITIAL_INVITES_MAX && (
              <Group>
                <Button
                  variant="subtle"
                  leftSection={<IconPlus size={16} aria-hidden />}
                  onClick={() => rows.append(emptyInvitee())}
                >
                  Add another
                </Button>
              </Group>
            )}
            <FormError
              message={!canInviteTeamMembers ? messages.team.mayNotInvite : invite.error?.message}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" loading={skip.isPending} onClick={skipForNow}>
                Skip for now
              </Button>
              <Button type="submit" loading={invite.isPending} disabled={!canInviteTeamMembers}>
                Send invitations
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </PageFrame>
  );
}
