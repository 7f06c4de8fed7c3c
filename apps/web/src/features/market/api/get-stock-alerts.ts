import { useQuery } from '@tanstack/react-query';
import { graphql, request, type ResultOf } from '@/lib/graphql';
import { marketKeys } from './market-keys';

export const StockAlertFields = graphql(`
  fragment StockAlertFields on StockAlert @_unmask {
    alertId
    watchlistId
    symbol
    code
    alertType
    condition
    targetPrice
    isActive
    armed
    lastTriggeredAt
    lastTriggeredValue
    createdAt
  }
`);

export type StockAlert = ResultOf<typeof StockAlertFields>;

const GetStockAlerts = graphql(
  `
    query GetStockAlerts {
      getStockAlerts {
        ...StockAlertFields
      }
    }
  `,
  [StockAlertFields],
);

export function useStockAlerts() {
  return useQuery({
    queryKey: marketKeys.alerts(),
    queryFn: async ({ signal }) => (await request(GetStockAlerts, {}, { signal })).getStockAlerts,
  });
}
