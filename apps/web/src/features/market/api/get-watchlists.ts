import { useQuery, type QueryClient } from '@tanstack/react-query';
import { graphql, request, type ResultOf } from '@/lib/graphql';
import { marketKeys } from './market-keys';
import { StockQuoteFields, type StockQuote } from './quote-fields';

export const WatchlistFields = graphql(
  `
    fragment WatchlistFields on StockWatchlist @_unmask {
      watchlistId
      name
      description
      updatedAt
      stocks {
        symbol
        code
        name
        addedAt
        quote {
          ...StockQuoteFields
        }
      }
    }
  `,
  [StockQuoteFields],
);

export type Watchlist = ResultOf<typeof WatchlistFields>;
export type WatchlistStock = Watchlist['stocks'][number];

const GetWatchlists = graphql(
  `
    query GetWatchlists {
      getWatchlists {
        ...WatchlistFields
      }
    }
  `,
  [WatchlistFields],
);

/** The company's watchlists with each stock's last price; `refreshMs` polls when not live. */
export function useWatchlists(refreshMs: number | false) {
  return useQuery({
    queryKey: marketKeys.watchlists(),
    queryFn: async ({ signal }) => (await request(GetWatchlists, {}, { signal })).getWatchlists,
    refetchInterval: refreshMs,
  });
}

/** A live price lands on every watchlist row of its symbol, without asking the server again. */
export function putQuoteInWatchlists(queryClient: QueryClient, quote: StockQuote) {
  queryClient.setQueryData<Watchlist[]>(marketKeys.watchlists(), (lists) =>
    lists?.map((list) =>
      list.stocks.some((stock) => stock.symbol === quote.symbol)
        ? {
            ...list,
            stocks: list.stocks.map((stock) =>
              stock.symbol === quote.symbol ? { ...stock, quote } : stock,
            ),
          }
        : list,
    ),
  );
}
