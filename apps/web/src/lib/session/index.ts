export {
  SESSION_STORAGE_KEYS,
  clearSession,
  forgetCompany,
  getSession,
  subscribeToSession,
  storeSignIn,
  storeTokens,
  updateStoredUser,
  type Session,
  type SignInResult,
} from './session-store';
export { useSession } from './use-session';
export { getDeviceFingerprint } from './fingerprint';
export {
  endSession,
  leaveLockedCompany,
  onCompanyLocked,
  onSessionEnded,
  type SessionEndReason,
} from './session-events';
export { getValidAccessToken, refreshAccessToken } from './token-refresh';
