import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { EditDeleteMenu } from '@/components/menus/edit-delete-menu';
import { putQuoteInWatchlists, type Watchlist } from '../api/get-watchlists';
import { marketKeys } from '../api/market-keys';
import { useLiveQuotes } from '../hooks/use-live-quotes';
import { AddStockForm } from './add-stock-form';
import { SimulatedBadge, StaleNotice } from './quote-status';
import { WatchlistStocks } from './watchlist-stocks';

/** The oldest price of a list the provider could not refresh, if any. */
function oldestStaleAsOf(watchlist: Watchlist): string | null {
  const stale = watchlist.stocks
    .map((stock) => stock.quote)
    .filter((quote) => quote?.stale)
    .map((quote) => quote!.asOf)
    .sort();
  return stale[0] ?? null;
}

/**
 * One watchlist: its name and description, its stocks' prices kept live for its own symbols, and
 * for those who may change it, adding and removing stocks, editing and deleting.
 */
export function WatchlistCard({
  watchlist,
  live,
  canChange,
  onEdit,
  onDelete,
}: {
  watchlist: Watchlist;
  live: boolean;
  canChange: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const queryClient = useQueryClient();
  useLiveQuotes(
    watchlist.stocks.map((stock) => stock.symbol),
    {
      next: (quote) => putQuoteInWatchlists(queryClient, quote),
      reconnected: () => void queryClient.invalidateQueries({ queryKey: marketKeys.watchlists() }),
    },
    live,
  );
  const staleAsOf = oldestStaleAsOf(watchlist);
  const simulated = watchlist.stocks.some((stock) => stock.quote?.simulated);

  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={watchlist.name}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Title order={3} fz="md">
                {watchlist.name}
              </Title>
              {simulated ? <SimulatedBadge /> : null}
            </Group>
            {watchlist.description ? (
              <Text size="sm" c="dimmed">
                {watchlist.description}
              </Text>
            ) : null}
          </Stack>
          {canChange ? (
            <EditDeleteMenu itemName={watchlist.name} onEdit={onEdit} onDelete={onDelete} />
          ) : null}
        </Group>
        {staleAsOf ? <StaleNotice asOf={staleAsOf} /> : null}
        <WatchlistStocks watchlist={watchlist} canChange={canChange} />
        {canChange ? (
          <AddStockForm watchlistId={watchlist.watchlistId} listName={watchlist.name} />
        ) : null}
      </Stack>
    </Card>
  );
}
