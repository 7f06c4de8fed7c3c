import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';
import { refreshAfterCardChange } from './enquiry-detail-invalidation';

const ReopenEnquiry = graphql(`
  mutation ReopenEnquiry($enquiryId: ID!) {
    reopenEnquiry(enquiryId: $enquiryId) {
      _id
    }
  }
`);

/** Reopens a closed conversation. The card, the columns and the menu chip refetch. */
export function useReopenEnquiry(enquiryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await request(ReopenEnquiry, { enquiryId })).reopenEnquiry,
    onSuccess: () => refreshAfterCardChange(queryClient, enquiryId),
  });
}
