import { graphql } from '@/lib/graphql/graphql';
import { postGraphQL } from '@/lib/graphql/post-graphql';
import { getSession, isNearExpiry, reloadSession, storeTokens } from './session-store';

const GenerateNewAccessToken = graphql(`
  mutation GenerateNewAccessToken($refreshtoken: String!) {
    generateNewAccessToken(refreshtoken: $refreshtoken) {
      accessToken
      accessTokenExpiresIn
      refreshToken
      refreshTokenExpiresIn
    }
  }
`);

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
  const refreshtoken = current?.refreshToken;
  if (!refreshtoken) throw new Error('No refresh token is stored');
  const { generateNewAccessToken } = await postGraphQL(GenerateNewAccessToken, { refreshtoken });
  storeTokens(generateNewAccessToken);
  return generateNewAccessToken.accessToken;
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
