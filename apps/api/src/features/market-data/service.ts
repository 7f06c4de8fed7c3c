// Market data's operations (issue 19): the company's share price and its peers' through the
// configured provider, watchlists, alerts and preferences. Reading is every member's (the
// dashboard is); changing what the company follows takes full access to the company details,
// where its ASX code lives. Every change is one transaction naming the company.
import {
  MARKET_DATA,
  codeOfSymbol,
  messages,
  stockDataPreferencesSchema,
  symbolOf,
  watchlistFormSchema,
} from '@quorum/shared';
import type { MarketDataProviderKind, PriceRange } from '@quorum/shared';
import type { Deps } from '../../deps';
import { badInput, conflict, notFound } from '../../core/errors';
import type { Member } from '../../core/identity/viewer';
import { lockCompany } from '../../core/company-lock';
import { validate } from '../../lib/validate';
import { importCompanyReleases } from './asx-announcements';
import { announceWatchlist } from './live';
import type { WatchlistUpdateEvent } from './live';
import { ASX_LISTINGS } from './providers/asx-listings';
import { historyOf, newsOf, quoteOf, quotesOf, symbolFromInput } from './quotes';
import * as repo from './repo';
import type {
  NewsView,
  PreferencesView,
  PriceHistoryView,
  QuoteView,
  SyncResult,
  WatchlistView,
} from './types';

const text = messages.marketData;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The symbol asked for, or the caller's company's own. */
async function symbolOrOwn(deps: Deps, member: Member, symbol: string | null | undefined) {
  if (symbol) return symbolFromInput(symbol);
  const code = await repo.findCompanyCode(deps.db, member.companyId);
  if (!code) throw badInput(text.noAsxCode);
  return symbolOf(code);
}

export async function getStockPrice(
  deps: Deps,
  member: Member,
  symbol?: string | null,
): Promise<QuoteView> {
  return quoteOf(deps, await symbolOrOwn(deps, member, symbol));
}

export async function getStockPriceHistory(
  deps: Deps,
  member: Member,
  input: { symbol?: string | null; range: PriceRange },
): Promise<PriceHistoryView> {
  return historyOf(deps, await symbolOrOwn(deps, member, input.symbol), input.range);
}

export async function getStockNews(
  deps: Deps,
  member: Member,
  input: { symbol?: string | null; limit?: number | null },
): Promise<NewsView> {
  const limit = Math.min(Math.max(input.limit ?? MARKET_DATA.newsLimit, 1), 50);
  return newsOf(deps, await symbolOrOwn(deps, member, input.symbol), limit);
}

/** The listed company's name: the replay's list, a Quorum company's, else the code itself. */
async function listedName(deps: Deps, symbol: string) {
  const code = codeOfSymbol(symbol);
  return (
    ASX_LISTINGS.get(symbol)?.name ?? (await repo.companyWithCode(deps.db, code))?.name ?? code
  );
}

async function watchlistViews(
  deps: Deps,
  companyId: string,
  lists: repo.WatchlistRow[],
): Promise<WatchlistView[]> {
  const items = await repo.listItems(
    deps.db,
    companyId,
    lists.map((list) => list.id),
  );
  const quotes = await quotesOf(deps, [...new Set(items.map((item) => item.symbol))]);
  return lists.map((list) => ({
    watchlistId: list.id,
    name: list.name,
    description: list.description,
    createdAt: list.createdAt,
    updatedAt: list.updatedAt,
    stocks: items
      .filter((item) => item.watchlistId === list.id)
      .map((item) => ({
        symbol: item.symbol,
        code: codeOfSymbol(item.symbol),
        name: item.name,
        addedAt: item.addedAt,
        quote: quotes.get(item.symbol) ?? null,
      })),
  }));
}

export async function getWatchlists(deps: Deps, member: Member): Promise<WatchlistView[]> {
  return watchlistViews(
    deps,
    member.companyId,
    await repo.listWatchlists(deps.db, member.companyId),
  );
}

