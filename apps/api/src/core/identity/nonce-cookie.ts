import type { FastifyReply, FastifyRequest } from 'fastify';
import { PROVIDER_SIGN_IN_TTL_SECONDS } from '@quorum/shared';

const COOKIE = { name: 'quorum_sign_in_nonce', secureName: '__Secure-quorum_sign_in_nonce' };

/**
 * The nonce of a Google or Microsoft sign-in this browser started, in a cookie page scripts cannot
 * read (HttpOnly), that no other site's request carries (SameSite=Strict: the provider's redirect
 * lands on a page, and the page's own call to /graphql is same-site), sent only to /graphql, gone
 * after ten minutes. An ID token is accepted only with the nonce of the browser presenting it, so
 * a token obtained elsewhere cannot sign this browser in as someone else.
 */
export interface SignInNonceCookieJar {
  presented: string | undefined;
  set(nonce: string): void;
  clear(): void;
}

export function signInNonceCookieJar(
  request: FastifyRequest,
  reply: FastifyReply,
  secure: boolean,
): SignInNonceCookieJar {
  const name = secure ? COOKIE.secureName : COOKIE.name;
  const attributes = { path: '/graphql', httpOnly: true, sameSite: 'strict', secure } as const;
  return {
    presented: request.cookies[name],
    set(nonce) {
      reply.setCookie(name, nonce, { ...attributes, maxAge: PROVIDER_SIGN_IN_TTL_SECONDS });
    },
    clear() {
      reply.clearCookie(name, attributes);
    },
  };
}
