import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request, type VariablesOf } from '@/lib/graphql';
import { teamKeys } from './team-keys';

const InitialAddTeamMember = graphql(`
  mutation InitialAddTeamMember($initialAddTeamMemberInput: InitialAddTeamMemberInput!) {
    initialAddTeamMember(initialAddTeamMemberInput: $initialAddTeamMemberInput) {
      message
    }
  }
`);

export type InitialInvitee = VariablesOf<
  typeof InitialAddTeamMember
>['initialAddTeamMemberInput']['members'][number];

/** The invite-team page: several colleagues at once, all invited or none. */
export function useInitialAddTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (members: InitialInvitee[]) =>
      (await request(InitialAddTeamMember, { initialAddTeamMemberInput: { members } }))
        .initialAddTeamMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.lists() }),
  });
}
