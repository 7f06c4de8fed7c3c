import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BoardPriority, BoardStatus } from '@quorum/shared';
import { graphql, request } from '@/lib/graphql';
import {
  invalidateBoard,
  moveCardInCache,
  replaceCardInCache,
  restoreColumns,
  snapshotColumns,
} from './board-cache';
import { boardKeys, type BoardFilters } from './board-keys';
import { EnquiryCardFields } from './enquiry-card-fields';
import type { BoardCard } from './get-kanban-board-question-v2';

const UpdateKanbanPriorityUpdateResponse = graphql(
  `
    mutation UpdateKanbanPriorityUpdateResponse(
      $enquiryId: ID!
      $boardStatus: BoardStatus
      $boardPriority: BoardPriority
    ) {
      updateKanbanPriorityUpdateResponse(
        enquiryId: $enquiryId
        boardStatus: $boardStatus
        boardPriority: $boardPriority
      ) {
        ...EnquiryCardFields
      }
    }
  `,
  [EnquiryCardFields],
);

const send = async (variables: {
  enquiryId: string;
  boardStatus?: BoardStatus;
  boardPriority?: BoardPriority;
}) =>
  (await request(UpdateKanbanPriorityUpdateResponse, variables)).updateKanbanPriorityUpdateResponse;

/**
 * Moves a card to another column (a drop, or 'Move to…'). The card moves at once; if the server
 * refuses (the spec's rules), every column is put back as it was and the caller shows the reason.
 */
export function useMoveEnquiry(filters: BoardFilters) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ card, to }: { card: BoardCard; to: BoardStatus }) =>
      send({ enquiryId: card._id, boardStatus: to }),
    onMutate: async ({ card, to }) => {
      await queryClient.cancelQueries({ queryKey: boardKeys.columns() });
      const snapshot = snapshotColumns(queryClient);
      moveCardInCache(queryClient, card, to, filters);
      return { snapshot };
    },
    onError: (_error, _variables, context) => {
      if (context) restoreColumns(queryClient, context.snapshot);
    },
    onSuccess: (card) => replaceCardInCache(queryClient, card),
    onSettled: (_card, _error, { card }) => invalidateBoard(queryClient, [card._id]),
  });
}

/** Sets a card's priority (High, Medium, Low or none). */
export function useSetPriority() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ enquiryId, priority }: { enquiryId: string; priority: BoardPriority }) =>
      send({ enquiryId, boardPriority: priority }),
    onSuccess: (card) => replaceCardInCache(queryClient, card),
    onSettled: (_card, _error, { enquiryId }) => invalidateBoard(queryClient, [enquiryId]),
  });
}
