// Reading prices through the feed (issue 19): a quote, a chart's bars, news, as the API shows them,
// with the provider's failures turned into the words a person reads.
import { codeOfSymbol, messages, stockSymbolSchema } from '@quorum/shared';
import type { PriceRange } from '@quorum/shared';
import type { Deps } from '../../deps';
import { DomainError, badInput } from '../../core/errors';
import { validate } from '../../lib/validate';
import { RANGE_CALLS, barsOf } from './history';
import { MarketDataError } from './provider';
import type { Quote } from './provider';
import type { Fresh } from './feed';
import type { NewsView, PriceHistoryView, QuoteView } from './types';

const text = messages.marketData;

/** A code as a person typed it ("bhp", "BHP.AX") as the stored symbol, or the spec's refusal. */
export const symbolFromInput = (input: string) => validate(stockSymbolSchema, input);

/** The provider's failure in words: an unknown code is the caller's; anything else is ours. */
export function refusalOf(error: unknown, symbol: string): unknown {
  if (!(error instanceof MarketDataError)) return error;
  if (error.failure === 'unknown-symbol') return badInput(text.symbolUnknown(codeOfSymbol(symbol)));
  return new DomainError('SERVICE_UNAVAILABLE', text.unavailable);
}

export function quoteView(deps: Deps, symbol: string, fresh: Fresh<Quote>): QuoteView {
  return {
    ...fresh.value,
    symbol,
    code: codeOfSymbol(symbol),
    asOf: fresh.fetchedAt,
    stale: fresh.stale,
    simulated: deps.market.feed.provider.simulated,
  };
}

/** The symbol's quote, no older than one tick. */
export async function freshQuote(deps: Deps, symbol: string): Promise<Fresh<Quote>> {
  const { feed, tickMs } = deps.market;
  try {
    return await feed.get(`quote:${symbol}`, tickMs, () => feed.provider.quote(symbol));
  } catch (error) {
    throw refusalOf(error, symbol);
  }
}

export async function quoteOf(deps: Deps, symbol: string): Promise<QuoteView> {
  return quoteView(deps, symbol, await freshQuote(deps, symbol));
}

/** Quotes of several symbols; a symbol the provider cannot answer for is left out (null). */
export async function quotesOf(deps: Deps, symbols: readonly string[]) {
  const views = await Promise.all(symbols.map((symbol) => quoteOf(deps, symbol).catch(() => null)));
  return new Map(symbols.map((symbol, i) => [symbol, views[i] ?? null]));
}

export async function historyOf(
  deps: Deps,
  symbol: string,
  range: PriceRange,
): Promise<PriceHistoryView> {
  const { feed, now } = deps.market;
  try {
    const fresh = await feed.get(`history:${symbol}:${range}`, RANGE_CALLS[range].maxAgeMs, () =>
      barsOf(feed.provider, symbol, range, now()),
    );
    return {
      symbol,
      range,
      bars: fresh.value,
      asOf: fresh.fetchedAt,
      stale: fresh.stale,
      simulated: feed.provider.simulated,
    };
  } catch (error) {
    throw refusalOf(error, symbol);
  }
}

const NEWS_MAX_AGE_MS = 10 * 60_000;

export async function newsOf(deps: Deps, symbol: string, limit: number): Promise<NewsView> {
  const { feed } = deps.market;
  try {
    const fresh = await feed.get(`news:${symbol}:${limit}`, NEWS_MAX_AGE_MS, () =>
      feed.provider.news(symbol, limit),
    );
    return {
      symbol,
      items: fresh.value,
      asOf: fresh.fetchedAt,
      stale: fresh.stale,
      simulated: feed.provider.simulated,
    };
  } catch (error) {
    throw refusalOf(error, symbol);
  }
}
