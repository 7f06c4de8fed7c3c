// Which market-data provider the server runs (issue 19): `replay`, simulated and offline, unless
// EODHD is chosen with its key. config.ts reads these with the rest.
import { z } from 'zod';
import { MARKET_DATA_PROVIDERS } from '@quorum/shared';
import type { MarketDataProviderKind } from '@quorum/shared';

export const MARKET_DATA_ENV = {
  // replay (default): deterministic simulated prices, no network; eodhd: EOD Historical Data.
  MARKET_DATA_PROVIDER: z.enum(MARKET_DATA_PROVIDERS).default('replay'),
  EODHD_API_KEY: z.string().min(1).optional(),
  // EODHD's address; a test or a proxy may replace it.
  EODHD_BASE_URL: z.url().default('https://eodhd.com/api'),
  // The replay's clock starts at this instant when the server starts and then runs at real speed,
  // so a demo (or a test) can show a trading session at any hour. Unset: the real time.
  MARKET_REPLAY_START: z.iso.datetime({ offset: true }).optional(),
  // How often prices are fetched for live subscribers and alerts, in milliseconds.
  MARKET_TICK_MS: z.coerce.number().int().min(250).max(3_600_000).optional(),
  // Calls a minute the server makes to the provider at most (EODHD allows 1,000).
  MARKET_CALLS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).optional(),
};

type MarketDataEnv = {
  MARKET_DATA_PROVIDER: MarketDataProviderKind;
  EODHD_API_KEY?: string | undefined;
  EODHD_BASE_URL: string;
  MARKET_REPLAY_START?: string | undefined;
  MARKET_TICK_MS?: number | undefined;
  MARKET_CALLS_PER_MINUTE?: number | undefined;
};

export interface MarketDataConfig {
  provider: MarketDataProviderKind;
  eodhd: { apiKey: string; baseUrl: string } | null;
  /** Where the replay's clock starts; null: now. */
  replayStart: Date | null;
  tickMs: number;
  callsPerMinute: number;
}

export function marketDataProblems(e: MarketDataEnv): string[] {
  return e.MARKET_DATA_PROVIDER === 'eodhd' && !e.EODHD_API_KEY
    ? ['EODHD_API_KEY: required when MARKET_DATA_PROVIDER is eodhd']
    : [];
}

export function marketDataConfigOf(e: MarketDataEnv): MarketDataConfig {
  const replay = e.MARKET_DATA_PROVIDER === 'replay';
  return {
    provider: e.MARKET_DATA_PROVIDER,
    eodhd: e.EODHD_API_KEY ? { apiKey: e.EODHD_API_KEY, baseUrl: e.EODHD_BASE_URL } : null,
    replayStart: e.MARKET_REPLAY_START ? new Date(e.MARKET_REPLAY_START) : null,
    // The replay moves every second; a paid feed's quote is 15 minutes delayed and costs a call.
    tickMs: e.MARKET_TICK_MS ?? (replay ? 1_000 : 60_000),
    callsPerMinute: e.MARKET_CALLS_PER_MINUTE ?? (replay ? 100_000 : 900),
  };
}
