// The providers' answers through a cache (issue 19): every call is kept in memory and in
// `market_data_cache`, asked again only when older than its call's freshness, at most
// `callsPerMinute` times a minute and never while the provider has said to wait. When the provider
// fails, the last answer is served marked stale with its time, so a screen shows old prices with
// their age instead of an error; only a call never answered before fails.
import { sql } from 'drizzle-orm';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { MarketDataError } from './provider';
import type { MarketDataProvider } from './provider';

export interface Fresh<T> {
  value: T;
  /** When the provider gave it. */
  fetchedAt: Date;
  /** True when the provider could not be asked again and this is an older answer. */
  stale: boolean;
}

interface Kept {
  value: unknown;
  fetchedAt: Date;
  /** When it was last written to the database (a quote is fetched every tick, kept every minute). */
  persistedAt: number;
}

/** How often a kept answer is written to the database again: only the outage fallback reads it. */
const PERSIST_EVERY_MS = 60_000;

/** Dates cross the JSON column as ISO strings: these fields are revived. */
const DATE_FIELDS = new Set(['tradedAt', 'at', 'publishedAt', 'releasedAt']);
const revive = (key: string, value: unknown) =>
  DATE_FIELDS.has(key) && typeof value === 'string' ? new Date(value) : value;

export interface MarketFeedOptions {
  db: Db;
  provider: MarketDataProvider;
  now: () => Date;
  callsPerMinute: number;
}

export class MarketFeed {
  readonly provider: MarketDataProvider;
  private readonly kept = new Map<string, Kept>();
  private readonly asking = new Map<string, Promise<Fresh<unknown>>>();
  private readonly limiter: RateLimiterMemory;
  /** The provider said to wait until then (a 429's Retry-After). */
  private waitUntil = 0;

  constructor(private readonly options: MarketFeedOptions) {
    this.provider = options.provider;
    this.limiter = new RateLimiterMemory({ points: options.callsPerMinute, duration: 60 });
  }

  /**
   * The answer of `call` under `key`: the kept one while younger than `maxAgeMs`, else the
   * provider's, else (the provider failing) the kept one marked stale.
   */
  get<T>(key: string, maxAgeMs: number, call: () => Promise<T>): Promise<Fresh<T>> {
    const kept = this.kept.get(key);
    const nowMs = this.options.now().getTime();
    if (kept && nowMs - kept.fetchedAt.getTime() < maxAgeMs)
      return Promise.resolve({ value: kept.value as T, fetchedAt: kept.fetchedAt, stale: false });
    const pending = this.asking.get(key);
    if (pending) return pending as Promise<Fresh<T>>;
    const asked = this.ask(key, call).finally(() => this.asking.delete(key));
    this.asking.set(key, asked);
    return asked;
  }

  /** Forgets what is kept in memory, so the next call asks (syncStockData, tests). */
  forget(keyPrefix: string) {
    for (const key of this.kept.keys()) if (key.startsWith(keyPrefix)) this.kept.delete(key);
  }

  private async ask<T>(key: string, call: () => Promise<T>): Promise<Fresh<T>> {
    try {
      await this.mayCall();
      const value = await call();
      const fetchedAt = this.options.now();
      await this.keep(key, value, fetchedAt);
      return { value, fetchedAt, stale: false };
    } catch (error) {
      if (!(error instanceof MarketDataError) || error.failure === 'unknown-symbol') throw error;
      if (error.failure === 'rate-limited' && error.retryAfterSeconds !== null)
        this.waitUntil = Date.now() + error.retryAfterSeconds * 1000;
      const older = this.kept.get(key) ?? (await this.readKept(key));
      if (!older) throw error;
      return { value: older.value as T, fetchedAt: older.fetchedAt, stale: true };
    }
  }

  private async mayCall() {
    if (Date.now() < this.waitUntil)
      throw new MarketDataError('rate-limited', 'The provider asked to wait.');
    try {
      await this.limiter.consume('calls');
    } catch {
      throw new MarketDataError('rate-limited', 'The calls a minute to the provider are spent.');
    }
  }

  private async keep(key: string, value: unknown, fetchedAt: Date) {
    const before = this.kept.get(key);
    const nowMs = Date.now();
    const persist = !before || nowMs - before.persistedAt >= PERSIST_EVERY_MS;
    this.kept.set(key, { value, fetchedAt, persistedAt: persist ? nowMs : before.persistedAt });
    if (!persist) return;
    await this.options.db.execute(sql`
      insert into market_data_cache (provider, key, payload, fetched_at)
      values (${this.provider.kind}, ${key}, ${JSON.stringify(value)}::jsonb, ${fetchedAt})
      on conflict (provider, key) do update
        set payload = excluded.payload, fetched_at = excluded.fetched_at`);
  }

  private async readKept(key: string): Promise<Kept | undefined> {
    const [row] = rowsOf<{ payload: string; fetched_at: Date | string }>(
      await this.options.db.execute(sql`
        select payload::text as payload, fetched_at from market_data_cache
        where provider = ${this.provider.kind} and key = ${key}`),
    );
    if (!row) return undefined;
    const kept: Kept = {
      value: JSON.parse(row.payload, revive) as unknown,
      fetchedAt: new Date(row.fetched_at),
      persistedAt: Date.now(),
    };
    this.kept.set(key, kept);
    return kept;
  }
}
