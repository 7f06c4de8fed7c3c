import type { AnalyticsInput } from '../hooks/use-analytics-filters';

/** Query keys of the analytics page, owned here: one per chart and period. */
export const analyticsKeys = {
  all: ['analytics'] as const,
  chart: (chart: string, input: AnalyticsInput) => [...analyticsKeys.all, chart, input] as const,
};
