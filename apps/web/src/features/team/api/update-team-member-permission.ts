import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';
import { teamKeys } from './team-keys';

const UpdateTeamMemberPermission = graphql(`
  mutation UpdateTeamMemberPermission($userId: ID!, $hasUserPermission: Boolean!) {
    updateTeamMemberPermission(userId: $userId, hasUserPermission: $hasUserPermission) {
      _id
    }
  }
`);

/** Account permissions: may this member use the email extension (spec §6). */
export function useUpdateTeamMemberPermission(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (hasUserPermission: boolean) =>
      (await request(UpdateTeamMemberPermission, { userId, hasUserPermission }))
        .updateTeamMemberPermission,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.member({ userId }) }),
  });
}
