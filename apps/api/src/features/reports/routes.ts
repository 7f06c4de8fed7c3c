import type { FastifyInstance } from 'fastify';
import { BOARD_REPORT_PAGES_HEADER, BOARD_REPORT_PATH } from '@quorum/shared';
import type { Deps } from '../../deps';
import { sendDomainError } from '../../core/http-errors';
import { loadMember } from '../../core/identity/rest-member';
import { boardReportPdf } from './pdf';
import { startBoardReport } from './service';

/**
 * GET /reports/board.pdf?from=YYYY-MM-DD&to=YYYY-MM-DD&status=…&timeZone=…: the board report,
 * streamed as it is drawn. Its length is unknown until the end, so the response says how many
 * pages it will have (x-total-pages), and the web counts the pages as they arrive.
 */
export function registerReportRoutes(app: FastifyInstance, deps: Deps) {
  app.get(BOARD_REPORT_PATH, async (request, reply) => {
    try {
      const member = await loadMember(deps, request);
      const query = Object.fromEntries(
        Object.entries(request.query as Record<string, string>).filter(([, v]) => v !== ''),
      );
      const report = await startBoardReport(deps, member, query);
      const { from, to } = report.input;
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="board-report-${from}-to-${to}.pdf"`)
        .header('cache-control', 'no-store')
        .header(BOARD_REPORT_PAGES_HEADER, String(report.pages))
        .send(boardReportPdf(report));
    } catch (error) {
      return sendDomainError(reply, error);
    }
  });
}
