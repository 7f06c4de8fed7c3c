import type { FastifyInstance } from 'fastify';
import { SESSION_TRANSPORT, messages, refreshCookieName } from '@quorum/shared';
import type { Deps } from '../../deps';
import { DomainError, forbidden, unauthenticated } from '../../core/errors';
import { sendDomainError } from '../../core/http-errors';
import {
  refreshCookieJar,
  servedSecurely,
  wantsCookieSession,
} from '../../core/identity/refresh-cookie';
import { refreshSession } from './sessions';

/**
 * POST /auth/refresh: the web app trades its refresh cookie for new tokens. The answer carries the
 * access token; the new refresh token goes back into the cookie and never into the body.
 */
export function registerRefreshRoute(app: FastifyInstance, deps: Deps) {
  const secure = servedSecurely(deps.config.appUrl);
  app.post(SESSION_TRANSPORT.refreshPath, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    // A cross-site form cannot set this header, and a script on another site would need a CORS
    // preflight that this server never grants: with SameSite=Strict, two locks on the same door.
    if (!wantsCookieSession(request))
      return sendDomainError(reply, forbidden(messages.auth.refreshFromAppOnly));
    const jar = refreshCookieJar(reply, secure);
    const presented = request.cookies[refreshCookieName(secure)];
    try {
      if (!presented) throw unauthenticated(messages.auth.sessionExpired);
      const token = await refreshSession(deps, presented);
      jar.set(token.refreshToken, token.refreshTokenExpiresIn);
      return {
        accessToken: token.accessToken,
        accessTokenExpiresIn: token.accessTokenExpiresIn,
        refreshTokenExpiresIn: token.refreshTokenExpiresIn,
      };
    } catch (error) {
      if (error instanceof DomainError && error.code === 'UNAUTHENTICATED') jar.clear();
      return sendDomainError(reply, error);
    }
  });
}
