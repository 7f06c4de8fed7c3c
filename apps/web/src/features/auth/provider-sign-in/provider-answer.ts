import { messages, SIGN_IN_PROVIDER_NAMES, type SignInProvider } from '@quorum/shared';
import type { ProviderRegistration, StartedSignIn } from './started-sign-in';

export type ProviderAnswer =
  | { provider: SignInProvider; idToken: string; registration?: ProviderRegistration }
  | { refusal: string };

/**
 * The provider's answer in the callback's fragment (OpenID Connect's `response_mode=fragment`):
 * its `state` must be the one this tab kept when it started, or the answer is not ours (a link
 * planted by someone else, or a sign-in started in another tab); then the ID token, or the
 * provider's `error` when the person cancelled.
 */
export function readProviderAnswer(hash: string, started: StartedSignIn | null): ProviderAnswer {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  if (!started || fragment.get('state') !== started.state)
    return { refusal: messages.providerSignIn.notStartedHere };
  const name = SIGN_IN_PROVIDER_NAMES[started.provider];
  if (fragment.has('error')) return { refusal: messages.providerSignIn.declined(name) };
  const idToken = fragment.get('id_token');
  if (!idToken) return { refusal: messages.providerSignIn.tokenRefused(name) };
  return { provider: started.provider, idToken, registration: started.registration };
}
