import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';
import { invalidateBoard } from './board-cache';

const ResolveEnquiries = graphql(`
  mutation ResolveEnquiries($enquiryIds: [ID!]!) {
    resolveEnquiries(enquiryIds: $enquiryIds) {
      message
    }
  }
`);

/**
 * Marks questions resolved (a card menu, the open question's detail): their cards go to Resolved.
 * The columns, the menu chip and each question's detail refetch. Answers the server's toast text.
 */
export function useResolveEnquiries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (enquiryIds: readonly string[]) =>
      (await request(ResolveEnquiries, { enquiryIds: [...enquiryIds] })).resolveEnquiries,
    onSettled: (_result, _error, enquiryIds) => invalidateBoard(queryClient, enquiryIds),
  });
}
