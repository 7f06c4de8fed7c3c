import { graphql } from '@/lib/graphql';
import type { ResultOf } from '@/lib/graphql';
import type { AnalyticsInput } from '../hooks/use-analytics-filters';
import { useAnalyticsQuery } from './analytics-query';

const GetMostAskedTopics = graphql(`
  query GetMostAskedTopics($dashboardInput: DashboardRangeInput) {
    getMostAskedTopics(dashboardInput: $dashboardInput) {
      categoryId
      name
      questions
      share
    }
  }
`);

const GetTotalEnquiryResponse = graphql(`
  query GetTotalEnquiryResponse($dashboardInput: DashboardRangeInput) {
    getTotalEnquiryResponse(dashboardInput: $dashboardInput) {
      questions
      answered
      resolved
      outstanding
      answerRate
      resolutionRate
    }
  }
`);

export type Topic = ResultOf<typeof GetMostAskedTopics>['getMostAskedTopics'][number];
export type Totals = ResultOf<typeof GetTotalEnquiryResponse>['getTotalEnquiryResponse'];

/** The categories asked about most (Premium: category reports). */
export const useMostAskedTopics = (input: AnalyticsInput | null, enabled: boolean) =>
  useAnalyticsQuery('topics', GetMostAskedTopics, 'getMostAskedTopics', input, enabled);

/** getTotalEnquiryResponse: the period's questions, answered, resolved and outstanding. */
export const useTotals = (input: AnalyticsInput | null) =>
  useAnalyticsQuery('totals', GetTotalEnquiryResponse, 'getTotalEnquiryResponse', input);
