import { Alert, Anchor, Center, Group, Loader, SimpleGrid, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { PageFrame } from '@/components/layouts/page-frame';
import { PageGuard } from '@/components/permissions/page-guard';
import { useLoggedInUser } from '@/lib/account';
import { useMemberFlags, usePagePermission } from '@/lib/permissions/use-permissions';
import { useTeamMember } from '../api/get-team-member';
import type { TeamMember } from '../api/team-member-fields';
import { AccountPermissionsSection } from '../components/account-permissions-section';
import { MemberProfileCard } from '../components/member-profile-card';
import { MemberSessionsSection } from '../components/member-sessions-section';
import { RemoveMemberSection } from '../components/remove-member-section';
import { ResendInvitationButton } from '../components/resend-invitation-button';
import { RolePermissionsSection } from '../components/role-permissions-section';

/** Why the role cannot be changed here, if it cannot. */
function roleNote(member: TeamMember, isSelf: boolean, canEdit: boolean) {
  if (!member.userId) return 'The role they will have once they accept the invitation.';
  if (member.companyCreator) return 'The company creator is always an admin.';
  if (isSelf) return 'Another admin can change your role.';
  if (!canEdit) return 'Only those who manage My team can change roles.';
  return undefined;
}

function MemberDetails({ member }: { member: TeamMember }) {
  const { canEdit } = usePagePermission('my-team');
  const { canInviteTeamMembers } = useMemberFlags();
  const me = useLoggedInUser();
  const isSelf = Boolean(member.userId) && member.userId === me.data?._id;
  const mayChange = canEdit && !member.companyCreator && !isSelf;
  const pending = !member.userId;

  return (
    <Stack gap="lg">
      <MemberProfileCard member={member} canEdit={canEdit} />
      {pending && canInviteTeamMembers && member.invitationId && (
        <Group>
          <ResendInvitationButton invitationId={member.invitationId} size="sm" />
        </Group>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <RolePermissionsSection
          member={member}
          editable={mayChange && !pending}
          note={roleNote(member, isSelf, canEdit)}
        />
        <Stack gap="lg">
          {!pending && <AccountPermissionsSection member={member} editable={canEdit} />}
          {mayChange && member.userId ? (
            <MemberSessionsSection member={{ ...member, userId: member.userId }} />
          ) : null}
          {(pending ? canEdit : mayChange) && <RemoveMemberSection member={member} />}
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}

/** /dashboard/my-team-details?id=<userId> (or ?invitation=<id> for one not yet accepted). */
export function MyTeamDetailsPage() {
  const [params] = useSearchParams();
  const id = { userId: params.get('id'), invitationId: params.get('invitation') };
  const member = useTeamMember(id);

  return (
    <PageFrame title="Team member">
      <Anchor component={Link} to="/dashboard/my-team" size="sm" w="fit-content">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden />
          My team
        </Group>
      </Anchor>
      <PageGuard page="my-team">
        {!id.userId && !id.invitationId ? (
          <Alert color="gray">Choose a team member from My team.</Alert>
        ) : member.isPending ? (
          <Center py="xl">
            <Loader aria-label="Loading the team member" />
          </Center>
        ) : member.isError ? (
          <Alert color="red" role="alert">
            {member.error.message}
          </Alert>
        ) : (
          <MemberDetails member={member.data} />
        )}
      </PageGuard>
    </PageFrame>
  );
}
