import type { FastifyInstance } from 'fastify';
import { ACTIVITY_MODULES, messages } from '@quorum/shared';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { sendDomainError } from '../../core/http-errors';
import { noCallerRefusal } from '../../core/identity/viewer';
import { insertPageVisit } from './repo';
import { loadMember } from '../../core/identity/rest-member';
import { sendCsv } from '../../lib/csv';
import { CSV_HEADER, activityCsvLine } from './csv';
import { startActivityExport } from './service';

const pageVisitSchema = z.object({ module: z.enum(ACTIVITY_MODULES) });

/** What the page-visit routes count beyond the visits themselves, for the metrics. */
export interface PageVisitTally {
  /** Visits answered but not recorded: past one person's hourly limit. */
  dropped: number;
}

/**
 * Page visits (spec §2: every route records one with its module name). Dashboard pages post to
 * /activityLog with their token; public pages to /activityLog/auth without one. A signed-in
 * person's visits beyond their hourly limit are answered as usual but not recorded: they are
 * telemetry, and a page must not show an error because a script somewhere posted too many.
 */
export function registerActivityRoutes(app: FastifyInstance, deps: Deps): PageVisitTally {
  const tally: PageVisitTally = { dropped: 0 };
  const parseModule = (body: unknown) => {
    const parsed = pageVisitSchema.safeParse(body);
    return parsed.success ? parsed.data.module : undefined;
  };

  app.post('/activityLog', async (request, reply) => {
    const module = parseModule(request.body);
    if (!module)
      return reply
        .status(400)
        .send({ code: 'BAD_USER_INPUT', message: messages.generic.invalidRequest });
    const viewer = await deps.viewers.load(request.headers.authorization);
    if (typeof viewer === 'string') return sendDomainError(reply, noCallerRefusal(viewer));
    if (await deps.rateLimits.admits('pageVisitsPerUser', viewer.user.id))
      await insertPageVisit(deps.db, {
        companyId: viewer.companyId,
        userId: viewer.user.id,
        module,
      });
    else tally.dropped++;
    return reply.status(204).send();
  });

  app.post('/activityLog/auth', async (request, reply) => {
    const module = parseModule(request.body);
    if (!module)
      return reply
        .status(400)
        .send({ code: 'BAD_USER_INPUT', message: messages.generic.invalidRequest });
    try {
      await deps.rateLimits.consume('publicActivityPerAddress', request.ip);
    } catch (error) {
      return sendDomainError(reply, error);
    }
    await insertPageVisit(deps.db, { companyId: null, userId: null, module });
    return reply.status(204).send();
  });
  return tally;
}

/**
 * GET /activities.csv: the history of activity as CSV, with getActivities' filters as the query
 * (userId, area, from, to, subjectType, subjectId) and the same scope (administrators the
 * company's, others their own). Streamed batch by batch, UTF-8 with its BOM; the export itself is
 * written to the trail before the first byte.
 */
export function registerActivityExportRoute(app: FastifyInstance, deps: Deps) {
  app.get('/activities.csv', async (request, reply) => {
    try {
      const member = await loadMember(deps, request);
      const query = Object.fromEntries(
        Object.entries(request.query as Record<string, string>).filter(([, v]) => v !== ''),
      );
      const { rows } = await startActivityExport(deps, member, query);
      async function* lines() {
        for await (const row of rows) yield activityCsvLine(row);
      }
      const day = new Date().toISOString().slice(0, 10);
      return sendCsv(reply, `history-of-activity-${day}.csv`, CSV_HEADER, lines());
    } catch (error) {
      return sendDomainError(reply, error);
    }
  });
}
