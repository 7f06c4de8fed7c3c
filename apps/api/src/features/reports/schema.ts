/** The board report (issue 16): the questions of a period with their answers and status. */
import { builder } from '../../graphql/builder';
import * as service from './service';
import { BoardReportInputType, BoardReportPageType } from './types';

builder.queryFields((t) => ({
  getEnquiryQuestionsForExportingPdf: t.field({
    type: BoardReportPageType,
    description:
      'The questions of a period (oldest first) with their answers and status, as the board report PDF (GET /reports/board.pdf) prints them; meta.totalItems and reportPages say how long the PDF will be.',
    authScopes: { page: ['questions', 'view'] },
    args: {
      companyId: t.arg.id({ description: 'Checked against the session’s company, never used.' }),
      exportInput: t.arg({ type: BoardReportInputType, required: true }),
      page: t.arg.int(),
      limit: t.arg.int(),
    },
    resolve: (_root, { companyId, exportInput, page, limit }, ctx) =>
      service.getEnquiryQuestionsForExportingPdf(
        ctx.deps,
        ctx.requireMember(),
        { companyId, ...exportInput },
        { page, limit },
      ),
  }),
}));
