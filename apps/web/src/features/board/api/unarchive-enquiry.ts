import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';
import { refreshAfterCardChange } from './enquiry-detail-invalidation';

const UnarchiveEnquiry = graphql(`
  mutation UnarchiveEnquiry($enquiryId: ID!) {
    unarchiveEnquiries(enquiryIds: [$enquiryId]) {
      message
    }
  }
`);

/** Puts this one archived question back in the column it came from. The card, the columns and the menu chip refetch. */
export function useUnarchiveEnquiry(enquiryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await request(UnarchiveEnquiry, { enquiryId })).unarchiveEnquiries,
    onSuccess: () => refreshAfterCardChange(queryClient, enquiryId),
  });
}
