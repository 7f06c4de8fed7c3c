import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@quorum/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as GraphQLModule from '@/lib/graphql';
import { graphQLError } from '@/testing/fake-graphql';
import { renderRoutes } from '@/testing/render-with-providers';
import { activeSubscriptions, emit, liveSubscriptions } from '../testing/live-fakes';
import {
  fakeMarketApi,
  makePreferences,
  makeQuote,
  makeStock,
  makeWatchlist,
  type FakeWatchlist,
  type MarketApiOptions,
} from '../testing/market-fixtures';
import { WatchlistsSection } from './watchlists-section';

vi.mock('@/lib/graphql', async (importOriginal) => ({
  ...(await importOriginal<typeof GraphQLModule>()),
  subscribe: (await import('../testing/live-fakes')).fakeSubscribe,
}));

beforeEach(() => {
  liveSubscriptions.length = 0;
});
afterEach(() => vi.restoreAllMocks());

const text = messages.marketData;

const peers = () =>
  makeWatchlist(
    'w1',
    'Mining peers',
    [
      makeStock('BHP', 'BHP Group Limited', { price: 45.1, change: 0.5, changePercent: 1.12 }),
      makeStock('CBA', 'Commonwealth Bank of Australia', {
        price: 120.4,
        change: -1.2,
        changePercent: -0.99,
      }),
    ],
    'The miners investors compare us with',
  );

/** The section over a little server that keeps the company's watchlists. */
function renderWatchlists({
  lists = [peers()],
  canChange = true,
  realTime = true,
  handlers = {},
}: {
  lists?: FakeWatchlist[];
  canChange?: boolean;
  realTime?: boolean;
  handlers?: MarketApiOptions['handlers'];
} = {}) {
  let stored = lists;
  const listNamed = (id: unknown) => stored.find((list) => list.watchlistId === id)!;
  const api = fakeMarketApi({
    handlers: {
      GetStockDataPreferences: () => ({
        data: { getStockDataPreferences: makePreferences({ enableRealTimeUpdates: realTime }) },
      }),
      GetWatchlists: () => ({ data: { getWatchlists: stored } }),
      CreateWatchlist: ({ input }) => {
        const { name, description } = input as { name: string; description: string };
        const created = makeWatchlist('w9', name, [], description);
        stored = [...stored, created];
        return { data: { createWatchlist: created } };
      },
      UpdateWatchlist: ({ input }) => {
        const { watchlistId, name, description } = input as {
          watchlistId: string;
          name: string;
          description: string;
        };
        const updated = { ...listNamed(watchlistId), name, description };
        stored = stored.map((list) => (list.watchlistId === watchlistId ? updated : list));
        return { data: { updateWatchlist: updated } };
      },
      AddStockToWatchlist: ({ input }) => {
        const { watchlistId, symbol } = input as { watchlistId: string; symbol: string };
        const code = symbol.replace('.AX', '');
        const list = listNamed(watchlistId);
        const updated = { ...list, stocks: [...list.stocks, makeStock(code, `${code} Limited`)] };
        stored = stored.map((one) => (one.watchlistId === watchlistId ? updated : one));
        return { data: { addStockToWatchlist: updated } };
      },
      RemoveStockFromWatchlist: ({ input }) => {
        const { watchlistId, symbol } = input as Record<string, string>;
        const list = listNamed(watchlistId);
        const updated = { ...list, stocks: list.stocks.filter((s) => s.symbol !== symbol) };
        stored = stored.map((one) => (one.watchlistId === watchlistId ? updated : one));
        return { data: { removeStockFromWatchlist: updated } };
      },
      DeleteWatchlist: ({ watchlistId }) => {
        stored = stored.filter((list) => list.watchlistId !== watchlistId);
        return { data: { deleteWatchlist: { message: text.watchlistDeleted } } };
      },
      ...handlers,
    },
  });
  renderRoutes(
    [{ path: '/dashboard/market', element: <WatchlistsSection canChange={canChange} /> }],
    '/dashboard/market',
  );
  const variablesOf = (operation: string) =>
    api.calls.filter((call) => call.operation === operation).map((call) => call.variables);
  return { api, variablesOf, user: userEvent.setup() };
}