async function oneWatchlist(deps: Deps, companyId: string, watchlistId: string) {
  const row = UUID.test(watchlistId)
    ? await repo.findWatchlist(deps.db, companyId, watchlistId)
    : undefined;
  if (!row) throw notFound(text.watchlistNotFound);
  const [view] = await watchlistViews(deps, companyId, [row]);
  return view!;
}

const announce = (deps: Deps, event: WatchlistUpdateEvent) => announceWatchlist(deps.events, event);

export async function createWatchlist(
  deps: Deps,
  member: Member,
  input: { name: string; description?: string | null },
): Promise<WatchlistView> {
  const form = validate(watchlistFormSchema, {
    name: input.name,
    description: input.description ?? '',
  });
  const row = await deps.db.transaction(async (tx) => {
    await lockCompany(tx, member.companyId);
    if ((await repo.countWatchlists(tx, member.companyId)) >= MARKET_DATA.watchlistsPerCompany)
      throw badInput(text.watchlistsFull(MARKET_DATA.watchlistsPerCompany));
    if (await repo.watchlistNamed(tx, member.companyId, form.name))
      throw conflict(text.watchlistNameTaken);
    return repo.insertWatchlist(tx, {
      companyId: member.companyId,
      name: form.name,
      description: form.description,
      createdBy: member.user.id,
    });
  });
  await announce(deps, {
    companyId: member.companyId,
    watchlistId: row.id,
    action: 'created',
    symbol: null,
  });
  return oneWatchlist(deps, member.companyId, row.id);
}

export async function updateWatchlist(
  deps: Deps,
  member: Member,
  input: { watchlistId: string; name: string; description?: string | null },
): Promise<WatchlistView> {
  const form = validate(watchlistFormSchema, {
    name: input.name,
    description: input.description ?? '',
  });
  if (!UUID.test(input.watchlistId)) throw notFound(text.watchlistNotFound);
  await deps.db.transaction(async (tx) => {
    await lockCompany(tx, member.companyId);
    // Whose it is first: another company's watchlist is not found, whatever its new name.
    if (!(await repo.findWatchlist(tx, member.companyId, input.watchlistId)))
      throw notFound(text.watchlistNotFound);
    const named = await repo.watchlistNamed(tx, member.companyId, form.name);
    if (named && named !== input.watchlistId) throw conflict(text.watchlistNameTaken);
    const row = await repo.updateWatchlist(tx, member.companyId, input.watchlistId, {
      name: form.name,
      description: form.description,
    });
    if (!row) throw notFound(text.watchlistNotFound);
  });
  await announce(deps, {
    companyId: member.companyId,
    watchlistId: input.watchlistId,
    action: 'updated',
    symbol: null,
  });
  return oneWatchlist(deps, member.companyId, input.watchlistId);
}

export async function deleteWatchlist(deps: Deps, member: Member, watchlistId: string) {
  const deleted =
    UUID.test(watchlistId) && (await repo.deleteWatchlist(deps.db, member.companyId, watchlistId));
  if (!deleted) throw notFound(text.watchlistNotFound);
  await announce(deps, {
    companyId: member.companyId,
    watchlistId,
    action: 'deleted',
    symbol: null,
  });
  return { message: text.watchlistDeleted };
}

export async function addStockToWatchlist(
  deps: Deps,
  member: Member,
  input: { watchlistId: string; symbol: string },
): Promise<WatchlistView> {
  const symbol = symbolFromInput(input.symbol);
  if (!UUID.test(input.watchlistId)) throw notFound(text.watchlistNotFound);
  // The provider must know it: an unknown code is refused before anything is written.
  await quoteOf(deps, symbol);
  const name = await listedName(deps, symbol);
  await deps.db.transaction(async (tx) => {
    const list = await repo.lockWatchlist(tx, member.companyId, input.watchlistId);
    if (!list) throw notFound(text.watchlistNotFound);
    if ((await repo.countItems(tx, list.id)) >= MARKET_DATA.stocksPerWatchlist)
      throw badInput(text.watchlistFull(MARKET_DATA.stocksPerWatchlist));
    const added = await repo.insertItem(tx, {
      watchlistId: list.id,
      companyId: member.companyId,
      symbol,
      name,
      addedBy: member.user.id,
    });
    if (!added) throw conflict(text.stockAlreadyWatched(codeOfSymbol(symbol)));
    await repo.touchWatchlist(tx, list.id);
  });
  await announce(deps, {
    companyId: member.companyId,
    watchlistId: input.watchlistId,
    action: 'stock-added',
    symbol,
  });
  return oneWatchlist(deps, member.companyId, input.watchlistId);
}

