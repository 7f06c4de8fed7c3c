import { SIGN_IN_PROVIDERS, type SignInProvider } from '@quorum/shared';

/** The provider sign-in this tab started: sessionStorage, so another tab's answer is not ours. */
const STARTED_KEY = 'quorum.provider-sign-in';

export interface StartedSignIn {
  provider: SignInProvider;
  state: string;
}

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
    return known && typeof started.state === 'string'
      ? { provider: known, state: started.state }
      : null;
  } catch {
    return null;
  }
}
