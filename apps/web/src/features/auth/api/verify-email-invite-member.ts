import { useQuery } from '@tanstack/react-query';
import { graphql, request, type ResultOf } from '@/lib/graphql';

const VerifyEmailInviteMember = graphql(`
  mutation VerifyEmailInviteMember($token: String!) {
    verifyEmailInviteMember(token: $token) {
      email
      firstName
      lastName
      legalBusinessName
      userId
    }
  }
`);

export type InviteVerification = ResultOf<
  typeof VerifyEmailInviteMember
>['verifyEmailInviteMember'];

/**
 * Who the emailed link invites, and to which company. It changes nothing, so it is read like a
 * query (once per token, not retried: an invalid link stays invalid).
 */
export function useVerifyEmailInviteMember(token: string) {
  return useQuery({
    queryKey: ['auth', 'verifyEmailInviteMember', token],
    queryFn: async () =>
      (await request(VerifyEmailInviteMember, { token }, { auth: 'public' }))
        .verifyEmailInviteMember,
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
