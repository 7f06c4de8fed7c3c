import { useEffect, useRef } from 'react';
import { graphql, subscribe } from '@/lib/graphql';
import { StockQuoteFields, type StockQuote } from '../api/quote-fields';

const StockPriceUpdated = graphql(
  `
    subscription StockPriceUpdated($symbols: [String!]!) {
      stockPriceUpdated(symbols: $symbols) {
        ...StockQuoteFields
      }
    }
  `,
  [StockQuoteFields],
);

/**
 * Each new price of `symbols` as the market ticks. `reconnected` runs after a dropped connection,
 * when prices may have been missed. The handlers may change between renders without restarting
 * the subscription; a different set of symbols restarts it.
 */
export function useLiveQuotes(
  symbols: readonly string[],
  handlers: { next: (quote: StockQuote) => void; reconnected: () => void },
  enabled = true,
) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  const followed = [...new Set(symbols)].sort().join(',');
  useEffect(() => {
    // The server refuses an empty list: nothing to follow, no subscription.
    if (!enabled || !followed) return;
    return subscribe(
      StockPriceUpdated,
      { symbols: followed.split(',') },
      {
        next: ({ stockPriceUpdated }) => latest.current.next(stockPriceUpdated),
        reconnected: () => latest.current.reconnected(),
      },
    );
  }, [enabled, followed]);
}
