import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { SharePrice } from '../api/get-share-price';
import { appendToDayChart } from '../api/get-stock-price-history';
import { marketKeys } from '../api/market-keys';
import type { StockQuote } from '../api/quote-fields';
import { useLiveQuotes } from './use-live-quotes';

/**
 * The company's price follows the market: each tick replaces the card's price in the cache (no
 * request), and every newer price, live or polled, extends the day's chart.
 */
export function useLiveSharePrice(sharePrice: SharePrice | undefined) {
  const queryClient = useQueryClient();
  const quote = sharePrice?.getStockPrice;
  const live = sharePrice?.getStockDataPreferences.enableRealTimeUpdates ?? false;

  useLiveQuotes(
    quote ? [quote.symbol] : [],
    {
      next: (fresh: StockQuote) =>
        queryClient.setQueryData<SharePrice>(marketKeys.sharePrice(), (known) =>
          known ? { ...known, getStockPrice: fresh } : known,
        ),
      reconnected: () => void queryClient.invalidateQueries({ queryKey: marketKeys.sharePrice() }),
    },
    live,
  );

  useEffect(() => {
    if (quote) appendToDayChart(queryClient, quote);
  }, [queryClient, quote]);
}
