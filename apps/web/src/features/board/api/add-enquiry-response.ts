import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request, type VariablesOf } from '@/lib/graphql';
import { boardKeys } from './board-keys';

const AddEnquiryResponse = graphql(`
  mutation AddEnquiryResponse($input: AddEnquiryResponseInput!) {
    addEnquiryResponse(addEnquiryResponseInput: $input) {
      _id
      draft
    }
  }
`);

export type AddEnquiryResponseInput = VariablesOf<typeof AddEnquiryResponse>['input'];

/**
 * Sends the reply (the card goes to Resolved; a guest gets it by email) or saves it as the draft
 * (the card goes to Drafted). The thread, the card and the board refetch either way.
 */
export function useAddEnquiryResponse(enquiryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Omit<AddEnquiryResponseInput, 'enquiryId'>) =>
      (await request(AddEnquiryResponse, { input: { ...input, enquiryId } })).addEnquiryResponse,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: boardKeys.replies(enquiryId) }),
        queryClient.invalidateQueries({ queryKey: boardKeys.enquiry(enquiryId) }),
        queryClient.invalidateQueries({ queryKey: boardKeys.columns() }),
        queryClient.invalidateQueries({ queryKey: boardKeys.unread() }),
      ]),
  });
}
