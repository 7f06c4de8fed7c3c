import { useMutation } from '@tanstack/react-query';
import type { SignInProvider } from '@quorum/shared';
import { graphql, request } from '@/lib/graphql';
import type { ExtensionRequest } from '../extension/extension-request';
import { providerAnswerThroughExtension } from '../extension/provider-through-extension';
import { leaveForProvider } from '../provider-sign-in/leave-for-provider';
import { readProviderAnswer } from '../provider-sign-in/provider-answer';
import { keepStartedSignIn } from '../provider-sign-in/started-sign-in';
import type { ProviderRegistration } from '../provider-sign-in/started-sign-in';
import type { SignInOutcome } from './login-response';
import { providerLogin } from './provider-login';

const StartProviderSignIn = graphql(`
  mutation StartProviderSignIn($provider: SignInProvider!, $extensionRedirectUri: String) {
    startProviderSignIn(provider: $provider, extensionRedirectUri: $extensionRedirectUri) {
      authorizationUrl
      state
    }
  }
`);

const providerEnum = { google: 'GOOGLE', microsoft: 'MICROSOFT' } as const;

/**
 * "Sign in with Google/Microsoft": the server sets this browser's nonce cookie and answers where
 * to go; the tab keeps the state so the callback can tell its own answer from a planted one, and
 * leaves for the provider (answering null). In the email extension's panel the provider's page
 * opens in a window of the extension's instead, and its answer finishes the sign-in here.
 */
export function useStartProviderSignIn(extension?: ExtensionRequest | null) {
  return useMutation({
    mutationFn: async ({
      provider,
      registration,
    }: {
      provider: SignInProvider;
      /** From the registration page: a new account may be made, with these answers. */
      registration?: ProviderRegistration;
    }): Promise<SignInOutcome | null> => {
      // Framed in the extension's panel: the provider answers the panel, not this tab.
      const panel = extension?.delivery === 'post-message' ? extension : null;
      const extensionRedirectUri = panel?.redirectUri ?? undefined;
      const { authorizationUrl, state } = (
        await request(
          StartProviderSignIn,
          { provider: providerEnum[provider], extensionRedirectUri },
          { auth: 'public' },
        )
      ).startProviderSignIn;
      if (!panel) {
        // In the extension's sign-in window the callback comes back to this page to go on.
        const returnTo = extension ? `/sign-in-extension${window.location.search}` : undefined;
        keepStartedSignIn({
          provider,
          state,
          ...(registration && { registration }),
          ...(returnTo && { returnTo }),
        });
        leaveForProvider(authorizationUrl);
        return null;
      }
      const hash = await providerAnswerThroughExtension(panel, authorizationUrl, state);
      return providerLogin(readProviderAnswer(hash, { provider, state, registration }));
    },
  });
}
