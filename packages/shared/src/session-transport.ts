/**
 * How the web app keeps its refresh token: in an HttpOnly cookie that page scripts cannot read,
 * sent only to the refresh path. The app asks for this with a header on every API request; a
 * client that does not (the mobile app, scripts) keeps receiving the token in the answer's body.
 */
export const SESSION_TRANSPORT = {
  /** The header the web app sends; its value is `cookie`. Another site cannot set it. */
  header: 'x-quorum-session',
  cookieMode: 'cookie',
  /** Where the web app trades the cookie for new tokens (POST). */
  refreshPath: '/auth/refresh',
  cookieName: 'quorum_refresh',
} as const;
