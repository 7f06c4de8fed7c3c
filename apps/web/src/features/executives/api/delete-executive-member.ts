import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';
import { executiveKeys } from './get-executive-members';

const DeleteExecutiveMember = graphql(`
  mutation DeleteExecutiveMember($executiveMemberId: ID!) {
    deleteExecutiveMember(executiveMemberId: $executiveMemberId) {
      message
    }
  }
`);

/** Removes an executive from the team, then refetches the team. */
export function useDeleteExecutiveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (executiveMemberId: string) =>
      (await request(DeleteExecutiveMember, { executiveMemberId })).deleteExecutiveMember,
    // Refetched on failure too: NOT_FOUND means someone else deleted it meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: executiveKeys.list() }),
  });
}
