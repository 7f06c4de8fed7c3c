import { useQuery } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';
import { authKeys } from './auth-keys';

const SignInProviders = graphql(`
  query SignInProviders {
    signInProviders {
      google
      microsoft
    }
  }
`);

/**
 * Which of Google and Microsoft this install offers. Configuration changes only with a restart,
 * so one answer serves the tab; a failure shows no buttons, as an install with none configured.
 */
export function useSignInProviders() {
  return useQuery({
    queryKey: authKeys.signInProviders(),
    queryFn: async ({ signal }) =>
      (await request(SignInProviders, {}, { auth: 'public', signal })).signInProviders,
    staleTime: Infinity,
  });
}
