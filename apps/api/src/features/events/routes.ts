import type { FastifyInstance } from 'fastify';
import { messages } from '@quorum/shared';
import type { Deps } from '../../deps';
import { sendDomainError } from '../../core/http-errors';
import { notFound } from '../../core/errors';
import { loadMember } from '../../core/identity/rest-member';
import { requirePageAccess } from './access';
import { readFeed } from './feeds';
import { downloadEventIcs } from './service';

const ICS_TYPE = 'text/calendar; charset=utf-8';
const ICS_ENDING = /\.ics$/;

/** The name in the path without its `.ics`; anything else is not a calendar file. */
function withoutEnding(file: string) {
  if (!ICS_ENDING.test(file)) throw notFound(messages.events.notFound);
  return file.replace(ICS_ENDING, '');
}

/**
 * The calendar files over REST: one event's download for a member who may see the calendar, and
 * the company's feed by its token, for calendar programs that send no session.
 */
export function registerEventRoutes(app: FastifyInstance, deps: Deps) {
  app.get<{ Params: { file: string } }>('/calendar/events/:file', async (request, reply) => {
    try {
      const member = await loadMember(deps, request);
      request.companyId = member.companyId;
      requirePageAccess(member, 'view');
      const { fileName, body } = await downloadEventIcs(
        deps,
        member,
        withoutEnding(request.params.file),
      );
      return reply
        .header('content-type', ICS_TYPE)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(body);
    } catch (error) {
      return sendDomainError(reply, error);
    }
  });

  app.get<{ Params: { file: string } }>('/calendar/feeds/:file', async (request, reply) => {
    try {
      const body = await readFeed(deps, withoutEnding(request.params.file));
      // Calendar programs poll: five minutes of cache spare the server, and edits still show soon.
      return reply
        .header('content-type', ICS_TYPE)
        .header('cache-control', 'private, max-age=300')
        .header('x-robots-tag', 'noindex')
        .send(body);
    } catch (error) {
      return sendDomainError(reply, error);
    }
  });
}
