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
  /** The cookie over plain http (a local install). */
  cookieName: 'quorum_refresh',
  /**
   * The cookie over https: browsers accept a `__Secure-` cookie only when set Secure by an https
   * page, so no plain-http page or subdomain can plant one in its place. (`__Host-` would need
   * `Path=/`, and this cookie goes to the refresh path alone.)
   */
  secureCookieName: '__Secure-quorum_refresh',
} as const;

/** The refresh cookie's name as the product is served: prefixed under https. */
export const refreshCookieName = (secure: boolean) =>
  secure ? SESSION_TRANSPORT.secureCookieName : SESSION_TRANSPORT.cookieName;
