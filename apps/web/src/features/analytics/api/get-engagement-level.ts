import { graphql } from '@/lib/graphql';
import type { ResultOf } from '@/lib/graphql';
import type { AnalyticsInput } from '../hooks/use-analytics-filters';
import { useAnalyticsQuery } from './analytics-query';

const GetEngagementLevel = graphql(`
  query GetEngagementLevel($dashboardInput: DashboardRangeInput) {
    getEngagementLevelV2(dashboardInput: $dashboardInput) {
      dataType
      total
      period {
        from
        to
        timeZone
        bucket
      }
      series {
        key
        label
        total
      }
      points {
        bucket
        counts
      }
    }
  }
`);

export type EngagementLevel = ResultOf<typeof GetEngagementLevel>['getEngagementLevelV2'];

/** getEngagementLevelV2: questions over the period, one series per channel, type or category. */
export const useEngagementLevel = (input: AnalyticsInput | null, enabled: boolean) =>
  useAnalyticsQuery('engagement', GetEngagementLevel, 'getEngagementLevelV2', input, enabled);
