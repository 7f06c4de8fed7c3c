import { useQuery } from '@tanstack/react-query';
import { graphql, request, type ResultOf } from '@/lib/graphql';
import { boardKeys } from './board-keys';

const GetTeamMembersWithQuestionPermission = graphql(`
  query GetTeamMembersWithQuestionPermission {
    getTeamMembersWithQuestionPermission {
      _id
      firstName
      lastName
      profileImage
    }
  }
`);

export type AssignableMember = ResultOf<
  typeof GetTeamMembersWithQuestionPermission
>['getTeamMembersWithQuestionPermission'][number];

/** The team members a question may be assigned to: those who can see the board. */
export function useAssignableMembers(enabled: boolean) {
  return useQuery({
    queryKey: boardKeys.assignable(),
    queryFn: async ({ signal }) =>
      (await request(GetTeamMembersWithQuestionPermission, {}, { signal }))
        .getTeamMembersWithQuestionPermission,
    enabled,
  });
}
