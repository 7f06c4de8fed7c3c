import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { sendDomainError } from '../../core/http-errors';
import { loadMember } from '../../core/identity/rest-member';
import { csvLine, sendCsv } from '../../lib/csv';
import { csvFileName, engagementTable, getEngagementLevel } from './service';

/**
 * GET /analytics/engagement.csv?range=…&from=…&to=…&dataType=…&timeZone=…: the engagement chart
 * as a spreadsheet (spec §7 getEngagementLevelChartsDataForCSV), for a signed-in member, with the
 * same gates and the same numbers as the chart: the same query makes both.
 */
export function registerAnalyticsRoutes(app: FastifyInstance, deps: Deps) {
  app.get('/analytics/engagement.csv', async (request, reply) => {
    try {
      const member = await loadMember(deps, request);
      const query = Object.fromEntries(
        Object.entries(request.query as Record<string, string>).filter(([, v]) => v !== ''),
      );
      const level = await getEngagementLevel(deps, member, { dashboardInput: query });
      const table = engagementTable(level);
      return sendCsv(reply, csvFileName(level), table.header, table.rows.map(csvLine));
    } catch (error) {
      return sendDomainError(reply, error);
    }
  });
}
