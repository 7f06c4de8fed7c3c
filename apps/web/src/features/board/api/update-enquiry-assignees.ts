import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';
import { invalidateBoard, replaceCardInCache } from './board-cache';
import { EnquiryCardFields } from './enquiry-card-fields';

const UpdateEnquiryAssignees = graphql(
  `
    mutation UpdateEnquiryAssignees($enquiryId: ID!, $userIds: [ID!]!) {
      updateEnquiryAssignees(enquiryId: $enquiryId, userIds: $userIds) {
        ...EnquiryCardFields
      }
    }
  `,
  [EnquiryCardFields],
);

/** Sets who a question is assigned to (Premium); the server tells each newly assigned member. */
export function useUpdateEnquiryAssignees() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: { enquiryId: string; userIds: string[] }) =>
      (await request(UpdateEnquiryAssignees, variables)).updateEnquiryAssignees,
    onSuccess: (card) => replaceCardInCache(queryClient, card),
    onSettled: (_card, _error, { enquiryId }) => invalidateBoard(queryClient, [enquiryId]),
  });
}
