import type { Role } from '@quorum/shared';
import { storeSignIn } from '@/lib/session';
import { grantOf, makeCompanyDetail } from '@/testing/company-detail';
import { fakeGraphQL, makeSignIn } from '@/testing/fake-graphql';

const MINUTE = 60_000;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * MINUTE).toISOString();

/** A price as the API answers it: the demo company's own, simulated, fresh and trading. */
export function makeQuote(overrides: Partial<ReturnType<typeof baseQuote>> = {}) {
  return { ...baseQuote(), ...overrides };
}

function baseQuote() {
  return {
    symbol: 'ACM.AX',
    code: 'ACM',
    price: 4.52,
    change: 0.12,
    changePercent: 2.73,
    currency: 'AUD',
    marketOpen: true,
    simulated: true,
    stale: false,
    asOf: minutesAgo(0),
    tradedAt: minutesAgo(1),
  };
}

export type FakeQuote = ReturnType<typeof makeQuote>;

/** A chart of `closes`, a minute apart, ending a minute before now. */
export function makeHistory(closes: number[], range = 'ONE_DAY', symbol = 'ACM.AX') {
  return {
    symbol,
    range,
    simulated: true,
    stale: false,
    asOf: minutesAgo(0),
    bars: closes.map((close, i) => ({ at: minutesAgo(closes.length - i + 1), close })),
  };
}

export function makeStock(code: string, name: string, quote: Partial<FakeQuote> = {}) {
  const symbol = `${code}.AX`;
  return {
    symbol,
    code,
    name,
    addedAt: minutesAgo(60),
    quote: makeQuote({ symbol, code, ...quote }),
  };
}

export function makeWatchlist(
  id: string,
  name: string,
  stocks: ReturnType<typeof makeStock>[] = [],
  description = '',
) {
  return { watchlistId: id, name, description, updatedAt: minutesAgo(5), stocks };
}

export type FakeWatchlist = ReturnType<typeof makeWatchlist>;

export function makeAlert(id: string, overrides: Partial<ReturnType<typeof baseAlert>> = {}) {
  return { ...baseAlert(id), ...overrides };
}

function baseAlert(id: string) {
  return {
    alertId: id,
    watchlistId: null as string | null,
    symbol: 'ACM.AX',
    code: 'ACM',
    alertType: 'PRICE' as 'PRICE' | 'PERCENT_MOVE' | 'VOLUME_SPIKE',
    condition: 'ABOVE' as 'ABOVE' | 'BELOW',
    targetPrice: 5,
    isActive: true,
    armed: true,
    lastTriggeredAt: null as string | null,
    lastTriggeredValue: null as number | null,
    createdAt: minutesAgo(120),
  };
}

export type FakeAlert = ReturnType<typeof makeAlert>;

export function makePreferences(overrides: Record<string, unknown> = {}) {
  return {
    defaultCurrency: 'AUD',
    defaultExchange: 'ASX',
    autoRefreshInterval: 60,
    enableRealTimeUpdates: true,
    preferredDataProvider: 'replay',
    availableProviders: ['replay'],
    simulated: true,
    ...overrides,
  };
}

type Handlers = Parameters<typeof fakeGraphQL>[0];

export interface MarketApiOptions {
  role?: Role;
  /** A custom role with this access to the company details, instead of `role`. */
  companyDetails?: 'full' | 'view' | 'none';
  quote?: FakeQuote;
  history?: ReturnType<typeof makeHistory>;
  realTime?: boolean;
  handlers?: Handlers;
}

/**
 * The API for market data's tests: a signed-in member of `role` (or a custom role with
 * `companyDetails` access), the company's price and chart, and whatever else the test answers.
 */
export function fakeMarketApi({
  role = 'admin',
  companyDetails,
  quote = makeQuote(),
  history = makeHistory([4.4, 4.45, 4.5]),
  realTime = true,
  handlers = {},
}: MarketApiOptions = {}) {
  storeSignIn(makeSignIn());
  return fakeGraphQL({
    GetCompanyDetail: () => ({
      data: {
        getCompanyDetail: makeCompanyDetail(
          companyDetails
            ? { role: 'custom', grants: grantOf('companyDetails', companyDetails) }
            : { role },
        ),
      },
    }),
    GetSharePrice: () => ({
      data: {
        getStockPrice: quote,
        getStockDataPreferences: { enableRealTimeUpdates: realTime, autoRefreshInterval: 60 },
      },
    }),
    GetStockPriceHistory: (variables) => ({
      data: { getStockPriceHistory: { ...history, range: variables.range } },
    }),
    ...handlers,
  });
}
