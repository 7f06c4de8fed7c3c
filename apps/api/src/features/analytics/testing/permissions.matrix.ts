import type { InjectOptions } from 'fastify';
import type { Caller, FeatureMatrix, Operation, Outcome, World } from '../../../testing/matrix';
import { inAnyCompany } from '../../../testing/matrix';

/**
 * The analytics page's queries: the dashboard is open to every member of a company (spec §6), on
 * the matrix's Premium company. Another company's id is refused, its own admin included (the
 * session names the company; the id is only checked). The plan gates are in analytics.test.ts.
 */
const query = (field: string, selection: string, dataType = 'channel'): Operation => ({
  document: `query($c: ID, $i: DashboardRangeInput) { ${field}(companyId: $c, dashboardInput: $i) ${selection} }`,
  variables: (w) => ({ c: w.ownCompanyId, i: { range: '30Days', dataType } }),
  onForeign: (w) => ({ c: w.foreignCompanyId, i: { range: '30Days', dataType } }),
  expected: { ...inAnyCompany, foreign: 'FORBIDDEN' },
});

const TIMES = '{ questions firstResponseMedianSeconds }';

export const analyticsMatrix: FeatureMatrix = {
  operations: {
    'Query.getEngagementLevelV2': query(
      'getEngagementLevelV2',
      '{ total points { bucket counts } }',
      'investor-type',
    ),
    'Query.getEngagementLevelChartsDataForCSV': query(
      'getEngagementLevelChartsDataForCSV',
      '{ header rows { cells } }',
      'category',
    ),
    'Query.getResponseTimes': query('getResponseTimes', `{ company ${TIMES} }`),
    'Query.getCategoryResponseTimes': query('getCategoryResponseTimes', `{ name times ${TIMES} }`),
    'Query.investorSatisfaction': query('investorSatisfaction', '{ ratings average }'),
    'Query.getInvestorSentimentSummary': query('getInvestorSentimentSummary', '{ questions }'),
    'Query.getMostAskedTopics': query('getMostAskedTopics', '{ name questions }'),
    'Query.getTotalEnquiryResponse': query('getTotalEnquiryResponse', '{ questions answerRate }'),
  },
};

interface Route {
  request: (world: World) => InjectOptions;
  expected: Record<Caller, Outcome>;
}

/** The engagement chart's CSV: any member of a company, on its own company only. */
export const analyticsRoutes: Record<string, Route[]> = {
  'GET /analytics/engagement.csv': [
    {
      request: () => ({
        method: 'GET',
        url: '/analytics/engagement.csv?range=6Months&dataType=investor-type',
      }),
      expected: inAnyCompany,
    },
  ],
};
