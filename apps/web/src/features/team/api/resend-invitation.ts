import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';
import { teamKeys } from './team-keys';

const ResendInvitation = graphql(`
  mutation ResendInvitation($invitationId: ID!) {
    resendInvitation(invitationId: $invitationId) {
      message
    }
  }
`);

/** Mails a new link (the old one stops working) and a new expiry. */
export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (invitationId: string) =>
      (await request(ResendInvitation, { invitationId })).resendInvitation,
    onSuccess: (_result, invitationId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teamKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: teamKeys.member({ invitationId }) }),
      ]),
  });
}
