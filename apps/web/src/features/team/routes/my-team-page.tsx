import {
  Alert,
  Box,
  Button,
  Center,
  EmptyState,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { IconUserPlus, IconUsers } from '@tabler/icons-react';
import { FREE_PLAN, messages } from '@quorum/shared';
import { useState } from 'react';
import { PageFrame } from '@/components/layouts/page-frame';
import { PageGuard } from '@/components/permissions/page-guard';
import { useMemberFlags } from '@/lib/permissions/use-permissions';
import { useTeamMembers } from '../api/get-team-members';
import { InviteMemberModal } from '../components/invite-member-modal';
import { TeamCards } from '../components/team-cards';
import { TeamTable } from '../components/team-table';

function TeamList({ canInvite, onInvite }: { canInvite: boolean; onInvite: () => void }) {
  const [page, setPage] = useState(1);
  const team = useTeamMembers(page);

  if (team.isPending) {
    return (
      <Stack gap="xs" role="status" aria-busy="true" aria-label="Loading your team">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} h={56} radius="md" />
        ))}
      </Stack>
    );
  }
  if (team.isError) {
    return (
      <Alert color="red" title="We could not load your team">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{team.error.message}</Text>
          <Button size="xs" variant="light" onClick={() => void team.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }

  const { items, meta } = team.data;
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="xs" visibleFrom="sm">
        <TeamTable members={items} canInvite={canInvite} />
      </Paper>
      <Box hiddenFrom="sm">
        <TeamCards members={items} canInvite={canInvite} />
      </Box>
      {meta.totalItems <= 1 && (
        <Paper withBorder radius="md" p="xl">
          <EmptyState
            icon={<IconUsers aria-hidden />}
            withIndicatorBackground
            title="Bring your team in"
            description={messages.team.emptyTeam}
          >
            {canInvite && (
              <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={onInvite}>
                Invite team member
              </Button>
            )}
          </EmptyState>
        </Paper>
      )}
      {meta.totalPages > 1 && (
        <Center>
          <Pagination
            total={meta.totalPages}
            value={meta.currentPage}
            onChange={setPage}
            siblings={1}
            boundaries={1}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          />
        </Center>
      )}
    </Stack>
  );
}

/** /dashboard/my-team: everyone in the company and the invitations waiting for an answer. */
export function MyTeamPage() {
  const { canInviteTeamMembers, plan } = useMemberFlags();
  const [inviting, setInviting] = useState(false);
  const openInvite = () => setInviting(true);

  return (
    <PageFrame
      title="My team"
      actions={
        canInviteTeamMembers && (
          <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={openInvite}>
            Invite team member
          </Button>
        )
      }
    >
      <PageGuard page="my-team">
        {plan === 'freemium' && (
          <Text size="sm" c="dimmed">
            On the free plan the first {FREE_PLAN.teamMembersWithAccess} team members keep access.
          </Text>
        )}
        <TeamList canInvite={canInviteTeamMembers} onInvite={openInvite} />
        <InviteMemberModal opened={inviting} onClose={() => setInviting(false)} />
      </PageGuard>
    </PageFrame>
  );
}
