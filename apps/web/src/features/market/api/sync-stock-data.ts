import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';
import { marketKeys } from './market-keys';

const SyncStockData = graphql(`
  mutation SyncStockData {
    syncStockData {
      message
      refreshed
      imported
    }
  }
`);

/** "Refresh": the server asks the provider again now; then every price on the page reloads. */
export function useSyncStockData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await request(SyncStockData, {})).syncStockData,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketKeys.all }),
  });
}
