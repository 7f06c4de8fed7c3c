import {
  DASHBOARD_DATA_TYPES,
  DASHBOARD_RANGES,
  DEFAULT_DASHBOARD_DATA_TYPE,
  DEFAULT_DASHBOARD_RANGE,
  dashboardRangeInputSchema,
  planAllows,
} from '@quorum/shared';
import type { DashboardDataType, DashboardRange, Plan } from '@quorum/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** What every analytics query is asked with (the API's DashboardRangeInput). */
export interface AnalyticsInput {
  range: DashboardRange;
  dataType: DashboardDataType;
  from?: string;
  to?: string;
  timeZone: string;
}

/** The Premium feature behind a split, if any (spec §10's investor profiling, category reports). */
export function dataTypeAllowed(plan: Plan | undefined, dataType: DashboardDataType) {
  if (dataType === 'investor-type')
    return plan !== undefined && planAllows(plan, 'investorProfiling');
  if (dataType === 'category') return plan !== undefined && planAllows(plan, 'categoryReports');
  return true;
}

const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((item) => item === value);

/**
 * The page's period and split, kept in the address (?range=…&dataType=…&from=…&to=…) so a reload
 * or a shared link shows the same charts. The spec's defaults: the last 6 months, by investor
 * type; on Essentials, which has no investor profiling, by channel.
 */
export function useAnalyticsFilters(plan: Plan | undefined) {
  const [params, setParams] = useSearchParams();
  const range = oneOf(DASHBOARD_RANGES, params.get('range')) ?? DEFAULT_DASHBOARD_RANGE;
  const asked = oneOf(DASHBOARD_DATA_TYPES, params.get('dataType'));
  // Until the plan is known nothing is asked; the split shown meanwhile is the spec's default.
  const allowed = (value: DashboardDataType) => plan === undefined || dataTypeAllowed(plan, value);
  const fallback = allowed(DEFAULT_DASHBOARD_DATA_TYPE) ? DEFAULT_DASHBOARD_DATA_TYPE : 'channel';
  const dataType = asked && allowed(asked) ? asked : fallback;
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';

  const set = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes))
            if (value) next.set(key, value);
            else next.delete(key);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const candidate = useMemo(
    () => ({
      range,
      dataType,
      ...(range === 'custom' ? { from, to } : {}),
      timeZone: viewerTimeZone(),
    }),
    [range, dataType, from, to],
  );
  const checked = dashboardRangeInputSchema.safeParse(candidate);
  // A custom range asks nothing until both days are chosen and make a range the server takes.
  const input: AnalyticsInput | null = plan === undefined || !checked.success ? null : candidate;
  const customError =
    range === 'custom' && from && to && !checked.success
      ? checked.error.issues[0]?.message
      : undefined;

  return {
    range,
    dataType,
    from,
    to,
    input,
    customError,
    setRange: (value: DashboardRange) => set({ range: value }),
    setDataType: (value: DashboardDataType) => set({ dataType: value }),
    setDates: (dates: { from?: string; to?: string }) => set(dates),
  };
}
