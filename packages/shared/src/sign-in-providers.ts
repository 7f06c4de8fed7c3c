/** The identity providers a person may sign in with besides a password or a passkey. */
export const SIGN_IN_PROVIDERS = ['google', 'microsoft'] as const;
export type SignInProvider = (typeof SIGN_IN_PROVIDERS)[number];

/** How each provider is named on screen and in messages. */
export const SIGN_IN_PROVIDER_NAMES: Record<SignInProvider, string> = {
  google: 'Google',
  microsoft: 'Microsoft',
};

/**
 * How long a started provider sign-in waits for the provider's answer: the person picks an
 * account and may type a password there, so minutes, not seconds. (ours)
 */
export const PROVIDER_SIGN_IN_TTL_SECONDS = 10 * 60;

/** The web route the provider sends the browser back to, with the ID token in the fragment. */
export const PROVIDER_SIGN_IN_CALLBACK_PATH = '/sign-in/callback';
