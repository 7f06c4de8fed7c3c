import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';
import { boardKeys } from './board-keys';

const MarkEnquiryRead = graphql(`
  mutation MarkEnquiryRead($enquiryId: ID!) {
    markEnquiryRead(enquiryId: $enquiryId)
  }
`);

/** Records that the member opened the question; the menu chip and the card's dot follow. */
export function useMarkEnquiryRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (enquiryId: string) =>
      (await request(MarkEnquiryRead, { enquiryId })).markEnquiryRead,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: boardKeys.unread() }),
        queryClient.invalidateQueries({ queryKey: boardKeys.columns() }),
      ]),
  });
}
