import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request, type VariablesOf } from '@/lib/graphql';
import { teamKeys } from './team-keys';

const UpdateTeamMemberPermissions = graphql(`
  mutation UpdateTeamMemberPermissions(
    $userId: ID!
    $teamMemberRole: TeamMemberRole!
    $permissions: [NamedPermissionInput!]
  ) {
    updateTeamMemberPermissions(
      userId: $userId
      teamMemberRole: $teamMemberRole
      permissions: $permissions
    ) {
      _id
    }
  }
`);

export type RoleChange = Omit<VariablesOf<typeof UpdateTeamMemberPermissions>, 'userId'>;

/** A member's role and, for a custom role, their grants per area. */
export function useUpdateTeamMemberPermissions(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: RoleChange) =>
      (await request(UpdateTeamMemberPermissions, { userId, ...change }))
        .updateTeamMemberPermissions,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teamKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: teamKeys.member({ userId }) }),
      ]),
  });
}
