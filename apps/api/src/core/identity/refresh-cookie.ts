import type { FastifyReply, FastifyRequest } from 'fastify';
import { REFRESH_TOKEN_TTL_SECONDS, SESSION_TRANSPORT, refreshCookieName } from '@quorum/shared';

/**
 * The web app's refresh token, as a cookie page scripts cannot read (HttpOnly), that no other
 * site's request carries (SameSite=Strict) and that only the refresh path receives: a script
 * injected into a page can use the access token while it lives, but cannot take the session away.
 */
export interface RefreshCookieJar {
  set(refreshToken: string, expiresAt: Date): void;
  clear(): void;
}

/** The web app says so on every request; other clients keep the token in the body. */
export function wantsCookieSession(request: FastifyRequest): boolean {
  return request.headers[SESSION_TRANSPORT.header] === SESSION_TRANSPORT.cookieMode;
}

export function refreshCookieJar(reply: FastifyReply, secure: boolean): RefreshCookieJar {
  const attributes = {
    path: SESSION_TRANSPORT.refreshPath,
    httpOnly: true,
    sameSite: 'strict',
    // Browsers drop a Secure cookie sent over plain http, which a local install serves.
    secure,
  } as const;
  const name = refreshCookieName(secure);
  return {
    set(refreshToken, expiresAt) {
      const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
      reply.setCookie(name, refreshToken, {
        ...attributes,
        maxAge: Math.min(maxAge, REFRESH_TOKEN_TTL_SECONDS),
      });
    },
    clear() {
      reply.clearCookie(name, attributes);
    },
  };
}

/** Whether cookies may be marked Secure: the product is served over https. */
export const servedSecurely = (appUrl: string) => appUrl.startsWith('https:');
