import { clearSession } from './session-store';

/** Why a session ended: the person chose to, or the server no longer accepts it. */
export type SessionEndReason = 'logout' | 'expired' | 'revoked';

type SessionEndListener = (reason: SessionEndReason, message?: string) => void;
const listeners = new Set<SessionEndListener>();

/** The app listens here to reset its cache and go to '/'; lib code cannot hold the router. */
export function onSessionEnded(listener: SessionEndListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function endSession(reason: SessionEndReason, message?: string) {
  clearSession();
  for (const listener of listeners) listener(reason, message);
}
