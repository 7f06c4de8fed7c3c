import { graphql, type ResultOf } from '@/lib/graphql';

/** What Quorum shows of a price, wherever it shows one: the figure, its move, and its standing. */
export const StockQuoteFields = graphql(`
  fragment StockQuoteFields on StockQuote @_unmask {
    symbol
    code
    price
    change
    changePercent
    currency
    marketOpen
    simulated
    stale
    asOf
    tradedAt
  }
`);

export type StockQuote = ResultOf<typeof StockQuoteFields>;
