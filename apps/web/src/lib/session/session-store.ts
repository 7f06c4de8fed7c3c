import { TOKEN_REFRESH_MARGIN_SECONDS } from '@quorum/shared';

/**
 * The browser session of spec §3 "Browser session data": access token, user data and the selected
 * company id, in localStorage so every tab shares one sign-in. The refresh token the spec lists
 * here lives instead in an HttpOnly cookie (see SESSION_TRANSPORT): a script injected into a page
 * could read localStorage and keep the session for 30 days.
 */
export const SESSION_STORAGE_KEYS = {
  accessToken: 'quorum.accessToken',
  accessTokenExpiresIn: 'quorum.accessTokenExpiresIn',
  userData: 'quorum.userData',
  companyId: 'quorum.companyId',
} as const;

/** Where earlier versions kept the refresh token: removed wherever it is still found. */
const LEGACY_REFRESH_TOKEN_KEY = 'quorum.refreshToken';

export interface SessionTokens {
  accessToken: string;
  accessTokenExpiresIn: string;
}

export interface SessionUser {
  _id: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** What sign-in tells us about the person, kept so a reload knows which step they are on. */
export interface SessionUserData {
  user: SessionUser;
  inCompany: boolean;
  isInviteTeamSkipped: boolean;
}

export interface Session extends SessionTokens, SessionUserData {
  companyId: string | null;
}

/** The shape of LoginResult that sign-in, registration and company switching all return. */
export interface SignInResult extends SessionUserData {
  token: SessionTokens;
  companyId: string | null;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let snapshot: Session | null = readFromStorage();

function readUserData(raw: string | null): SessionUserData | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<SessionUserData>;
    return parsed.user?._id ? (parsed as SessionUserData) : null;
  } catch {
    return null;
  }
}

function readFromStorage(): Session | null {
  const accessToken = localStorage.getItem(SESSION_STORAGE_KEYS.accessToken);
  const userData = readUserData(localStorage.getItem(SESSION_STORAGE_KEYS.userData));
  // Spec §4: signed in means user data and a token exist.
  if (!accessToken || !userData) return null;
  return {
    ...userData,
    accessToken,
    accessTokenExpiresIn: localStorage.getItem(SESSION_STORAGE_KEYS.accessTokenExpiresIn) ?? '',
    companyId: localStorage.getItem(SESSION_STORAGE_KEYS.companyId),
  };
}

function publish() {
  snapshot = readFromStorage();
  for (const listener of listeners) listener();
}

export function getSession(): Session | null {
  return snapshot;
}

/** Reads storage again rather than trusting the snapshot: another tab may have just written it. */
export function reloadSession(): Session | null {
  publish();
  return snapshot;
}

export function subscribeToSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Another tab signed in, out or refreshed: take its session as ours. */
window.addEventListener('storage', (event) => {
  if (event.key === null || Object.values<string>(SESSION_STORAGE_KEYS).includes(event.key)) {
    publish();
  }
});

export function storeTokens(token: SessionTokens) {
  localStorage.setItem(SESSION_STORAGE_KEYS.accessToken, token.accessToken);
  localStorage.setItem(SESSION_STORAGE_KEYS.accessTokenExpiresIn, token.accessTokenExpiresIn);
  localStorage.removeItem(LEGACY_REFRESH_TOKEN_KEY);
  publish();
}

export function storeSignIn(result: SignInResult) {
  const { user, inCompany, isInviteTeamSkipped } = result;
  const userData: SessionUserData = {
    user: { _id: user._id, email: user.email, firstName: user.firstName, lastName: user.lastName },
    inCompany,
    isInviteTeamSkipped,
  };
  localStorage.setItem(SESSION_STORAGE_KEYS.userData, JSON.stringify(userData));
  if (result.companyId) localStorage.setItem(SESSION_STORAGE_KEYS.companyId, result.companyId);
  else localStorage.removeItem(SESSION_STORAGE_KEYS.companyId);
  storeTokens(result.token);
}

/** The person changed their name or email: the stored user data follows, so a reload agrees. */
export function updateStoredUser(changes: Partial<Omit<SessionUser, '_id'>>) {
  const userData = readUserData(localStorage.getItem(SESSION_STORAGE_KEYS.userData));
  if (!userData) return;
  const user = { ...userData.user };
  for (const key of ['email', 'firstName', 'lastName'] as const) {
    const value = changes[key];
    if (typeof value === 'string') user[key] = value;
  }
  localStorage.setItem(SESSION_STORAGE_KEYS.userData, JSON.stringify({ ...userData, user }));
  publish();
}

/**
 * The company the session was signed in to is gone (spec §3 "Company deletion": the stored
 * company id is removed). The person stays signed in and chooses another company.
 */
export function forgetCompany() {
  localStorage.removeItem(SESSION_STORAGE_KEYS.companyId);
  publish();
}

export function clearSession() {
  for (const key of Object.values(SESSION_STORAGE_KEYS)) localStorage.removeItem(key);
  localStorage.removeItem(LEGACY_REFRESH_TOKEN_KEY);
  publish();
}

/** Spec §4: refresh when the access token is within 10 seconds of expiry. */
export function isNearExpiry(expiresIn: string, now = Date.now()): boolean {
  const expiresAt = Date.parse(expiresIn);
  if (Number.isNaN(expiresAt)) return true;
  return expiresAt - now <= TOKEN_REFRESH_MARGIN_SECONDS * 1000;
}
