import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';
import type { ExecutiveMemberInput } from './add-executive-member';
import { executiveKeys } from './get-executive-members';

const EditExecutiveMember = graphql(`
  mutation EditExecutiveMember(
    $executiveMemberId: ID!
    $executiveMemberInput: ExecutiveMemberInput!
  ) {
    editExecutiveMember(
      executiveMemberId: $executiveMemberId
      executiveMemberInput: $executiveMemberInput
    ) {
      _id
    }
  }
`);

/** Replaces an executive's details with the form's, then refetches the team. */
export function useEditExecutiveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: {
      executiveMemberId: string;
      executiveMemberInput: ExecutiveMemberInput;
    }) => (await request(EditExecutiveMember, variables)).editExecutiveMember,
    // Refetched on failure too: NOT_FOUND means someone else deleted it meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: executiveKeys.list() }),
  });
}
