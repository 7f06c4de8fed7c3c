// Market data's API shapes (issue 19) and their GraphQL types.
import {
  MARKET_CURRENCIES,
  MARKET_DATA_PROVIDERS,
  MARKET_EXCHANGES,
  PRICE_RANGES,
  STOCK_ALERT_CONDITIONS,
  STOCK_ALERT_TYPES,
} from '@quorum/shared';
import type {
  MarketCurrency,
  MarketDataProviderKind,
  MarketExchange,
  PriceRange,
  StockAlertCondition,
  StockAlertType,
} from '@quorum/shared';
import { builder } from '../../graphql/builder';
import type { Bar, NewsItem, Quote } from './provider';

/** Where an answer came from and how old it is: what every market screen shows beside it. */
export interface Provenance {
  asOf: Date;
  stale: boolean;
  simulated: boolean;
}

/** A quote as the API shows it: the provider's, with the code and where it came from. */
export interface QuoteView extends Quote, Provenance {
  code: string;
}

export interface PriceHistoryView extends Provenance {
  symbol: string;
  range: PriceRange;
  bars: Bar[];
}

export interface NewsView extends Provenance {
  symbol: string;
  items: NewsItem[];
}

export interface WatchlistStockView {
  symbol: string;
  code: string;
  name: string;
  addedAt: Date;
  /** Null when the provider has never answered for it (a new stock during an outage). */
  quote: QuoteView | null;
}

export interface WatchlistView {
  watchlistId: string;
  name: string;
  description: string;
  createdAt: Date;
  updatedAt: Date;
  stocks: WatchlistStockView[];
}

export interface StockAlertView {
  alertId: string;
  watchlistId: string | null;
  symbol: string;
  code: string;
  alertType: StockAlertType;
  condition: StockAlertCondition;
  targetPrice: number;
  isActive: boolean;
  /** False after it fired, until its condition stops holding. */
  armed: boolean;
  lastTriggeredAt: Date | null;
  lastTriggeredValue: number | null;
  createdAt: Date;
}

export interface PreferencesView {
  defaultCurrency: MarketCurrency;
  defaultExchange: MarketExchange;
  autoRefreshInterval: number;
  enableRealTimeUpdates: boolean;
  preferredDataProvider: MarketDataProviderKind;
  /** The providers this server runs: the only ones a company may prefer. */
  availableProviders: MarketDataProviderKind[];
  simulated: boolean;
}

export interface SyncResult {
  message: string;
  refreshed: number;
  imported: number;
}

/** GraphQL names cannot start with a digit: "1D" is ONE_DAY on the wire. */
const RANGE_NAMES: Record<PriceRange, string> = {
  '1D': 'ONE_DAY',
  '5D': 'FIVE_DAYS',
  '1M': 'ONE_MONTH',
  '6M': 'SIX_MONTHS',
  '1Y': 'ONE_YEAR',
  '5Y': 'FIVE_YEARS',
};
export const PriceRangeEnum = builder.enumType('PriceRange', {
  values: Object.fromEntries(
    PRICE_RANGES.map((range) => [RANGE_NAMES[range], { value: range }]),
  ) as Record<string, { value: PriceRange }>,
});
export const StockAlertTypeEnum = builder.enumType('StockAlertType', { values: STOCK_ALERT_TYPES });
export const StockAlertConditionEnum = builder.enumType('StockAlertCondition', {
  values: STOCK_ALERT_CONDITIONS,
});
export const MarketCurrencyEnum = builder.enumType('MarketCurrency', { values: MARKET_CURRENCIES });
export const MarketExchangeEnum = builder.enumType('MarketExchange', { values: MARKET_EXCHANGES });
export const MarketDataProviderEnum = builder.enumType('MarketDataProvider', {
  values: MARKET_DATA_PROVIDERS,
});

export const StockQuoteType = builder.objectRef<QuoteView>('StockQuote').implement({
  description: 'A stock’s last price. `simulated` is true for replay data, not the market’s.',
  fields: (t) => ({
    symbol: t.exposeString('symbol'),
    code: t.exposeString('code'),
    price: t.exposeFloat('price'),
    previousClose: t.exposeFloat('previousClose'),
    change: t.exposeFloat('change'),
    changePercent: t.exposeFloat('changePercent'),
    open: t.exposeFloat('open'),
    high: t.exposeFloat('high'),
    low: t.exposeFloat('low'),
    volume: t.exposeFloat('volume'),
    currency: t.exposeString('currency'),
    tradedAt: t.expose('tradedAt', { type: 'DateTime' }),
    marketOpen: t.exposeBoolean('marketOpen'),
    asOf: t.expose('asOf', { type: 'DateTime', description: 'When the provider answered.' }),
    stale: t.exposeBoolean('stale', {
      description: 'The provider is not answering: this is its last answer, as of `asOf`.',
    }),
    simulated: t.exposeBoolean('simulated'),
  }),
});

