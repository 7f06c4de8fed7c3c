import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql, request, type ResultOf } from '@/lib/graphql';
import { marketKeys } from './market-keys';
import { StockQuoteFields } from './quote-fields';

/**
 * The company's own price and how the company wants prices kept fresh, in one request of its own
 * beside the home's bundle: the card loads, fails and retries on its own.
 */
const GetSharePrice = graphql(
  `
    query GetSharePrice {
      getStockPrice {
        ...StockQuoteFields
      }
      getStockDataPreferences {
        enableRealTimeUpdates
        autoRefreshInterval
      }
    }
  `,
  [StockQuoteFields],
);

export type SharePrice = ResultOf<typeof GetSharePrice>;

/** A price the page started moments ago is not asked for again when the card mounts. */
const FRESH_FOR_MS = 30_000;

/** The card's query, for a page that starts it before the card mounts (the home, beside its bundle). */
export const sharePriceQuery = () =>
  queryOptions({
    queryKey: marketKeys.sharePrice(),
    queryFn: ({ signal }) => request(GetSharePrice, {}, { signal }),
    staleTime: FRESH_FOR_MS,
  });

/** Without real-time updates the price is asked for again every autoRefreshInterval seconds. */
export function useSharePrice() {
  return useQuery({
    ...sharePriceQuery(),
    refetchInterval: (query) => {
      const preferences = query.state.data?.getStockDataPreferences;
      return preferences && !preferences.enableRealTimeUpdates
        ? preferences.autoRefreshInterval * 1000
        : false;
    },
  });
}
