import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';
import { refreshAfterCardChange } from './enquiry-detail-invalidation';

const ArchiveEnquiry = graphql(`
  mutation ArchiveEnquiry($enquiryId: ID!) {
    archiveEnquiries(enquiryIds: [$enquiryId]) {
      message
    }
  }
`);

/** Archives this one question. The card, the columns and the menu chip refetch. */
export function useArchiveEnquiry(enquiryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await request(ArchiveEnquiry, { enquiryId })).archiveEnquiries,
    onSuccess: () => refreshAfterCardChange(queryClient, enquiryId),
  });
}