const PriceBarType = builder.objectRef<Bar>('PriceBar').implement({
  fields: (t) => ({
    at: t.expose('at', { type: 'DateTime' }),
    open: t.exposeFloat('open'),
    high: t.exposeFloat('high'),
    low: t.exposeFloat('low'),
    close: t.exposeFloat('close'),
    volume: t.exposeFloat('volume'),
  }),
});

export const StockPriceHistoryType = builder
  .objectRef<PriceHistoryView>('StockPriceHistory')
  .implement({
    fields: (t) => ({
      symbol: t.exposeString('symbol'),
      range: t.field({ type: PriceRangeEnum, resolve: (history) => history.range }),
      bars: t.field({ type: [PriceBarType], resolve: (history) => history.bars }),
      asOf: t.expose('asOf', { type: 'DateTime' }),
      stale: t.exposeBoolean('stale'),
      simulated: t.exposeBoolean('simulated'),
    }),
  });

const StockNewsItemType = builder.objectRef<NewsItem>('StockNewsItem').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    summary: t.exposeString('summary'),
    url: t.exposeString('url', { nullable: true }),
    publishedAt: t.expose('publishedAt', { type: 'DateTime' }),
    source: t.exposeString('source'),
  }),
});

export const StockNewsType = builder.objectRef<NewsView>('StockNews').implement({
  fields: (t) => ({
    symbol: t.exposeString('symbol'),
    items: t.field({ type: [StockNewsItemType], resolve: (news) => news.items }),
    asOf: t.expose('asOf', { type: 'DateTime' }),
    stale: t.exposeBoolean('stale'),
    simulated: t.exposeBoolean('simulated'),
  }),
});

const WatchlistStockType = builder.objectRef<WatchlistStockView>('WatchlistStock').implement({
  fields: (t) => ({
    symbol: t.exposeString('symbol'),
    code: t.exposeString('code'),
    name: t.exposeString('name'),
    addedAt: t.expose('addedAt', { type: 'DateTime' }),
    quote: t.field({ type: StockQuoteType, nullable: true, resolve: (stock) => stock.quote }),
  }),
});

export const WatchlistType = builder.objectRef<WatchlistView>('StockWatchlist').implement({
  description: 'A company’s list of stocks it follows: its peers.',
  fields: (t) => ({
    watchlistId: t.exposeID('watchlistId'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    stocks: t.field({ type: [WatchlistStockType], resolve: (list) => list.stocks }),
  }),
});

export const StockAlertObject = builder.objectRef<StockAlertView>('StockAlert').implement({
  fields: (t) => ({
    alertId: t.exposeID('alertId'),
    watchlistId: t.exposeID('watchlistId', { nullable: true }),
    symbol: t.exposeString('symbol'),
    code: t.exposeString('code'),
    alertType: t.field({ type: StockAlertTypeEnum, resolve: (alert) => alert.alertType }),
    condition: t.field({ type: StockAlertConditionEnum, resolve: (alert) => alert.condition }),
    targetPrice: t.exposeFloat('targetPrice', {
      description: 'The price, the move in per cent, or the multiple of average volume.',
    }),
    isActive: t.exposeBoolean('isActive'),
    armed: t.exposeBoolean('armed', {
      description: 'False after it fired, until its condition stops holding.',
    }),
    lastTriggeredAt: t.expose('lastTriggeredAt', { type: 'DateTime', nullable: true }),
    lastTriggeredValue: t.exposeFloat('lastTriggeredValue', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const StockDataPreferencesType = builder
  .objectRef<PreferencesView>('StockDataPreferences')
  .implement({
    fields: (t) => ({
      defaultCurrency: t.field({
        type: MarketCurrencyEnum,
        resolve: (preferences) => preferences.defaultCurrency,
      }),
      defaultExchange: t.field({
        type: MarketExchangeEnum,
        resolve: (preferences) => preferences.defaultExchange,
      }),
      autoRefreshInterval: t.exposeInt('autoRefreshInterval'),
      enableRealTimeUpdates: t.exposeBoolean('enableRealTimeUpdates'),
      preferredDataProvider: t.field({
        type: MarketDataProviderEnum,
        resolve: (preferences) => preferences.preferredDataProvider,
      }),
      availableProviders: t.field({
        type: [MarketDataProviderEnum],
        resolve: (preferences) => preferences.availableProviders,
      }),
      simulated: t.exposeBoolean('simulated'),
    }),
  });

export const SyncStockDataResultType = builder
  .objectRef<SyncResult>('SyncStockDataResult')
  .implement({
    fields: (t) => ({
      message: t.exposeString('message'),
      refreshed: t.exposeInt('refreshed'),
      imported: t.exposeInt('imported'),
    }),
  });
