/** Registers market data's GraphQL queries, mutations and subscriptions (issue 19). */
import { MARKET_DATA, messages } from '@quorum/shared';
import { builder, MessageResult } from '../../graphql/builder';
import type { SubscriptionContext } from '../../graphql/context';
import { badInput } from '../../core/errors';
import * as live from './live';
import type { AlertTriggeredEvent, WatchlistUpdateEvent } from './live';
import { symbolFromInput } from './quotes';
import * as service from './service';
import * as alerts from './stock-alerts';
import { BoardEnquiryType } from '../board';
import { linkedAnnouncement } from './announcement-links';
import type { LinkedAnnouncement } from './announcement-links';
import {
  MarketCurrencyEnum,
  MarketDataProviderEnum,
  MarketExchangeEnum,
  PriceRangeEnum,
  StockAlertConditionEnum,
  StockAlertObject,
  StockAlertTypeEnum,
  StockDataPreferencesType,
  StockNewsType,
  StockPriceHistoryType,
  StockQuoteType,
  SyncStockDataResultType,
  WatchlistType,
} from './types';
import type { QuoteView } from './types';

/** Reading prices is every member's; changing what the company follows is the company details'. */
const readMarket = { inCompany: true } as const;
const changeMarket = { page: ['company-details', 'full'] } as const;

/** A live price subscription follows at most this many symbols. (ours) */
const MAX_LIVE_SYMBOLS = MARKET_DATA.stocksPerWatchlist + 1;

const WatchlistInput = builder.inputType('StockWatchlistInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    description: t.string(),
  }),
});

const UpdateWatchlistInput = builder.inputType('UpdateStockWatchlistInput', {
  fields: (t) => ({
    watchlistId: t.id({ required: true }),
    name: t.string({ required: true }),
    description: t.string(),
  }),
});

const WatchlistStockInput = builder.inputType('WatchlistStockInput', {
  fields: (t) => ({
    watchlistId: t.id({ required: true }),
    symbol: t.string({ required: true, description: 'An ASX code: "BHP" or "BHP.AX".' }),
  }),
});

const StockAlertInput = builder.inputType('StockAlertInput', {
  fields: (t) => ({
    watchlistId: t.id(),
    symbol: t.string({ required: true }),
    alertType: t.field({ type: StockAlertTypeEnum, required: true }),
    condition: t.field({ type: StockAlertConditionEnum, required: true }),
    targetPrice: t.float({ required: true }),
    isActive: t.boolean(),
  }),
});

const UpdateStockAlertInput = builder.inputType('UpdateStockAlertInput', {
  fields: (t) => ({
    alertId: t.id({ required: true }),
    watchlistId: t.id(),
    symbol: t.string({ required: true }),
    alertType: t.field({ type: StockAlertTypeEnum, required: true }),
    condition: t.field({ type: StockAlertConditionEnum, required: true }),
    targetPrice: t.float({ required: true }),
    isActive: t.boolean(),
  }),
});

const StockDataPreferencesInput = builder.inputType('StockDataPreferencesInput', {
  fields: (t) => ({
    defaultCurrency: t.field({ type: MarketCurrencyEnum, required: true }),
    defaultExchange: t.field({ type: MarketExchangeEnum, required: true }),
    autoRefreshInterval: t.int({ required: true, description: 'Seconds.' }),
    enableRealTimeUpdates: t.boolean({ required: true }),
    preferredDataProvider: t.field({ type: MarketDataProviderEnum, required: true }),
  }),
});

const WatchlistUpdateType = builder
  .objectRef<live.WatchlistUpdateEvent>('StockWatchlistUpdate')
  .implement({
    fields: (t) => ({
      watchlistId: t.exposeID('watchlistId'),
      action: t.exposeString('action'),
      symbol: t.exposeString('symbol', { nullable: true }),
    }),
  });

const AlertTriggeredType = builder
  .objectRef<live.AlertTriggeredEvent>('StockAlertTriggered')
  .implement({
    fields: (t) => ({
      alertId: t.exposeID('alertId'),
      symbol: t.exposeString('symbol'),
      value: t.exposeFloat('value'),
      triggeredAt: t.field({
        type: 'DateTime',
        resolve: (event) => new Date(event.triggeredAt),
      }),
      message: t.exposeString('message'),
    }),
  });

const LinkedAnnouncementType = builder
  .objectRef<LinkedAnnouncement>('PriceSensitiveAnnouncement')
  .implement({
    description: 'A price-sensitive ASX announcement a question arrived within 48 hours after.',
    fields: (t) => ({
      announcementId: t.exposeID('announcementId'),
      title: t.exposeString('title'),
      releasedAt: t.expose('releasedAt', { type: 'DateTime' }),
    }),
  });

builder.objectField(BoardEnquiryType, 'priceSensitiveAnnouncement', (t) =>
  t.field({
    type: LinkedAnnouncementType,
    nullable: true,
    description:
      'The published price-sensitive ASX announcement this question arrived within 48 hours after.',
    resolve: (enquiry, _args, ctx) =>
      linkedAnnouncement(ctx.deps.db, { companyId: enquiry.companyId, enquiryId: enquiry.id }),
  }),
);

