import { EmptyState, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import {
  IconFilePencil,
  IconMessageQuestion,
  IconSearch,
  IconStar,
  IconTrash,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { DELETED_REGISTRY_RETENTION_DAYS, messages, type RegistryTab } from '@quorum/shared';
import { RegistryCardGrid } from './registry-card-grid';

const text = messages.registry;

/** Cards' outlines while the first page loads. */
export function RegistryLoadingCards() {
  return (
    <div role="status" aria-label="Loading questions">
      <RegistryCardGrid>
        {[1, 2, 3, 4, 5, 6].map((n) => (
          <Paper key={n} withBorder radius="md" p="md" mih={160} aria-hidden>
            <Stack gap="sm">
              <Skeleton height={16} width="40%" />
              <Skeleton height={14} width="90%" />
              <Skeleton height={12} width="80%" />
              <Skeleton height={12} width="60%" />
            </Stack>
          </Paper>
        ))}
      </RegistryCardGrid>
    </div>
  );
}

const EMPTY: Record<RegistryTab, { icon: ReactNode; title: string; description: string }> = {
  all: { icon: <IconMessageQuestion />, title: text.emptyAllTitle, description: text.emptyAll },
  drafts: { icon: <IconFilePencil />, title: text.emptyDraftsTitle, description: text.emptyDrafts },
  starred: { icon: <IconStar />, title: text.emptyStarredTitle, description: text.emptyStarred },
  deleted: {
    icon: <IconTrash />,
    title: text.emptyDeletedTitle,
    description: text.emptyDeleted(DELETED_REGISTRY_RETENTION_DAYS),
  },
};

/** A tab with nothing in it, in words that fit the tab. */
export function RegistryEmptyTab({ tab, canEdit }: { tab: RegistryTab; canEdit: boolean }) {
  const empty = EMPTY[tab];
  const description = tab === 'all' && !canEdit ? text.emptyAllReadOnly : empty.description;
  return (
    <Paper withBorder radius="md" p="lg">
      <EmptyState
        icon={<span aria-hidden>{empty.icon}</span>}
        withIndicatorBackground
        title={empty.title}
        description={description}
      />
    </Paper>
  );
}

/** A search that found nothing (spec §2: 'No questions match your search.'). */
export function RegistryNoMatches() {
  return (
    <Paper withBorder radius="md" p="lg" role="status">
      <Group gap="sm" justify="center">
        <IconSearch size={20} color="var(--mantine-color-dimmed)" aria-hidden />
        <Text>{text.noSearchResults}</Text>
      </Group>
    </Paper>
  );
}
