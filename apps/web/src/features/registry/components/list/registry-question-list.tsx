import { Button, Center, Loader, Stack } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import type { RegistryTab } from '@quorum/shared';
import {
  loadedRegistryItems,
  useQuestionRegistries,
  type RegistryItem,
} from '../../api/get-question-registries';
import type { RegistryAccess } from '../../hooks/use-registry-access';
import type { RegistryActions } from '../../hooks/use-registry-actions';
import type { RegistryDialogs } from '../../hooks/use-registry-dialogs';
import { useLoadMoreOnScroll } from '../../hooks/use-load-more-on-scroll';
import { registryQuestionPath } from '../../hooks/use-registry-location';
import type { RegistrySelection } from '../../hooks/use-registry-selection';
import { ImportQuestionsCard, NewQuestionCard, UpgradeCard } from './registry-action-cards';
import { RegistryCardGrid } from './registry-card-grid';
import { RegistryEmptyTab, RegistryLoadingCards, RegistryNoMatches } from './registry-list-states';
import { RegistryQuestionCard, type RegistryCardActions } from './registry-question-card';
import { messages } from '@quorum/shared';
import { LoadErrorAlert } from '@/components/feedback/load-error-alert';

/** The cards that lead the list when not searching (spec §2): what the member may start from. */
export interface LeadingCards {
  /** 'new' shows the New question card; 'upgrade' the upgrade card at the free limit. */
  create: 'new' | 'upgrade' | null;
  importCsv: boolean;
}

/**
 * One tab's questions as cards, a page at a time (infinite scroll with a Load more button for
 * keyboards), with loading, error, empty and no-match states. What each card offers depends on the
 * member's permission, the plan and whether the question is deleted.
 */
export function RegistryQuestionList({
  tab,
  searchText,
  access,
  leading,
  selection,
  dialogs,
  actions,
  onOpen,
  onAdd,
  onImport,
}: {
  tab: RegistryTab;
  searchText: string;
  access: RegistryAccess;
  leading: LeadingCards;
  selection: RegistrySelection;
  dialogs: RegistryDialogs;
  actions: RegistryActions;
  onOpen: (id: string) => void;
  onAdd: () => void;
  onImport: () => void;
}) {
  const list = useQuestionRegistries({ tab, searchText });
  const items = useMemo(() => loadedRegistryItems(list.data?.pages), [list.data]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  // Never cancels a page on its way; after a failed page, scrolling waits for Load more.
  const loadMore = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage]);
  const sentinel = useLoadMoreOnScroll({
    hasMore: hasNextPage && !list.isFetchNextPageError,
    loading: list.isFetching,
    loadMore,
  });

  if (list.isPending) return <RegistryLoadingCards />;
  if (list.isError && items.length === 0)
    return (
      <LoadErrorAlert
        title={messages.registry.loadFailed}
        message={list.error.message}
        retrying={list.isFetching}
        onRetry={() => void list.refetch()}
      />
    );

  const searching = searchText.length > 0;
  const cardActions = (item: RegistryItem): RegistryCardActions => {
    // Read-only on the free plan: nothing to offer but opening it (the card says why).
    if (!access.canEdit || (item.readOnly && !item.deleted)) return {};
    const one = [item._id];
    const select = { onToggleSelect: () => selection.toggle(item._id) };
    if (item.deleted)
      return {
        ...select,
        onRecover: () =>
          access.mayRestore
            ? void actions.run({ kind: 'status', status: 'restored', ids: one })
            : dialogs.upgrade('restore'),
        onDeletePermanently: () =>
          dialogs.open({
            kind: 'confirm',
            action: { kind: 'deletePermanently', ids: one },
            bulk: false,
          }),
      };
    return {
      ...select,
      onToggleStar: () =>
        access.mayStar
          ? void actions.run({
              kind: 'status',
              status: item.starred ? 'unstarred' : 'starred',
              ids: one,
            })
          : dialogs.upgrade('star'),
      onDelete: () =>
        dialogs.open({
          kind: 'confirm',
          action: { kind: 'status', status: 'deleted', ids: one },
          bulk: false,
        }),
    };
  };

  const leadingCards = searching ? null : (
    <>
      {leading.create === 'new' ? <NewQuestionCard onClick={onAdd} /> : null}
      {leading.create === 'upgrade' ? (
        <UpgradeCard isCompanyCreator={access.isCompanyCreator} />
      ) : null}
      {leading.importCsv ? <ImportQuestionsCard onClick={onImport} /> : null}
    </>
  );
  const hasLeading = !searching && (leading.create !== null || leading.importCsv);

  return (
    <Stack gap="md">
      {items.length === 0 ? (
        searching ? (
          <RegistryNoMatches />
        ) : (
          <RegistryEmptyTab tab={tab} canEdit={access.canEdit} />
        )
      ) : null}
      {items.length > 0 || hasLeading ? (
        <RegistryCardGrid>
          {leadingCards}
          {items.map((item) => (
            <RegistryQuestionCard
              key={item._id}
              item={item}
              href={registryQuestionPath(item._id, tab)}
              selected={selection.isSelected(item._id)}
              onOpen={() => onOpen(item._id)}
              actions={cardActions(item)}
            />
          ))}
        </RegistryCardGrid>
      ) : null}
      {hasNextPage ? (
        <Center ref={sentinel}>
          {isFetchingNextPage ? (
            <Loader size="sm" aria-label="Loading more questions" />
          ) : (
            <Button variant="default" onClick={loadMore}>
              Load more
            </Button>
          )}
        </Center>
      ) : null}
    </Stack>
  );
}