builder.queryFields((t) => ({
  getStockPrice: t.field({
    type: StockQuoteType,
    description: 'A stock’s last price: the caller’s company’s own unless a symbol is given.',
    authScopes: readMarket,
    args: { symbol: t.arg.string() },
    resolve: (_root, { symbol }, ctx) =>
      service.getStockPrice(ctx.deps, ctx.requireMember(), symbol),
  }),
  getStockPriceHistory: t.field({
    type: StockPriceHistoryType,
    authScopes: readMarket,
    args: {
      symbol: t.arg.string(),
      range: t.arg({ type: PriceRangeEnum, required: true }),
    },
    resolve: (_root, args, ctx) =>
      service.getStockPriceHistory(ctx.deps, ctx.requireMember(), args),
  }),
  getStockNews: t.field({
    type: StockNewsType,
    authScopes: readMarket,
    args: { symbol: t.arg.string(), limit: t.arg.int() },
    resolve: (_root, args, ctx) => service.getStockNews(ctx.deps, ctx.requireMember(), args),
  }),
  getWatchlists: t.field({
    type: [WatchlistType],
    authScopes: readMarket,
    resolve: (_root, _args, ctx) => service.getWatchlists(ctx.deps, ctx.requireMember()),
  }),
  getStockAlerts: t.field({
    type: [StockAlertObject],
    authScopes: readMarket,
    resolve: (_root, _args, ctx) => alerts.getStockAlerts(ctx.deps, ctx.requireMember()),
  }),
  getStockDataPreferences: t.field({
    type: StockDataPreferencesType,
    authScopes: readMarket,
    resolve: (_root, _args, ctx) => service.getStockDataPreferences(ctx.deps, ctx.requireMember()),
  }),
}));

builder.mutationFields((t) => ({
  createWatchlist: t.field({
    type: WatchlistType,
    authScopes: changeMarket,
    args: { input: t.arg({ type: WatchlistInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      service.createWatchlist(ctx.deps, ctx.requireMember(), input),
  }),
  updateWatchlist: t.field({
    type: WatchlistType,
    authScopes: changeMarket,
    args: { input: t.arg({ type: UpdateWatchlistInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      service.updateWatchlist(ctx.deps, ctx.requireMember(), input),
  }),
  deleteWatchlist: t.field({
    type: MessageResult,
    authScopes: changeMarket,
    args: { watchlistId: t.arg.id({ required: true }) },
    resolve: (_root, { watchlistId }, ctx) =>
      service.deleteWatchlist(ctx.deps, ctx.requireMember(), watchlistId),
  }),
  addStockToWatchlist: t.field({
    type: WatchlistType,
    authScopes: changeMarket,
    args: { input: t.arg({ type: WatchlistStockInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      service.addStockToWatchlist(ctx.deps, ctx.requireMember(), input),
  }),
  removeStockFromWatchlist: t.field({
    type: WatchlistType,
    authScopes: changeMarket,
    args: { input: t.arg({ type: WatchlistStockInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      service.removeStockFromWatchlist(ctx.deps, ctx.requireMember(), input),
  }),
  createStockAlert: t.field({
    type: StockAlertObject,
    authScopes: changeMarket,
    args: { input: t.arg({ type: StockAlertInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      alerts.createStockAlert(ctx.deps, ctx.requireMember(), input),
  }),
  updateStockAlert: t.field({
    type: StockAlertObject,
    authScopes: changeMarket,
    args: { input: t.arg({ type: UpdateStockAlertInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      alerts.updateStockAlert(ctx.deps, ctx.requireMember(), input),
  }),
  deleteStockAlert: t.field({
    type: MessageResult,
    authScopes: changeMarket,
    args: { alertId: t.arg.id({ required: true }) },
    resolve: (_root, { alertId }, ctx) =>
      alerts.deleteStockAlert(ctx.deps, ctx.requireMember(), alertId),
  }),
  updateStockDataPreferences: t.field({
    type: StockDataPreferencesType,
    authScopes: changeMarket,
    args: { input: t.arg({ type: StockDataPreferencesInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      service.updateStockDataPreferences(ctx.deps, ctx.requireMember(), input),
  }),
  syncStockData: t.field({
    type: SyncStockDataResultType,
    description: 'Asks the provider again now for the company’s price and its watchlists’.',
    authScopes: readMarket,
    resolve: (_root, _args, ctx) => service.syncStockData(ctx.deps, ctx.requireMember()),
  }),
}));

builder.subscriptionFields((t) => ({
  stockPriceUpdated: t.field({
    type: StockQuoteType,
    description: 'Each new price of the symbols, as the market ticks.',
    authScopes: readMarket,
    args: { symbols: t.arg.stringList({ required: true }) },
    subscribe: (_root, { symbols }, ctx) => {
      ctx.requireMember();
      if (symbols.length === 0 || symbols.length > MAX_LIVE_SYMBOLS)
        throw badInput(messages.marketData.liveSymbols(MAX_LIVE_SYMBOLS));
      return ctx.deps.market.hub.subscribe([...new Set(symbols.map(symbolFromInput))]);
    },
    resolve: (quote: QuoteView) => {
      if (typeof quote?.symbol !== 'string') throw badInput(messages.notifications.websocketOnly);
      return quote;
    },
  }),
  watchlistUpdated: t.field({
    type: WatchlistUpdateType,
    description: 'A watchlist of the caller’s company was created, changed or deleted.',
    authScopes: readMarket,
    subscribe: (_root, _args, ctx) =>
      live.watchlistUpdates(ctx as SubscriptionContext, ctx.requireMember()),
    resolve: (event: WatchlistUpdateEvent) => live.eventOrRefusal(event),
  }),
  stockAlertTriggered: t.field({
    type: AlertTriggeredType,
    description: 'An alert of the caller’s company fired.',
    authScopes: readMarket,
    subscribe: (_root, _args, ctx) =>
      live.alertUpdates(ctx as SubscriptionContext, ctx.requireMember()),
    resolve: (event: AlertTriggeredEvent) => live.eventOrRefusal(event),
  }),
}));
