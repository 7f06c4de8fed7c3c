import type { BoardStatus } from '@quorum/shared';

/** What narrows a board column: the filters bar. */
export interface BoardFilters {
  categoryIds: readonly string[];
  assignedToMe: boolean;
  searchText: string;
}

/**
 * Query keys of the question board. A change to a card invalidates `columns()` and that card's
 * `enquiry(id)`; a live boardUpdated event does the same, so every open board converges. The
 * unread count (the menu chip) and the thread have their own keys.
 */
export const boardKeys = {
  all: ['board'] as const,
  columns: () => [...boardKeys.all, 'column'] as const,
  column: (status: BoardStatus, filters: BoardFilters) =>
    [...boardKeys.columns(), status, filters] as const,
  enquiry: (id: string) => [...boardKeys.all, 'enquiry', id] as const,
  replies: (id: string) => [...boardKeys.all, 'replies', id] as const,
  note: (id: string) => [...boardKeys.all, 'note', id] as const,
  history: (id: string) => [...boardKeys.all, 'history', id] as const,
  categories: () => [...boardKeys.all, 'categories'] as const,
  assignable: () => [...boardKeys.all, 'assignable'] as const,
  unread: () => [...boardKeys.all, 'unread'] as const,
};
