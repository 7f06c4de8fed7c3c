import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';
import { refreshAfterCardChange } from './enquiry-detail-invalidation';

const CloseEnquiry = graphql(`
  mutation CloseEnquiry($enquiryId: ID!) {
    closeEnquiry(enquiryId: $enquiryId) {
      _id
    }
  }
`);

/** Closes the conversation: the investor can no longer follow up. The card, the columns and the menu chip refetch. */
export function useCloseEnquiry(enquiryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await request(CloseEnquiry, { enquiryId })).closeEnquiry,
    onSuccess: () => refreshAfterCardChange(queryClient, enquiryId),
  });
}
