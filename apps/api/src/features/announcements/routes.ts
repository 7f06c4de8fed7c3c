import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { validate as isUuid } from 'uuid';
import type { Deps } from '../../deps';
import { servedSecurely } from '../../core/identity/refresh-cookie';
import { readAnnouncement, vote } from './audience';
import { clientOf } from '../../lib/request-client';

/** The browser's anonymous id for counting unique viewers: first-party, kept a year. */
const VIEWER_COOKIE = 'quorum_viewer';
const VIEWER_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
/** A ballot is a few ids and a name: anything much larger is not one. */
const VOTE_BODY_LIMIT_BYTES = 8 * 1024;

/**
 * The investor-facing announcement calls (no staff session; issue 15's page and the mobile app):
 * a published announcement, which counts a view, and a vote in its poll. Refusals answer with
 * their code and words; bad ids and bodies are not found or bad input, never a server error.
 */
export function registerAnnouncementRoutes(app: FastifyInstance, deps: Deps) {
  const secure = servedSecurely(deps.config.appUrl);

  app.get<{ Params: { id: string }; Querystring: { investorId?: unknown } }>(
    '/public/announcements/:id',
    async (request, reply) => {
      const presented = request.cookies[VIEWER_COOKIE];
      const browserId = presented && isUuid(presented) ? presented : randomUUID();
      const { investorId } = request.query;
      const announcement = await readAnnouncement(deps, {
        announcementId: request.params.id,
        browserId,
        investorId: typeof investorId === 'string' ? investorId : undefined,
        ip: request.ip,
      });
      if (browserId !== presented)
        reply.setCookie(VIEWER_COOKIE, browserId, {
          path: '/public/announcements',
          httpOnly: true,
          sameSite: 'lax',
          secure,
          maxAge: VIEWER_COOKIE_MAX_AGE_S,
        });
      // Each read counts a view and carries signed addresses that expire: never from a cache.
      return reply.header('cache-control', 'no-store').send(announcement);
    },
  );

  app.post<{ Params: { announcementId: string } }>(
    '/public/polls/:announcementId/votes',
    { bodyLimit: VOTE_BODY_LIMIT_BYTES },
    async (request, reply) => {
      const answer = await vote(deps, {
        announcementId: request.params.announcementId,
        body: request.body,
        client: clientOf(request),
      });
      return reply.status(201).send(answer);
    },
  );
}
