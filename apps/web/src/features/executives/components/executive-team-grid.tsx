import { Button, EmptyState, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus, IconUsersGroup } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { EXECUTIVE_TEAM_MAX, messages } from '@quorum/shared';
import { LoadErrorAlert } from '@/components/feedback/load-error-alert';
import type { ExecutiveMember } from '../api/get-executive-members';
import { useExecutiveMembers } from '../api/get-executive-members';
import { ExecutiveCard } from './executive-card';

const text = messages.executives;

function CardGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {children}
    </SimpleGrid>
  );
}

function LoadingCards() {
  return (
    <CardGrid>
      {[1, 2, 3].map((n) => (
        <Paper key={n} withBorder radius="md" p="md" aria-hidden>
          <Group gap="md" wrap="nowrap">
            <Skeleton circle height={64} />
            <Stack gap={8} flex={1}>
              <Skeleton height={14} width="70%" />
              <Skeleton height={12} width="50%" />
            </Stack>
          </Group>
        </Paper>
      ))}
    </CardGrid>
  );
}

/**
 * The team as cards, with its loading, error and empty states. Editing callbacks come only to
 * members who may change the team.
 */
export function ExecutiveTeamGrid({
  canEdit,
  onAdd,
  onEdit,
  onDelete,
}: {
  canEdit: boolean;
  onAdd: () => void;
  onEdit: (executive: ExecutiveMember) => void;
  onDelete: (executive: ExecutiveMember) => void;
}) {
  const team = useExecutiveMembers({ enabled: true });

  if (team.isPending)
    return (
      <div role="status" aria-label="Loading the executive team">
        <LoadingCards />
      </div>
    );

  if (team.isError)
    return (
      <LoadErrorAlert
        title={text.loadFailed}
        message={team.error.message}
        retrying={team.isFetching}
        onRetry={() => void team.refetch()}
      />
    );

  if (team.data.length === 0)
    return (
      <Paper withBorder radius="md" p="xl">
        <EmptyState
          icon={<IconUsersGroup aria-hidden />}
          withIndicatorBackground
          title={text.emptyTitle}
          description={canEdit ? text.emptyDescription : text.emptyReadOnly}
        >
          {canEdit ? (
            <EmptyState.Actions>
              <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={onAdd}>
                Add your first executive
              </Button>
            </EmptyState.Actions>
          ) : null}
        </EmptyState>
      </Paper>
    );

  return (
    <Stack gap="sm">
      <CardGrid>
        {team.data.map((executive) => (
          <ExecutiveCard
            key={executive._id}
            executive={executive}
            onEdit={canEdit ? () => onEdit(executive) : undefined}
            onDelete={canEdit ? () => onDelete(executive) : undefined}
          />
        ))}
      </CardGrid>
      {canEdit && team.data.length >= EXECUTIVE_TEAM_MAX ? (
        <Text size="sm" c="dimmed">
          {text.limitReached(EXECUTIVE_TEAM_MAX)}
        </Text>
      ) : null}
    </Stack>
  );
}
