import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import type { PriceRange } from '@quorum/shared';
import { graphql, request, type ResultOf, type VariablesOf } from '@/lib/graphql';
import { marketKeys } from './market-keys';
import type { StockQuote } from './quote-fields';

const GetStockPriceHistory = graphql(`
  query GetStockPriceHistory($range: PriceRange!) {
    getStockPriceHistory(range: $range) {
      symbol
      range
      simulated
      stale
      asOf
      bars {
        at
        close
      }
    }
  }
`);

export type PriceHistory = ResultOf<typeof GetStockPriceHistory>['getStockPriceHistory'];

/** The shared ranges' names on the wire. */
const RANGE_ARGUMENT: Record<PriceRange, VariablesOf<typeof GetStockPriceHistory>['range']> = {
  '1D': 'ONE_DAY',
  '5D': 'FIVE_DAYS',
  '1M': 'ONE_MONTH',
  '6M': 'SIX_MONTHS',
  '1Y': 'ONE_YEAR',
  '5Y': 'FIVE_YEARS',
};

/** The company's own chart over `range`; the last range's chart stays up while the next loads. */
export function useStockPriceHistory(range: PriceRange) {
  return useQuery({
    queryKey: marketKeys.history(range),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (await request(GetStockPriceHistory, { range: RANGE_ARGUMENT[range] }, { signal }))
        .getStockPriceHistory,
  });
}

/**
 * A live price extends the day's chart, if it is loaded and the price is newer than its last
 * point; the other ranges are drawn from daily bars and wait for their next load.
 */
/** The day chart's bars: five minutes each (the server's 1D range). */
const DAY_CHART_BAR_MS = 5 * 60_000;

export function appendToDayChart(queryClient: QueryClient, quote: StockQuote) {
  queryClient.setQueryData<PriceHistory>(marketKeys.history('1D'), (history) => {
    const last = history?.bars.at(-1);
    if (!history || history.symbol !== quote.symbol) return history;
    const traded = Date.parse(quote.tradedAt);
    if (last && Date.parse(last.at) > traded) return history;
    // A price within the last five-minute bar is that bar's latest close, not a point of its own:
    // drawn apart, it went back before the close the bar already had.
    const inLastBar = last !== undefined && traded < Date.parse(last.at) + DAY_CHART_BAR_MS;
    return {
      ...history,
      stale: quote.stale,
      asOf: quote.asOf,
      bars: inLastBar
        ? [...history.bars.slice(0, -1), { ...last, close: quote.price }]
        : [...history.bars, { at: quote.tradedAt, close: quote.price }],
    };
  });
}
