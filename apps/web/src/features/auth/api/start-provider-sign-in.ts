import { useMutation } from '@tanstack/react-query';
import type { SignInProvider } from '@quorum/shared';
import { graphql, request } from '@/lib/graphql';
import { leaveForProvider } from '../provider-sign-in/leave-for-provider';
import { keepStartedSignIn } from '../provider-sign-in/started-sign-in';

const StartProviderSignIn = graphql(`
  mutation StartProviderSignIn($provider: SignInProvider!) {
    startProviderSignIn(provider: $provider) {
      authorizationUrl
      state
    }
  }
`);

const providerEnum = { google: 'GOOGLE', microsoft: 'MICROSOFT' } as const;

/**
 * "Sign in with Google/Microsoft": the server sets this browser's nonce cookie and answers where
 * to go; the tab keeps the state so the callback can tell its own answer from a planted one.
 */
export function useStartProviderSignIn() {
  return useMutation({
    mutationFn: async (provider: SignInProvider) => {
      const { authorizationUrl, state } = (
        await request(StartProviderSignIn, { provider: providerEnum[provider] }, { auth: 'public' })
      ).startProviderSignIn;
      keepStartedSignIn({ provider, state });
      leaveForProvider(authorizationUrl);
    },
  });
}
