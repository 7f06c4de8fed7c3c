import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { jobTitleInCompanySchema, messages } from '@quorum/shared';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { TeamMember } from '../api/team-member-fields';
import { useUpdateTeamMemberDetail } from '../api/update-team-member-detail';
import { fullName, MemberAvatar } from './member-avatar';
import { MemberStatusBadge } from './member-status-badge';
import { RoleBadge } from './role-badge';

const jobTitleFormSchema = z.object({ jobTitleInCompany: jobTitleInCompanySchema });

function JobTitleForm({ userId, jobTitle }: { userId: string; jobTitle: string | null }) {
  const update = useUpdateTeamMemberDetail(userId);
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty },
    reset,
  } = useForm({
    resolver: zodResolver(jobTitleFormSchema),
    values: { jobTitleInCompany: jobTitle ?? '' },
  });
  const submit = handleSubmit(({ jobTitleInCompany }) =>
    update.mutate(jobTitleInCompany, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: messages.team.detailUpdated });
        reset({ jobTitleInCompany: jobTitleInCompany ?? '' });
      },
      onError: (error) => notifications.show({ color: 'red', message: error.message }),
    }),
  );
  return (
    <form noValidate onSubmit={submit}>
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <TextInput
          label="Job title in this company"
          style={{ flex: 1 }}
          {...register('jobTitleInCompany')}
          error={errors.jobTitleInCompany?.message}
        />
        <Button type="submit" variant="light" disabled={!isDirty} loading={update.isPending}>
          Save
        </Button>
      </Group>
    </form>
  );
}

/** Who the member is: picture, name, contact, role and status; the job title is editable. */
export function MemberProfileCard({ member, canEdit }: { member: TeamMember; canEdit: boolean }) {
  const person = member.teamMember;
  const since = new Date(member.createdAt).toLocaleDateString('en-AU', { dateStyle: 'medium' });
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <MemberAvatar person={person} size={64} />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={2} fz="h3">
              {fullName(person)}
            </Title>
            <Text c="dimmed" size="sm" style={{ overflowWrap: 'anywhere' }}>
              {person.email}
              {person.mobileNum ? ` · ${person.mobileNum}` : ''}
            </Text>
            <Group gap={6}>
              <RoleBadge role={member.teamMemberRole} />
              <MemberStatusBadge member={member} />
              {member.companyCreator && (
                <Text size="xs" c="dimmed">
                  Company creator
                </Text>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              {member.invitationAccepted ? `Member since ${since}` : `Invited on ${since}`}
            </Text>
          </Stack>
        </Group>
        {member.userId && canEdit ? (
          <JobTitleForm userId={member.userId} jobTitle={member.jobTitleInCompany} />
        ) : (
          <Text size="sm">
            <Text span fw={600}>
              Job title:
            </Text>{' '}
            {member.jobTitleInCompany ?? 'Not given'}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
