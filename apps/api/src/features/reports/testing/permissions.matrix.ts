import type { InjectOptions } from 'fastify';
import type { Caller, FeatureMatrix, Outcome, World } from '../../../testing/matrix';
import { pageViewers } from '../../../testing/matrix';

/**
 * The board report follows the question board's area (spec §6): whoever may view the board may
 * report on it; custom with none may not. The session names the company: another company's id is
 * refused, its own admin included, and the report never reads another company's questions
 * (reports.test.ts).
 */
const PERIOD = { from: '2026-01-01', to: '2026-06-30' };

export const reportsMatrix: FeatureMatrix = {
  operations: {
    'Query.getEnquiryQuestionsForExportingPdf': {
      document:
        'query($c: ID, $i: BoardReportInput!) { getEnquiryQuestionsForExportingPdf(companyId: $c, exportInput: $i) { meta { totalItems } reportPages } }',
      variables: (w) => ({ c: w.ownCompanyId, i: PERIOD }),
      onForeign: (w) => ({ c: w.foreignCompanyId, i: PERIOD }),
      expected: { ...pageViewers, foreign: 'FORBIDDEN' },
    },
  },
};

interface Route {
  request: (world: World) => InjectOptions;
  expected: Record<Caller, Outcome>;
}

const query = new URLSearchParams(PERIOD).toString();

export const reportRoutes: Record<string, Route[]> = {
  'GET /reports/board.pdf': [
    {
      request: () => ({ method: 'GET', url: `/reports/board.pdf?${query}` }),
      expected: pageViewers,
    },
    {
      request: (w) => ({
        method: 'GET',
        url: `/reports/board.pdf?${query}&companyId=${w.foreignCompanyId}`,
      }),
      expected: {
        ...pageViewers,
        viewer: 'FORBIDDEN',
        member: 'FORBIDDEN',
        admin: 'FORBIDDEN',
        customFull: 'FORBIDDEN',
      },
    },
  ],
};
