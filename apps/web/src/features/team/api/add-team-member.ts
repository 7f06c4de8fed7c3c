import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request, type VariablesOf } from '@/lib/graphql';
import { teamKeys } from './team-keys';

const AddTeamMember = graphql(`
  mutation AddTeamMember($addTeamMemberInput: AddTeamMemberInput!) {
    addTeamMember(addTeamMemberInput: $addTeamMemberInput) {
      _id
      teamMember {
        email
      }
    }
  }
`);

export type AddTeamMemberVariables = VariablesOf<typeof AddTeamMember>['addTeamMemberInput'];

/** Invites one colleague by email; the invitation joins My team as pending. */
export function useAddTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (addTeamMemberInput: AddTeamMemberVariables) =>
      (await request(AddTeamMember, { addTeamMemberInput })).addTeamMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.lists() }),
  });
}
