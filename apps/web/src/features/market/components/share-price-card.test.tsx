import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@quorum/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as GraphQLModule from '@/lib/graphql';
import { graphQLError } from '@/testing/fake-graphql';
import { renderRoutes } from '@/testing/render-with-providers';
import {
  fakeMarketApi,
  makeHistory,
  makeQuote,
  type MarketApiOptions,
} from '../testing/market-fixtures';
import { activeSubscriptions, emit, liveSubscriptions } from '../testing/live-fakes';
import { SharePriceCard } from './share-price-card';

vi.mock('@/lib/graphql', async (importOriginal) => ({
  ...(await importOriginal<typeof GraphQLModule>()),
  subscribe: (await import('../testing/live-fakes')).fakeSubscribe,
}));

beforeEach(() => {
  liveSubscriptions.length = 0;
});

const text = messages.marketData;

function renderCard(options: MarketApiOptions = {}) {
  const api = fakeMarketApi(options);
  const view = renderRoutes(
    [
      { path: '/dashboard', element: <SharePriceCard /> },
      { path: '/dashboard/company-profile/company-details', element: <h1>Company details</h1> },
    ],
    '/dashboard',
  );
  const card = () => screen.getByRole('region', { name: 'Share price' });
  return { ...view, api, card, user: userEvent.setup() };
}

const callsOf = (api: ReturnType<typeof fakeMarketApi>, operation: string) =>
  api.calls.filter((call) => call.operation === operation);

describe('the share price card', () => {
  it('shows the price, its rise with an arrow and in words, the open market and that it is simulated', async () => {
    const { card } = renderCard();
    expect(await within(card()).findByText('$4.52')).toBeInTheDocument();
    expect(within(card()).getByText('+0.12 (+2.73%)')).toHaveTextContent('Up +0.12 (+2.73%)');
    expect(within(card()).getByText('Market open')).toBeInTheDocument();
    expect(within(card()).getByText('Simulated')).toBeInTheDocument();
    expect(within(card()).getByText(text.simulated)).toBeInTheDocument();
  });

  it('says a fall is down, and a closed market closed', async () => {
    const { card } = renderCard({
      quote: makeQuote({ price: 4.3, change: -0.1, changePercent: -2.26, marketOpen: false }),
    });
    expect(await within(card()).findByText('-0.10 (-2.26%)')).toHaveTextContent(
      'Down -0.10 (-2.26%)',
    );
    expect(within(card()).getByText('Market closed')).toBeInTheDocument();
  });

  it('shows a stale price with its age instead of an error', async () => {
    const asOf = new Date(Date.now() - 7 * 60_000).toISOString();
    const { card } = renderCard({ quote: makeQuote({ stale: true, asOf, simulated: false }) });
    expect(await within(card()).findByText(text.stale('7 minutes'))).toBeInTheDocument();
    expect(within(card()).getByText('$4.52')).toBeInTheDocument();
    expect(within(card()).queryByRole('alert')).toBeNull();
    expect(within(card()).queryByText('Simulated')).toBeNull();
  });

  it('takes each live price without asking the server again, and extends the day’s chart', async () => {
    const { api, card } = renderCard();
    await within(card()).findByText('$4.52');
    expect(await screen.findByText(/ACM today: from \$4\.40 to \$4\.50/)).toBeInTheDocument();
    expect(activeSubscriptions('StockPriceUpdated').map((s) => s.variables)).toEqual([
      { symbols: ['ACM.AX'] },
    ]);

    const tick = makeQuote({
      price: 4.61,
      change: 0.21,
      changePercent: 4.77,
      tradedAt: new Date().toISOString(),
    });
    act(() => emit('StockPriceUpdated', { stockPriceUpdated: tick }));

    expect(await within(card()).findByText('$4.61')).toBeInTheDocument();
    expect(within(card()).getByText('+0.21 (+4.77%)')).toBeInTheDocument();
    expect(screen.getByText(/ACM today: from \$4\.40 to \$4\.61/)).toBeInTheDocument();
    expect(callsOf(api, 'GetSharePrice')).toHaveLength(1);
    expect(callsOf(api, 'GetStockPriceHistory')).toHaveLength(1);
  });

  it('does not follow the market live when the company turned real-time updates off', async () => {
    const { card } = renderCard({ realTime: false });
    await within(card()).findByText('$4.52');
    expect(activeSubscriptions('StockPriceUpdated')).toHaveLength(0);
  });

  it('draws the range chosen', async () => {
    const { api, card, user } = renderCard({ history: makeHistory([3.9, 4.2, 4.5]) });
    await within(card()).findByText('$4.52');
    await user.click(within(card()).getByText('5D'));
    await waitFor(() =>
      expect(callsOf(api, 'GetStockPriceHistory').map((call) => call.variables)).toEqual([
        { range: 'ONE_DAY' },
        { range: 'FIVE_DAYS' },
      ]),
    );
    expect(await screen.findByText(/ACM over 5 days: from \$3\.90 to \$4\.50/)).toBeInTheDocument();
  });

  it('tells a company without an ASX code how to add one, and leads there', async () => {
    const { card, user, router } = renderCard({
      handlers: { GetSharePrice: () => graphQLError('BAD_USER_INPUT', text.noAsxCode) },
    });
    expect(await within(card()).findByText(text.noAsxCode)).toBeInTheDocument();
    expect(within(card()).queryByRole('alert')).toBeNull();
    await user.click(within(card()).getByRole('link', { name: 'Go to company details' }));
    expect(router.state.location.pathname).toBe('/dashboard/company-profile/company-details');
  });

  it('does not offer the company details to a member who may not change them', async () => {
    const { card } = renderCard({
      role: 'viewer',
      handlers: { GetSharePrice: () => graphQLError('BAD_USER_INPUT', text.noAsxCode) },
    });
    expect(await within(card()).findByText(text.noAsxCode)).toBeInTheDocument();
    expect(within(card()).queryByRole('link')).toBeNull();
  });

  it('shows a failure inside the card and loads again on request', async () => {
    let failing = true;
    const { card, user } = renderCard({
      handlers: {
        GetSharePrice: () =>
          failing
            ? graphQLError('SERVICE_UNAVAILABLE', text.unavailable)
            : {
                data: {
                  getStockPrice: makeQuote(),
                  getStockDataPreferences: { enableRealTimeUpdates: true, autoRefreshInterval: 60 },
                },
              },
      },
    });
    const alert = await within(card()).findByRole('alert');
    expect(alert).toHaveTextContent(text.unavailable);
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(card()).findByText('$4.52')).toBeInTheDocument();
  });
});
