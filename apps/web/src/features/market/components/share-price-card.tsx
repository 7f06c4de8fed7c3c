import { Anchor, Card, Group, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { PRICE_RANGES, messages, type PriceRange } from '@quorum/shared';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { LoadErrorAlert } from '@/components/feedback/load-error-alert';
import { isApiError } from '@/lib/graphql';
import { useSharePrice } from '../api/get-share-price';
import type { StockQuote } from '../api/quote-fields';
import { useLiveSharePrice } from '../hooks/use-live-share-price';
import { useMarketAccess } from '../hooks/use-market-access';
import { formatMarketTime, formatPrice } from './format';
import { PriceChange } from './price-change';
import { PriceChartPanel } from './price-chart-panel';
import { MarketStatusBadge, SimulatedBadge, SimulatedNote, StaleNotice } from './quote-status';

const text = messages.marketData;

/** The server's answer for a company without an ASX code: not a failure, a step to take. */
const isNoAsxCode = (error: unknown) =>
  isApiError(error, 'BAD_USER_INPUT') && error.message === text.noAsxCode;

function QuoteSummary({ quote }: { quote: StockQuote }) {
  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="wrap">
        <Text fw={700} size="sm">
          {quote.code}
          <Text component="span" c="dimmed" size="sm" fw={400}>
            {' '}
            · ASX
          </Text>
        </Text>
        <MarketStatusBadge open={quote.marketOpen} />
        {quote.simulated ? <SimulatedBadge /> : null}
      </Group>
      <Group gap="sm" align="baseline" wrap="wrap">
        <Text component="p" fz={32} fw={700} lh={1.1} m={0}>
          {formatPrice(quote.price, quote.currency)}
        </Text>
        <PriceChange change={quote.change} changePercent={quote.changePercent} size="md" />
        <Text size="sm" c="dimmed">
          today
        </Text>
      </Group>
      {quote.stale ? <StaleNotice asOf={quote.asOf} /> : null}
      {quote.simulated ? <SimulatedNote /> : null}
    </Stack>
  );
}

/**
 * The company's share price: its last price and the day's move, the market's state, a chart over
 * a chosen range, and the price kept live. Loads, fails and retries inside its card; a company
 * without an ASX code is told how to add one. `link` leads to the market page from the home.
 */
export function SharePriceCard({ link }: { link?: { label: string; to: string } }) {
  const headingId = useId();
  const sharePrice = useSharePrice();
  const [range, setRange] = useState<PriceRange>('1D');
  const { canChange } = useMarketAccess();
  useLiveSharePrice(sharePrice.data);
  const quote = sharePrice.data?.getStockPrice;

  let body;
  if (quote)
    body = (
      <Stack gap="sm">
        <QuoteSummary quote={quote} />
        <SegmentedControl
          aria-label="Chart range"
          size="xs"
          value={range}
          onChange={(value) => setRange(value as PriceRange)}
          data={[...PRICE_RANGES]}
        />
        <PriceChartPanel range={range} quote={quote} />
        <Text size="xs" c="dimmed">
          As of {formatMarketTime(quote.tradedAt)} (Sydney time)
        </Text>
      </Stack>
    );
  else if (sharePrice.isError && isNoAsxCode(sharePrice.error))
    body = (
      <Stack gap={4} align="flex-start">
        <Text size="sm">{text.noAsxCode}</Text>
        {canChange ? (
          <Anchor component={Link} to="/dashboard/company-profile/company-details" size="sm">
            Go to company details
          </Anchor>
        ) : null}
      </Stack>
    );
  else if (sharePrice.isError)
    body = (
      <LoadErrorAlert
        title="The share price could not load."
        message={sharePrice.error.message}
        retrying={sharePrice.isRefetching}
        onRetry={() => void sharePrice.refetch()}
      />
    );
  else
    body = (
      <Stack gap="sm" role="status" aria-label="Loading the share price">
        <Skeleton h={18} w="40%" />
        <Skeleton h={36} w="60%" />
        <Skeleton h={220} />
      </Stack>
    );

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" mb="xs">
        <Title order={2} fz="lg" id={headingId}>
          Share price
        </Title>
        {link ? (
          <Anchor component={Link} to={link.to} size="sm">
            {link.label}
          </Anchor>
        ) : null}
      </Group>
      {body}
    </Card>
  );
}
