import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { BOARD_PAGE_SIZES, type BoardStatus } from '@quorum/shared';
import { graphql, request, type ResultOf } from '@/lib/graphql';
import { boardKeys, type BoardFilters } from './board-keys';
import { EnquiryCardFields } from './enquiry-card-fields';

const GetKanbanBoardQuestionV2 = graphql(
  `
    query GetKanbanBoardQuestionV2(
      $boardStatus: BoardStatus!
      $page: Int
      $limit: Int
      $categoryIds: [ID!]
      $assignedToMe: Boolean
      $searchText: String
    ) {
      getKanbanBoardQuestionV2(
        boardStatus: $boardStatus
        page: $page
        limit: $limit
        categoryIds: $categoryIds
        assignedToMe: $assignedToMe
        searchText: $searchText
      ) {
        items {
          ...EnquiryCardFields
        }
        meta {
          currentPage
          itemsPerPage
          totalItems
          totalPages
        }
      }
    }
  `,
  [EnquiryCardFields],
);

/** One page of a column as the server answers it; the cache holds these (a move patches them). */
export type BoardColumnPage = ResultOf<typeof GetKanbanBoardQuestionV2>['getKanbanBoardQuestionV2'];
export type BoardCard = BoardColumnPage['items'][number];
export type BoardColumnData = InfiniteData<BoardColumnPage, unknown>;

/** The page after `last`, or none when the column has no more (pages count from 1). */
export const nextColumnPage = (last: BoardColumnPage) =>
  last.meta.currentPage < last.meta.totalPages ? last.meta.currentPage + 1 : undefined;

/** Every loaded card once, in the server's order (a page boundary may shift as cards move). */
export function loadedCards(data: BoardColumnData | undefined): BoardCard[] {
  const byId = new Map<string, BoardCard>();
  for (const page of data?.pages ?? []) for (const card of page.items) byId.set(card._id, card);
  return [...byId.values()];
}

/** How many cards the column holds in all, loaded or not. */
export const columnTotal = (data: BoardColumnData | undefined) =>
  data?.pages[0]?.meta.totalItems ?? 0;

/**
 * One board column, a page of the spec's size at a time (outstanding 25, drafted 10, resolved 10,
 * archived 6), narrowed by the filter bar; 'Load more' asks for the next page.
 */
export function useBoardColumn(status: BoardStatus, filters: BoardFilters) {
  return useInfiniteQuery({
    queryKey: boardKeys.column(status, filters),
    queryFn: async ({ pageParam, signal }) =>
      (
        await request(
          GetKanbanBoardQuestionV2,
          {
            boardStatus: status,
            page: pageParam,
            limit: BOARD_PAGE_SIZES[status],
            categoryIds: filters.categoryIds.length > 0 ? [...filters.categoryIds] : null,
            assignedToMe: filters.assignedToMe || null,
            searchText: filters.searchText || null,
          },
          { signal },
        )
      ).getKanbanBoardQuestionV2,
    initialPageParam: 1,
    getNextPageParam: nextColumnPage,
  });
}
