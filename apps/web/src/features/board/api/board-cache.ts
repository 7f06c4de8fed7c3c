import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { BoardStatus } from '@quorum/shared';
import { boardKeys, type BoardFilters } from './board-keys';
import type { BoardCard, BoardColumnData } from './get-kanban-board-question-v2';

/** The loaded columns as they are now, to put back if the server refuses a change. */
export type ColumnsSnapshot = [QueryKey, BoardColumnData | undefined][];

export const snapshotColumns = (queryClient: QueryClient): ColumnsSnapshot =>
  queryClient.getQueriesData<BoardColumnData>({ queryKey: boardKeys.columns() });

export function restoreColumns(queryClient: QueryClient, snapshot: ColumnsSnapshot) {
  for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
}

function withoutCard(data: BoardColumnData, id: string): BoardColumnData {
  if (!data.pages.some((page) => page.items.some((card) => card._id === id))) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.filter((card) => card._id !== id),
      meta: { ...page.meta, totalItems: Math.max(0, page.meta.totalItems - 1) },
    })),
  };
}

function withCardOnTop(data: BoardColumnData, card: BoardCard): BoardColumnData {
  if (data.pages.some((page) => page.items.some((item) => item._id === card._id))) return data;
  return {
    ...data,
    pages: data.pages.map((page, index) => ({
      ...page,
      items: index === 0 ? [card, ...page.items] : page.items,
      meta: { ...page.meta, totalItems: page.meta.totalItems + 1 },
    })),
  };
}

const sameFilters = (a: BoardFilters, b: BoardFilters) =>
  a.assignedToMe === b.assignedToMe &&
  a.searchText === b.searchText &&
  a.categoryIds.join() === b.categoryIds.join();

/**
 * Shows a card in its new column at once (the optimistic half of a drag): out of every loaded
 * column of the same filters, on top of the target. The server's answer replaces it after.
 */
export function moveCardInCache(
  queryClient: QueryClient,
  card: BoardCard,
  to: BoardStatus,
  filters: BoardFilters,
) {
  for (const [key, data] of snapshotColumns(queryClient)) {
    if (!data) continue;
    const [, , status, keyFilters] = key as ReturnType<typeof boardKeys.column>;
    if (!sameFilters(keyFilters, filters)) continue;
    queryClient.setQueryData<BoardColumnData>(
      key,
      status === to
        ? withCardOnTop(data, { ...card, boardStatus: to })
        : withoutCard(data, card._id),
    );
  }
}

/** Writes the server's answer for one card into every loaded column that shows it. */
export function replaceCardInCache(queryClient: QueryClient, card: BoardCard) {
  for (const [key, data] of snapshotColumns(queryClient)) {
    if (!data?.pages.some((page) => page.items.some((item) => item._id === card._id))) continue;
    queryClient.setQueryData<BoardColumnData>(key, {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        items: page.items.map((item) => (item._id === card._id ? card : item)),
      })),
    });
  }
}

/** After any change: the columns, the menu chip and the open detail of each changed card refetch. */
export function invalidateBoard(queryClient: QueryClient, enquiryIds: readonly string[] = []) {
  const settled = [
    queryClient.invalidateQueries({ queryKey: boardKeys.columns() }),
    queryClient.invalidateQueries({ queryKey: boardKeys.unread() }),
  ];
  for (const id of enquiryIds)
    settled.push(queryClient.invalidateQueries({ queryKey: boardKeys.enquiry(id) }));
  return Promise.all(settled);
}
