import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BoardStatus } from '@quorum/shared';
import { graphql, request } from '@/lib/graphql';
import { invalidateBoard } from './board-cache';

const BulkArchiveEnquiries = graphql(`
  mutation BulkArchiveEnquiries($boardStatus: BoardStatus!) {
    bulkArchiveEnquiries(boardStatus: $boardStatus) {
      message
    }
  }
`);

/** 'Archive all' of a column's header menu: every card of the column, loaded or not. */
export function useArchiveColumn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (boardStatus: BoardStatus) =>
      (await request(BulkArchiveEnquiries, { boardStatus })).bulkArchiveEnquiries,
    onSettled: () => invalidateBoard(queryClient),
  });
}
