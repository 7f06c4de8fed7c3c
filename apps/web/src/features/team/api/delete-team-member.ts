import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';
import { teamKeys } from './team-keys';

const DeleteTeamMember = graphql(`
  mutation DeleteTeamMember($userId: ID, $invitationId: ID) {
    deleteTeamMember(userId: $userId, invitationId: $invitationId) {
      message
    }
  }
`);

/** Removes a member, or cancels a waiting invitation. */
export function useDeleteTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: { userId?: string | null; invitationId?: string | null }) =>
      (
        await request(DeleteTeamMember, {
          userId: id.userId ?? null,
          invitationId: id.invitationId ?? null,
        })
      ).deleteTeamMember,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: teamKeys.member(id) });
      return queryClient.invalidateQueries({ queryKey: teamKeys.lists() });
    },
  });
}
