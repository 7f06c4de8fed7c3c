import { clearSession, forgetCompany, getSession } from './session-store';

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

type CompanyLockedListener = () => void;
const lockedListeners = new Set<CompanyLockedListener>();

/** The app listens here to say why (the lost_access modal) and go to the company chooser. */
export function onCompanyLocked(listener: CompanyLockedListener): () => void {
  lockedListeners.add(listener);
  return () => lockedListeners.delete(listener);
}

/**
 * The server refused the session's company as locked: after a move to the free plan this member
 * is beyond its first 2 (spec lost_access). The person stays signed in; the listeners hear it
 * while the company is still the session's, then the stored company id goes, so '/' offers the
 * chooser. Once: of several calls refused together only the first finds a company to leave.
 */
export function leaveLockedCompany() {
  if (!getSession()?.companyId) return;
  for (const listener of lockedListeners) listener();
  forgetCompany();
}
