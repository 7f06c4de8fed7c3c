// The server's market data (issue 19): the configured provider behind the cache, the replay's
// clock, and the in-process hub that live price subscribers listen on. Made once per app.
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { MarketFeed } from './feed';
import { PriceHub } from './live';
import { ASX_LISTINGS, referencePriceOf } from './providers/asx-listings';
import { isMarketOpen } from './providers/asx-calendar';
import { createEodhdProvider } from './providers/eodhd';
import { createReplayProvider } from './providers/replay';
import type { MarketDataProvider } from './provider';
import * as repo from './repo';
import type { QuoteView } from './types';

/**
 * The market's now. The replay's runs at real speed from MARKET_REPLAY_START (or the real time);
 * a test sets it to the instant it needs. A real provider's is the real time and is never moved.
 */
export interface MarketClock {
  now(): Date;
  /** From now on the clock reads `at`, running on from there. */
  set(at: Date): void;
}

function createClock(start: Date | null): MarketClock {
  let offsetMs = start ? start.getTime() - Date.now() : 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    set(at) {
      offsetMs = at.getTime() - Date.now();
    },
  };
}

export interface MarketData {
  feed: MarketFeed;
  hub: PriceHub<QuoteView>;
  clock: MarketClock;
  now: () => Date;
  tickMs: number;
}

/**
 * The replay knows the large ASX listings and every Quorum company's own code, so a demo
 * company's share price and its peers both move.
 */
function replayListings(db: Db) {
  return async (symbol: string) => {
    const listed = ASX_LISTINGS.get(symbol);
    if (listed) return listed;
    const code = symbol.endsWith('.AX') ? symbol.slice(0, -3) : undefined;
    const company = code ? await repo.companyWithCode(db, code) : undefined;
    return company ? { name: company.name, referencePrice: referencePriceOf(symbol) } : undefined;
  };
}

export function createMarketData(config: Config, db: Db): MarketData {
  const settings = config.marketData;
  const replay = settings.provider === 'replay';
  const clock = replay ? createClock(settings.replayStart) : createClock(null);
  const now = replay ? () => clock.now() : () => new Date();
  const provider: MarketDataProvider =
    settings.provider === 'eodhd' && settings.eodhd
      ? createEodhdProvider({ ...settings.eodhd, isMarketOpen })
      : createReplayProvider({ now, listings: replayListings(db) });
  return {
    feed: new MarketFeed({ db, provider, now, callsPerMinute: settings.callsPerMinute }),
    hub: new PriceHub<QuoteView>(),
    clock,
    now,
    tickMs: settings.tickMs,
  };
}
