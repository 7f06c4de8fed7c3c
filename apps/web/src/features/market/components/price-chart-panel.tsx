import { Box, Skeleton, Text, VisuallyHidden } from '@mantine/core';
import type { PriceRange } from '@quorum/shared';
import { lazy, Suspense } from 'react';
import { LoadErrorAlert } from '@/components/feedback/load-error-alert';
import { useStockPriceHistory } from '../api/get-stock-price-history';
import type { StockQuote } from '../api/quote-fields';
import { formatPrice } from './format';

const PriceChart = lazy(async () => ({ default: (await import('./price-chart')).PriceChart }));

const RANGE_WORDS: Record<PriceRange, string> = {
  '1D': 'today',
  '5D': 'over 5 days',
  '1M': 'over a month',
  '6M': 'over 6 months',
  '1Y': 'over a year',
  '5Y': 'over 5 years',
};

const chartSkeleton = <Skeleton h={220} role="status" aria-label="Loading the chart" />;

/** The chart of one range, with its own loading, failure and empty states and a summary in words. */
export function PriceChartPanel({ range, quote }: { range: PriceRange; quote: StockQuote }) {
  const history = useStockPriceHistory(range);
  if (history.isPending) return chartSkeleton;
  if (history.isError)
    return (
      <LoadErrorAlert
        title="The chart could not load."
        message={history.error.message}
        retrying={history.isRefetching}
        onRetry={() => void history.refetch()}
      />
    );
  const bars = history.data.bars;
  if (bars.length === 0)
    return (
      <Text size="sm" c="dimmed" py="xl" ta="center">
        No prices for this range yet.
      </Text>
    );
  const closes = bars.map((bar) => bar.close);
  const price = (value: number) => formatPrice(value, quote.currency);
  return (
    <Box
      component="figure"
      m={0}
      style={{ opacity: history.isPlaceholderData ? 0.5 : 1 }}
      aria-busy={history.isPlaceholderData}
    >
      <VisuallyHidden component="figcaption">
        {`${quote.code} ${RANGE_WORDS[range]}: from ${price(closes[0]!)} to ${price(closes.at(-1)!)}, ` +
          `low ${price(Math.min(...closes))}, high ${price(Math.max(...closes))}.`}
      </VisuallyHidden>
      <Suspense fallback={chartSkeleton}>
        <PriceChart bars={bars} range={range} currency={quote.currency} />
      </Suspense>
    </Box>
  );
}
