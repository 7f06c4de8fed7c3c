import { useQuery } from '@tanstack/react-query';
import { graphql, request, type ResultOf } from '@/lib/graphql';
import { marketKeys } from './market-keys';

const GetStockDataPreferences = graphql(`
  query GetStockDataPreferences {
    getStockDataPreferences {
      defaultCurrency
      defaultExchange
      autoRefreshInterval
      enableRealTimeUpdates
      preferredDataProvider
      availableProviders
      simulated
    }
  }
`);

export type StockDataPreferencesView = ResultOf<
  typeof GetStockDataPreferences
>['getStockDataPreferences'];

export function useStockDataPreferences() {
  return useQuery({
    queryKey: marketKeys.preferences(),
    queryFn: async ({ signal }) =>
      (await request(GetStockDataPreferences, {}, { signal })).getStockDataPreferences,
  });
}

/**
 * How the page keeps prices fresh: live over the socket, or by asking again every
 * autoRefreshInterval seconds when the company turned real-time updates off. Neither until the
 * preferences are known, so a company that turned them off never opens the subscription.
 */
export function usePriceFreshness(): { live: boolean; refreshMs: number | false } {
  const preferences = useStockDataPreferences().data;
  if (!preferences) return { live: false, refreshMs: false };
  if (preferences.enableRealTimeUpdates) return { live: true, refreshMs: false };
  return { live: false, refreshMs: preferences.autoRefreshInterval * 1000 };
}
