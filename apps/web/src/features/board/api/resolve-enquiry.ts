import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';
import { refreshAfterCardChange } from './enquiry-detail-invalidation';

const ResolveEnquiry = graphql(`
  mutation ResolveEnquiry($enquiryId: ID!) {
    resolveEnquiries(enquiryIds: [$enquiryId]) {
      message
    }
  }
`);

/** Resolves this one question: its card goes to Resolved. The card, the columns and the menu chip refetch. */
export function useResolveEnquiry(enquiryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await request(ResolveEnquiry, { enquiryId })).resolveEnquiries,
    onSuccess: () => refreshAfterCardChange(queryClient, enquiryId),
  });
}
