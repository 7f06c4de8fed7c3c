import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';
import { invalidateBoard } from './board-cache';

const BulkUnArchiveEnquiries = graphql(`
  mutation BulkUnArchiveEnquiries {
    bulkUnArchiveEnquiries {
      message
    }
  }
`);

/** 'Unarchive all' of the Archived column: every archived card back where it came from. */
export function useUnarchiveAll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await request(BulkUnArchiveEnquiries, {})).bulkUnArchiveEnquiries,
    onSettled: () => invalidateBoard(queryClient),
  });
}