const watchlistCard = (name: string) => screen.findByRole('article', { name });

describe('the watchlists', () => {
  it('say there are none yet and offer to create one', async () => {
    renderWatchlists({ lists: [] });
    expect(await screen.findByText('No watchlists yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New watchlist' })).toBeInTheDocument();
  });

  it('show each stock’s code, name, price and move', async () => {
    renderWatchlists();
    const card = await watchlistCard('Mining peers');
    const rows = within(card).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^BHPBHP Group Limited\$45\.10Up \+1\.12%/),
      expect.stringMatching(/^CBACommonwealth Bank of Australia\$120\.40Down -0\.99%/),
    ]);
    expect(within(card).getByText('Simulated')).toBeInTheDocument();
    expect(screen.getByText(text.simulated)).toBeInTheDocument();
  });

  it('create a watchlist with a name and a description', async () => {
    const toast = vi.spyOn(notifications, 'show');
    const { user, variablesOf } = renderWatchlists({ lists: [] });
    await user.click(await screen.findByRole('button', { name: 'New watchlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'New watchlist' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Banks');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Big four');
    await user.click(within(dialog).getByRole('button', { name: 'Create watchlist' }));

    expect(await watchlistCard('Banks')).toHaveTextContent('Big four');
    expect(variablesOf('CreateWatchlist')).toEqual([
      { input: { name: 'Banks', description: 'Big four' } },
    ]);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ message: text.watchlistCreated }));
  });

  it('refuse a watchlist without a name in the shared words, without asking the server', async () => {
    const { user, variablesOf } = renderWatchlists({ lists: [] });
    await user.click(await screen.findByRole('button', { name: 'New watchlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'New watchlist' });
    await user.click(within(dialog).getByRole('button', { name: 'Create watchlist' }));
    expect(await within(dialog).findByText(text.watchlistNameRequired)).toBeInTheDocument();
    expect(variablesOf('CreateWatchlist')).toEqual([]);
  });

  it('show the server’s refusal of a name another watchlist has', async () => {
    const { user } = renderWatchlists({
      handlers: { CreateWatchlist: () => graphQLError('CONFLICT', text.watchlistNameTaken) },
    });
    await user.click(await screen.findByRole('button', { name: 'New watchlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'New watchlist' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Mining peers');
    await user.click(within(dialog).getByRole('button', { name: 'Create watchlist' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text.watchlistNameTaken);
  });

  it('rename a watchlist', async () => {
    const { user, variablesOf } = renderWatchlists();
    const card = await watchlistCard('Mining peers');
    await user.click(within(card).getByRole('button', { name: 'Actions for Mining peers' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit watchlist' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, 'Miners');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await watchlistCard('Miners')).toBeInTheDocument();
    expect(variablesOf('UpdateWatchlist')).toEqual([
      {
        input: {
          watchlistId: 'w1',
          name: 'Miners',
          description: 'The miners investors compare us with',
        },
      },
    ]);
  });

  it('add a stock by its code as a person types it', async () => {
    const { user, variablesOf } = renderWatchlists();
    const card = await watchlistCard('Mining peers');
    await user.type(within(card).getByRole('textbox', { name: /ASX code/ }), ' rio ');
    await user.click(within(card).getByRole('button', { name: 'Add' }));

    expect(await within(card).findByText('RIO Limited')).toBeInTheDocument();
    expect(variablesOf('AddStockToWatchlist')).toEqual([
      { input: { watchlistId: 'w1', symbol: 'RIO.AX' } },
    ]);
    expect(within(card).getByRole('textbox', { name: /ASX code/ })).toHaveValue('');
  });

  it('check a code’s shape before asking the server', async () => {
    const { user, variablesOf } = renderWatchlists();
    const card = await watchlistCard('Mining peers');
    await user.type(within(card).getByRole('textbox', { name: /ASX code/ }), 'B!');
    await user.click(within(card).getByRole('button', { name: 'Add' }));
    expect(await within(card).findByText(text.symbolInvalid)).toBeInTheDocument();
    expect(variablesOf('AddStockToWatchlist')).toEqual([]);
  });

  it('show the server’s refusal of an unknown code on the field', async () => {
    const { user } = renderWatchlists({
      handlers: {
        AddStockToWatchlist: () => graphQLError('BAD_USER_INPUT', text.symbolUnknown('XYZ')),
      },
    });
    const card = await watchlistCard('Mining peers');
    const field = within(card).getByRole('textbox', { name: /ASX code/ });
    await user.type(field, 'XYZ');
    await user.click(within(card).getByRole('button', { name: 'Add' }));
    expect(await within(card).findByText(text.symbolUnknown('XYZ'))).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('XYZ');
  });

  it('remove a stock', async () => {
    const { user, variablesOf } = renderWatchlists();
    const card = await watchlistCard('Mining peers');
    await user.click(within(card).getByRole('button', { name: 'Remove CBA from Mining peers' }));
    await waitFor(() => expect(within(card).queryByText('CBA')).toBeNull());
    expect(variablesOf('RemoveStockFromWatchlist')).toEqual([
      { input: { watchlistId: 'w1', symbol: 'CBA.AX' } },
    ]);
  });

  it('delete a watchlist only once the person confirms', async () => {
    const { user, variablesOf } = renderWatchlists();
    const card = await watchlistCard('Mining peers');
    const openDelete = async () => {
      await user.click(within(card).getByRole('button', { name: 'Actions for Mining peers' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
      return screen.findByRole('dialog', { name: 'Delete watchlist' });
    };

    await user.click(within(await openDelete()).getByRole('button', { name: 'Cancel' }));
    expect(variablesOf('DeleteWatchlist')).toEqual([]);

    await user.click(within(await openDelete()).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No watchlists yet')).toBeInTheDocument();
    expect(variablesOf('DeleteWatchlist')).toEqual([{ watchlistId: 'w1' }]);
  });

  it('keep each row’s price live for the watchlist’s own symbols, without asking again', async () => {
    const { variablesOf } = renderWatchlists();
    const card = await watchlistCard('Mining peers');
    await waitFor(() =>
      expect(activeSubscriptions('StockPriceUpdated').map((s) => s.variables)).toEqual([
        { symbols: ['BHP.AX', 'CBA.AX'] },
      ]),
    );
    const tick = makeQuote({
      symbol: 'CBA.AX',
      code: 'CBA',
      price: 121.05,
      change: 0.3,
      changePercent: 0.25,
    });
    act(() => emit('StockPriceUpdated', { stockPriceUpdated: tick }));
    const row = (await within(card).findByText('$121.05')).closest('tr')!;
    expect(row).toHaveTextContent('CBA');
    expect(row).toHaveTextContent('Up +0.25%');
    expect(variablesOf('GetWatchlists')).toHaveLength(1);
  });

  it('load again when a colleague changes a watchlist', async () => {
    const { variablesOf } = renderWatchlists();
    await watchlistCard('Mining peers');
    act(() =>
      emit('WatchlistUpdated', {
        watchlistUpdated: { watchlistId: 'w1', action: 'stock-added', symbol: 'RIO.AX' },
      }),
    );
    await waitFor(() => expect(variablesOf('GetWatchlists')).toHaveLength(2));
  });

  it('do not follow prices live when the company turned real-time updates off', async () => {
    const { variablesOf } = renderWatchlists({ realTime: false });
    await watchlistCard('Mining peers');
    await waitFor(() => expect(variablesOf('GetStockDataPreferences')).toHaveLength(1));
    expect(liveSubscriptions.filter((s) => s.name === 'StockPriceUpdated')).toHaveLength(0);
  });

  it('offer no changes to a member without full access to the company details', async () => {
    renderWatchlists({ canChange: false });
    const card = await watchlistCard('Mining peers');
    expect(within(card).getByText('BHP')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New watchlist' })).toBeNull();
    expect(within(card).queryByRole('button')).toBeNull();
    expect(within(card).queryByRole('textbox')).toBeNull();
  });
});
