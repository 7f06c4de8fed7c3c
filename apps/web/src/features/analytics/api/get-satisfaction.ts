import { graphql } from '@/lib/graphql';
import type { ResultOf } from '@/lib/graphql';
import type { AnalyticsInput } from '../hooks/use-analytics-filters';
import { useAnalyticsQuery } from './analytics-query';

const GetInvestorSatisfaction = graphql(`
  query GetInvestorSatisfaction($dashboardInput: DashboardRangeInput) {
    investorSatisfaction(dashboardInput: $dashboardInput) {
      ratings
      average
      satisfiedShare
      distribution {
        rating
        count
      }
      trend {
        bucket
        ratings
        average
      }
    }
  }
`);

export type InvestorSatisfaction = ResultOf<typeof GetInvestorSatisfaction>['investorSatisfaction'];

/** investorSatisfaction: investors' ratings of the team's replies. */
export const useInvestorSatisfaction = (input: AnalyticsInput | null) =>
  useAnalyticsQuery('satisfaction', GetInvestorSatisfaction, 'investorSatisfaction', input);
