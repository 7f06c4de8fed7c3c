import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request, type VariablesOf } from '@/lib/graphql';
import { marketKeys } from './market-keys';

const UpdateStockDataPreferences = graphql(`
  mutation UpdateStockDataPreferences($input: StockDataPreferencesInput!) {
    updateStockDataPreferences(input: $input) {
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

export type StockDataPreferencesInput = VariablesOf<typeof UpdateStockDataPreferences>['input'];

/** Saved preferences change how every price on the page keeps fresh: all of market data reloads. */
export function useUpdateStockDataPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: StockDataPreferencesInput) =>
      (await request(UpdateStockDataPreferences, { input })).updateStockDataPreferences,
    onSuccess: (saved) => {
      queryClient.setQueryData(marketKeys.preferences(), saved);
      void queryClient.invalidateQueries({ queryKey: marketKeys.all });
    },
  });
}
