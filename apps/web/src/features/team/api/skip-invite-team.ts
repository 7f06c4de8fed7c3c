import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '@/lib/account';
import { graphql, request } from '@/lib/graphql';

const SkipInviteTeam = graphql(`
  mutation SkipInviteTeam {
    skipInviteTeam {
      message
    }
  }
`);

/** Marks the invite-team step as skipped for the caller, so it is not offered again. */
export function useSkipInviteTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await request(SkipInviteTeam, {})).skipInviteTeam,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
