import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';
import { invalidateBoard } from './board-cache';

const UnarchiveEnquiries = graphql(`
  mutation UnarchiveEnquiries($enquiryIds: [ID!]!) {
    unarchiveEnquiries(enquiryIds: $enquiryIds) {
      message
    }
  }
`);

/**
 * Puts archived questions back in the column they came from (also the Undo of an archive, and the
 * open question's detail). The columns, the menu chip and each question's detail refetch. Answers
 * the server's toast text.
 */
export function useUnarchiveEnquiries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (enquiryIds: readonly string[]) =>
      (await request(UnarchiveEnquiries, { enquiryIds: [...enquiryIds] })).unarchiveEnquiries,
    onSettled: (_result, _error, enquiryIds) => invalidateBoard(queryClient, enquiryIds),
  });
}
