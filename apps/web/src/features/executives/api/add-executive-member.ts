import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request, type VariablesOf } from '@/lib/graphql';
import { executiveKeys } from './get-executive-members';

const AddExecutiveMember = graphql(`
  mutation AddExecutiveMember($executiveMemberInput: ExecutiveMemberInput!) {
    addExecutiveMember(executiveMemberInput: $executiveMemberInput) {
      _id
    }
  }
`);

export type ExecutiveMemberInput = VariablesOf<typeof AddExecutiveMember>['executiveMemberInput'];

/** Adds an executive at the end of the team, then refetches the team. */
export function useAddExecutiveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (executiveMemberInput: ExecutiveMemberInput) =>
      (await request(AddExecutiveMember, { executiveMemberInput })).addExecutiveMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: executiveKeys.list() }),
  });
}
