import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MARKET_DATA, messages } from '@quorum/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as GraphQLModule from '@/lib/graphql';
import { renderRoutes } from '@/testing/render-with-providers';
import { fakeMarketApi, makePreferences, type MarketApiOptions } from '../testing/market-fixtures';
import { MarketPage } from './market-page';

vi.mock('@/lib/graphql', async (importOriginal) => ({
  ...(await importOriginal<typeof GraphQLModule>()),
  subscribe: (await import('../testing/live-fakes')).fakeSubscribe,
}));

afterEach(() => vi.restoreAllMocks());

const text = messages.marketData;
const { min, max } = MARKET_DATA.refreshIntervalSeconds;

function renderMarket(options: MarketApiOptions = {}) {
  const api = fakeMarketApi({
    ...options,
    handlers: {
      GetWatchlists: () => ({ data: { getWatchlists: [] } }),
      GetStockAlerts: () => ({ data: { getStockAlerts: [] } }),
      GetStockDataPreferences: () => ({ data: { getStockDataPreferences: makePreferences() } }),
      UpdateStockDataPreferences: ({ input }) => ({
        data: {
          updateStockDataPreferences: makePreferences(input as Record<string, unknown>),
        },
      }),
      SyncStockData: () => ({
        data: { syncStockData: { message: text.synced(2), refreshed: 3, imported: 2 } },
      }),
      ...options.handlers,
    },
  });
  renderRoutes([{ path: '/dashboard/market', element: <MarketPage /> }], '/dashboard/market');
  const variablesOf = (operation: string) =>
    api.calls.filter((call) => call.operation === operation).map((call) => call.variables);
  const preferences = () => screen.getByRole('region', { name: 'Preferences' });
  return { variablesOf, preferences, user: userEvent.setup() };
}

describe('the market page', () => {
  it('shows the company’s price, its watchlists, its alerts and its preferences', async () => {
    renderMarket();
    expect(await screen.findByRole('heading', { level: 1, name: 'Market' })).toBeInTheDocument();
    const price = screen.getByRole('region', { name: 'Share price' });
    expect(await within(price).findByText('$4.52')).toBeInTheDocument();
    expect(await screen.findByText('No watchlists yet')).toBeInTheDocument();
    expect(await screen.findByText('No alerts yet')).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Data provider' })).toHaveValue('replay');
  });

  it('saves the preferences of a member with full access to the company details', async () => {
    const toast = vi.spyOn(notifications, 'show');
    const { user, variablesOf, preferences } = renderMarket();
    const realTime = await within(preferences()).findByRole('switch', {
      name: /Real-time updates/,
    });
    await user.click(realTime);
    const interval = within(preferences()).getByRole('textbox', { name: /Refresh every/ });
    await user.clear(interval);
    await user.type(interval, '30');
    await user.selectOptions(
      within(preferences()).getByRole('combobox', { name: 'Currency' }),
      'USD',
    );
    await user.click(within(preferences()).getByRole('button', { name: 'Save preferences' }));

    await waitFor(() =>
      expect(variablesOf('UpdateStockDataPreferences')).toEqual([
        {
          input: {
            defaultCurrency: 'USD',
            defaultExchange: 'ASX',
            autoRefreshInterval: 30,
            enableRealTimeUpdates: false,
            preferredDataProvider: 'replay',
          },
        },
      ]),
    );
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ message: text.preferencesSaved }));
  });

  it('refuses a refresh interval out of range in the shared words, without asking the server', async () => {
    const { user, variablesOf, preferences } = renderMarket();
    const interval = await within(preferences()).findByRole('textbox', { name: /Refresh every/ });
    await user.clear(interval);
    await user.type(interval, '2');
    await user.click(within(preferences()).getByRole('button', { name: 'Save preferences' }));
    expect(
      await within(preferences()).findByText(text.refreshIntervalRange(min, max)),
    ).toBeInTheDocument();
    expect(variablesOf('UpdateStockDataPreferences')).toEqual([]);
  });

  it('shows a member with view access to the company details everything, and no way to change it', async () => {
    const { preferences } = renderMarket({ companyDetails: 'view' });
    const realTime = await within(preferences()).findByRole('switch', {
      name: /Real-time updates/,
    });
    expect(realTime).toBeDisabled();
    expect(within(preferences()).getByRole('combobox', { name: 'Currency' })).toBeDisabled();
    expect(within(preferences()).queryByRole('button', { name: 'Save preferences' })).toBeNull();
    expect(await screen.findByText('No watchlists yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New watchlist' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New alert' })).toBeNull();
  });

  it('lets a custom role with full access to the company details change it', async () => {
    renderMarket({ companyDetails: 'full' });
    expect(await screen.findByRole('button', { name: 'New watchlist' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New alert' })).toBeInTheDocument();
  });

  it('asks the provider again on Refresh, says what came back and loads the prices again', async () => {
    const toast = vi.spyOn(notifications, 'show');
    const { user, variablesOf } = renderMarket({ role: 'viewer' });
    const price = screen.getByRole('region', { name: 'Share price' });
    await within(price).findByText('$4.52');
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ message: text.synced(2) })),
    );
    expect(variablesOf('SyncStockData')).toHaveLength(1);
    await waitFor(() => expect(variablesOf('GetSharePrice')).toHaveLength(2));
  });
});
