import { useSyncExternalStore } from 'react';
import { getSession, subscribeToSession } from './session-store';

/** The current browser session, re-rendering when it changes here or in another tab. */
export function useSession() {
  return useSyncExternalStore(subscribeToSession, getSession, getSession);
}
