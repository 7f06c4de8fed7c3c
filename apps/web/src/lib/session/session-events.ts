import { clearSession, getSession } from './session-store';

/** Why a session ended: the person chose to, or the server no longer accepts it. */
export type SessionEndReason = 'logout' | 'expired' | 'revoked';

type SessionEndListener = (reason: SessionEndReason, message?: string) => void;
const listeners = new Set<SessionEndListener>();

/** The app listens here to reset its cache and go to '/'; lib code cannot hold the router. */
export function onSessionEnded(listener: SessionEndListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Clears the session and tells the app, once: several calls refused together (the shell's
 * bootstrap queries) all end up here, but only the first finds a session to end.
 */
export function endSession(reason: SessionEndReason, message?: string) {
  const hadSession = getSession() !== null;
  clearSession();
  if (!hadSession) return;
  for (const listener of listeners) listener(reason, message);
}
