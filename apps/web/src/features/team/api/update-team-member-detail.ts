import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';
import { teamKeys } from './team-keys';

const UpdateTeamMemberDetail = graphql(`
  mutation UpdateTeamMemberDetail($userId: ID!, $jobTitleInCompany: String) {
    updateTeamMemberDetail(userId: $userId, jobTitleInCompany: $jobTitleInCompany) {
      _id
    }
  }
`);

/** A member's job title in this company. */
export function useUpdateTeamMemberDetail(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (jobTitleInCompany: string | null) =>
      (await request(UpdateTeamMemberDetail, { userId, jobTitleInCompany })).updateTeamMemberDetail,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teamKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: teamKeys.member({ userId }) }),
      ]),
  });
}
