import { graphql } from '@/lib/graphql';
import type { ResultOf } from '@/lib/graphql';
import type { AnalyticsInput } from '../hooks/use-analytics-filters';
import { useAnalyticsQuery } from './analytics-query';

const GetInvestorSentimentSummary = graphql(`
  query GetInvestorSentimentSummary($dashboardInput: DashboardRangeInput) {
    getInvestorSentimentSummary(dashboardInput: $dashboardInput) {
      questions
      scored
      unscored
      average
      counts {
        label
        count
      }
      trend {
        bucket
        scored
        average
      }
      mostNegative {
        _id
        subject
        question
        score
        createdAt
      }
    }
  }
`);

export type SentimentSummary = ResultOf<
  typeof GetInvestorSentimentSummary
>['getInvestorSentimentSummary'];

/** getInvestorSentimentSummary (Premium: the real-time investor sentiment score). */
export const useSentimentSummary = (input: AnalyticsInput | null, enabled: boolean) =>
  useAnalyticsQuery(
    'sentiment',
    GetInvestorSentimentSummary,
    'getInvestorSentimentSummary',
    input,
    enabled,
  );
