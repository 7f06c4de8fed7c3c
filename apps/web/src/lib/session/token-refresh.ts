import { SESSION_TRANSPORT, messages } from '@quorum/shared';
import { ApiError, apiErrorFromRest, apiErrorFromStatus } from '@/lib/graphql/api-error';
import {
  getSession,
  isNearExpiry,
  reloadSession,
  storeTokens,
  type SessionTokens,
} from './session-store';

/**
 * Trades the HttpOnly refresh cookie for a new access token (and, in the cookie, a new refresh
 * token). The header tells the server this is the app; another site cannot send it.
 */
async function postRefresh(): Promise<SessionTokens> {
  let response: Response;
  try {
    response = await fetch(SESSION_TRANSPORT.refreshPath, {
      method: 'POST',
      headers: { [SESSION_TRANSPORT.header]: SESSION_TRANSPORT.cookieMode },
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError('NETWORK_ERROR', messages.generic.offline);
  }
  if (!response.ok) throw await apiErrorFromRest(response);
  const body = (await response.json().catch(() => ({}))) as Partial<SessionTokens>;
  // A proxy's page or anything else without tokens is a failure, never an empty session.
  if (typeof body.accessToken !== 'string' || typeof body.accessTokenExpiresIn !== 'string')
    throw apiErrorFromStatus(response.status);
  return { accessToken: body.accessToken, accessTokenExpiresIn: body.accessTokenExpiresIn };
}

/** Shared by every tab of this origin, so only one of them spends the refresh token. */
const REFRESH_LOCK_NAME = 'quorum-token-refresh';

let inFlight: Promise<string> | null = null;

async function refreshUnderLock(staleAccessToken: string | null): Promise<string> {
  // Another tab may have refreshed while we waited for the lock: its token is in storage now.
  const current = reloadSession();
  if (
    current &&
    current.accessToken !== staleAccessToken &&
    !isNearExpiry(current.accessTokenExpiresIn)
  ) {
    return current.accessToken;
  }
  const tokens = await postRefresh();
  storeTokens(tokens);
  return tokens.accessToken;
}

/**
 * Rotates the tokens and returns the new access token. Refresh tokens are single-use and reuse
 * revokes the session, so this is single-flight: one promise per tab, one lock across tabs.
 */
export function refreshAccessToken(staleAccessToken: string | null): Promise<string> {
  inFlight ??= (
    navigator.locks?.request
      ? navigator.locks.request(REFRESH_LOCK_NAME, () => refreshUnderLock(staleAccessToken))
      : refreshUnderLock(staleAccessToken)
  ).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** The stored access token, refreshed first when it is about to expire; null when signed out. */
export async function getValidAccessToken(): Promise<string | null> {
  const session = getSession();
  if (!session) return null;
  if (!isNearExpiry(session.accessTokenExpiresIn)) return session.accessToken;
  return refreshAccessToken(session.accessToken);
}