export async function removeStockFromWatchlist(
  deps: Deps,
  member: Member,
  input: { watchlistId: string; symbol: string },
): Promise<WatchlistView> {
  const symbol = symbolFromInput(input.symbol);
  if (!UUID.test(input.watchlistId)) throw notFound(text.watchlistNotFound);
  await deps.db.transaction(async (tx) => {
    const list = await repo.lockWatchlist(tx, member.companyId, input.watchlistId);
    if (!list) throw notFound(text.watchlistNotFound);
    if (!(await repo.deleteItem(tx, member.companyId, list.id, symbol)))
      throw notFound(text.stockNotWatched(codeOfSymbol(symbol)));
    await repo.touchWatchlist(tx, list.id);
  });
  await announce(deps, {
    companyId: member.companyId,
    watchlistId: input.watchlistId,
    action: 'stock-removed',
    symbol,
  });
  return oneWatchlist(deps, member.companyId, input.watchlistId);
}

/** The providers this server runs: only these may be preferred. */
const availableProviders = (deps: Deps): MarketDataProviderKind[] => [
  deps.market.feed.provider.kind,
];

export async function getStockDataPreferences(
  deps: Deps,
  member: Member,
): Promise<PreferencesView> {
  const row = await repo.findPreferences(deps.db, member.companyId);
  return {
    defaultCurrency: row?.defaultCurrency ?? 'AUD',
    defaultExchange: row?.defaultExchange ?? 'ASX',
    autoRefreshInterval: row?.autoRefreshInterval ?? MARKET_DATA.refreshIntervalSeconds.default,
    enableRealTimeUpdates: row?.enableRealTimeUpdates ?? true,
    preferredDataProvider: row?.preferredDataProvider ?? deps.market.feed.provider.kind,
    availableProviders: availableProviders(deps),
    simulated: deps.market.feed.provider.simulated,
  };
}

export async function updateStockDataPreferences(
  deps: Deps,
  member: Member,
  input: Record<string, unknown>,
): Promise<PreferencesView> {
  const preferences = validate(stockDataPreferencesSchema, input);
  if (!availableProviders(deps).includes(preferences.preferredDataProvider))
    throw badInput(text.providerNotConfigured);
  await repo.upsertPreferences(deps.db, {
    companyId: member.companyId,
    ...preferences,
    updatedBy: member.user.id,
  });
  return getStockDataPreferences(deps, member);
}

/**
 * Asks the provider again now for the company's own price and its watchlists', instead of waiting
 * for the cache to age (the provider's calls a minute still apply).
 */
export async function syncStockData(deps: Deps, member: Member): Promise<SyncResult> {
  const code = await repo.findCompanyCode(deps.db, member.companyId);
  const lists = await repo.listWatchlists(deps.db, member.companyId);
  const items = await repo.listItems(
    deps.db,
    member.companyId,
    lists.map((list) => list.id),
  );
  const symbols = [
    ...new Set([...(code ? [symbolOf(code)] : []), ...items.map((item) => item.symbol)]),
  ];
  for (const symbol of symbols) deps.market.feed.forget(`quote:${symbol}`);
  const quotes = await quotesOf(deps, symbols);
  const refreshed = [...quotes.values()].filter((quote) => quote && !quote.stale).length;
  const imported = code
    ? await importCompanyReleases(deps, { id: member.companyId, asxCode: code }).catch(
        (error: unknown) => {
          deps.log.warn({ err: error }, 'ASX announcements not imported');
          return 0;
        },
      )
    : 0;
  return { message: text.synced(imported), refreshed, imported };
}
