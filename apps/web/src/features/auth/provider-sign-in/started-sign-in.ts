import { SIGN_IN_PROVIDERS, type SignInProvider } from '@quorum/shared';

/** The provider sign-in this tab started: sessionStorage, so another tab's answer is not ours. */
const STARTED_KEY = 'quorum.provider-sign-in';

/** Started on the registration page: the answers a new account needs (the terms accepted). */
export interface ProviderRegistration {
  acceptedTAndC: true;
  acceptedEmailCommunication: boolean;
}

export interface StartedSignIn {
  provider: SignInProvider;
  state: string;
  registration?: ProviderRegistration;
  /** Where the sign-in goes on after the callback: the extension's sign-in page, or '/'. */
  returnTo?: string;
}

/** Only our own extension sign-in page: never an address someone else put there. */
const RETURN_TO = /^\/sign-in-extension\?[^#]*$/;

export function keepStartedSignIn(started: StartedSignIn) {
  sessionStorage.setItem(STARTED_KEY, JSON.stringify(started));
}

/** The started sign-in, forgotten as it is read: a state is good for one answer only. */
export function takeStartedSignIn(): StartedSignIn | null {
  const kept = sessionStorage.getItem(STARTED_KEY);
  sessionStorage.removeItem(STARTED_KEY);
  if (!kept) return null;
  try {
    const started = JSON.parse(kept) as Partial<StartedSignIn>;
    const known = SIGN_IN_PROVIDERS.find((provider) => provider === started.provider);
    if (!known || typeof started.state !== 'string') return null;
    const registration =
      started.registration?.acceptedTAndC === true
        ? {
            acceptedTAndC: true as const,
            acceptedEmailCommunication: started.registration.acceptedEmailCommunication === true,
          }
        : undefined;
    const returnTo =
      typeof started.returnTo === 'string' && RETURN_TO.test(started.returnTo)
        ? started.returnTo
        : undefined;
    return {
      provider: known,
      state: started.state,
      ...(registration && { registration }),
      ...(returnTo && { returnTo }),
    };
  } catch {
    return null;
  }
}
