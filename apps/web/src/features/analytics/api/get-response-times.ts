import { graphql } from '@/lib/graphql';
import type { ResultOf } from '@/lib/graphql';
import type { AnalyticsInput } from '../hooks/use-analytics-filters';
import { useAnalyticsQuery } from './analytics-query';

const GetResponseTimes = graphql(`
  query GetResponseTimes($dashboardInput: DashboardRangeInput) {
    getResponseTimes(dashboardInput: $dashboardInput) {
      company {
        questions
        responded
        resolved
        firstResponseMedianSeconds
        firstResponseP90Seconds
        resolutionMedianSeconds
        resolutionP90Seconds
      }
      byMember {
        memberId
        name
        times {
          questions
          responded
          resolved
          firstResponseMedianSeconds
          firstResponseP90Seconds
          resolutionMedianSeconds
          resolutionP90Seconds
        }
      }
    }
  }
`);

const GetCategoryResponseTimes = graphql(`
  query GetCategoryResponseTimes($dashboardInput: DashboardRangeInput) {
    getCategoryResponseTimes(dashboardInput: $dashboardInput) {
      categoryId
      name
      times {
        questions
        responded
        resolved
        firstResponseMedianSeconds
        firstResponseP90Seconds
        resolutionMedianSeconds
        resolutionP90Seconds
      }
    }
  }
`);

export type ResponseTimes = ResultOf<typeof GetResponseTimes>['getResponseTimes'];
export type ResponseTimeStats = ResponseTimes['company'];

/** First response and resolution times, the company's and by first responder. */
export const useResponseTimes = (input: AnalyticsInput | null) =>
  useAnalyticsQuery('response-times', GetResponseTimes, 'getResponseTimes', input);

/** The same by category (Premium: category reports). */
export const useCategoryResponseTimes = (input: AnalyticsInput | null, enabled: boolean) =>
  useAnalyticsQuery(
    'category-response-times',
    GetCategoryResponseTimes,
    'getCategoryResponseTimes',
    input,
    enabled,
  );
