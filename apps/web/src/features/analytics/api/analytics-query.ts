import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TadaDocumentNode } from 'gql.tada';
import { request } from '@/lib/graphql';
import type { AnalyticsInput } from '../hooks/use-analytics-filters';
import { analyticsKeys } from './analytics-keys';

type Variables = { dashboardInput: AnalyticsInput };

/**
 * One analytics chart's query for the period chosen. `enabled` is false for a chart the plan
 * does not include (the server would refuse it) or while a custom range is incomplete.
 */
export function useAnalyticsQuery<Result, Field extends keyof Result>(
  chart: string,
  document: TadaDocumentNode<Result, Variables>,
  field: Field,
  input: AnalyticsInput | null,
  enabled = true,
) {
  return useQuery({
    queryKey: analyticsKeys.chart(chart, input ?? ({} as AnalyticsInput)),
    enabled: enabled && input !== null,
    // The previous period's charts stay while the next loads, not while a custom range waits.
    placeholderData: input ? keepPreviousData : undefined,
    queryFn: async ({ signal }) =>
      (await request(document, { dashboardInput: input! }, { signal }))[field],
  });
}
