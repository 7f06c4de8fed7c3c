import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';
import { invalidateBoard } from './board-cache';

const ArchiveEnquiries = graphql(`
  mutation ArchiveEnquiries($enquiryIds: [ID!]!) {
    archiveEnquiries(enquiryIds: $enquiryIds) {
      message
    }
  }
`);

/**
 * Archives the given questions (a card menu, the selection, the open question's detail). The
 * columns, the menu chip and each question's detail refetch. Answers the server's toast text.
 */
export function useArchiveEnquiries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (enquiryIds: readonly string[]) =>
      (await request(ArchiveEnquiries, { enquiryIds: [...enquiryIds] })).archiveEnquiries,
    onSettled: (_result, _error, enquiryIds) => invalidateBoard(queryClient, enquiryIds),
  });
}
