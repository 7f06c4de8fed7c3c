import type { FastifyReply, FastifyRequest } from 'fastify';
import { TRUSTED_DEVICE_COOKIE, trustedDeviceCookieName } from '@quorum/shared';

/**
 * The trusted-device token, as a cookie page scripts cannot read (HttpOnly), that no other site's
 * request carries (SameSite=Strict), Secure over https, and sent only to the GraphQL path where
 * sign-in happens. The token is the server's (256 random bits); the server keeps only its hash.
 */
export interface DeviceCookieJar {
  /** The token this browser holds, if any: a claim to check, never a proof by itself. */
  presented: string | undefined;
  set(token: string, expiresAt: Date): void;
  clear(): void;
}

export function deviceCookieJar(
  request: FastifyRequest,
  reply: FastifyReply,
  secure: boolean,
): DeviceCookieJar {
  const name = trustedDeviceCookieName(secure);
  const attributes = {
    path: TRUSTED_DEVICE_COOKIE.path,
    httpOnly: true,
    sameSite: 'strict',
    secure,
  } as const;
  return {
    presented: request.cookies[name],
    set(token, expiresAt) {
      const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
      reply.setCookie(name, token, { ...attributes, maxAge });
    },
    clear() {
      reply.clearCookie(name, attributes);
    },
  };
}
