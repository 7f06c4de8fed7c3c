import { ActionIcon, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconX } from '@tabler/icons-react';
import { messages } from '@quorum/shared';
import type { Watchlist, WatchlistStock } from '../api/get-watchlists';
import { useRemoveStockFromWatchlist } from '../api/watchlist-changes';
import { formatPrice } from './format';
import { PriceChange } from './price-change';

const text = messages.marketData;

function RemoveStockButton({ watchlist, stock }: { watchlist: Watchlist; stock: WatchlistStock }) {
  const remove = useRemoveStockFromWatchlist();
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size={32}
      loading={remove.isPending}
      aria-label={`Remove ${stock.code} from ${watchlist.name}`}
      onClick={() =>
        remove.mutate(
          { watchlistId: watchlist.watchlistId, symbol: stock.symbol },
          {
            onSuccess: () => notifications.show({ message: text.stockRemoved(stock.code) }),
            onError: (error) => notifications.show({ color: 'red', message: error.message }),
          },
        )
      }
    >
      <IconX size={16} aria-hidden />
    </ActionIcon>
  );
}

/**
 * A watchlist's stocks: code and name, last price and the day's move. Three narrow columns (and
 * the remove button for those who may change it) fit a phone without scrolling.
 */
export function WatchlistStocks({
  watchlist,
  canChange,
}: {
  watchlist: Watchlist;
  canChange: boolean;
}) {
  if (watchlist.stocks.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No stocks on this watchlist yet.
      </Text>
    );
  return (
    <Table verticalSpacing="xs" horizontalSpacing="xs" highlightOnHover>
      <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }}>
        <VisuallyHidden>Stocks on {watchlist.name}</VisuallyHidden>
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Stock</Table.Th>
          <Table.Th ta="right">Price</Table.Th>
          <Table.Th ta="right">Change</Table.Th>
          {canChange ? (
            <Table.Th w={40}>
              <VisuallyHidden>Remove</VisuallyHidden>
            </Table.Th>
          ) : null}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {watchlist.stocks.map((stock) => (
          <Table.Tr key={stock.symbol}>
            <Table.Td>
              <Stack gap={0}>
                <Text size="sm" fw={700}>
                  {stock.code}
                </Text>
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {stock.name}
                </Text>
              </Stack>
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {stock.quote ? (
                <Text size="sm">{formatPrice(stock.quote.price, stock.quote.currency)}</Text>
              ) : (
                <Text size="sm" c="dimmed">
                  <span aria-hidden>—</span>
                  <VisuallyHidden>No price</VisuallyHidden>
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              {stock.quote ? (
                <Stack align="flex-end">
                  <PriceChange
                    change={stock.quote.change}
                    changePercent={stock.quote.changePercent}
                    percentOnly
                  />
                </Stack>
              ) : null}
            </Table.Td>
            {canChange ? (
              <Table.Td>
                <RemoveStockButton watchlist={watchlist} stock={stock} />
              </Table.Td>
            ) : null}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
