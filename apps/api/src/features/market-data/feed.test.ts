import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app';
import { MarketFeed } from './feed';
import { MarketDataError } from './provider';
import type { MarketDataProvider, Quote } from './provider';

const t = useTestApp();

/** A provider whose quote answers, fails or refuses as the test says. */
function scriptedProvider(kind: 'replay' | 'eodhd' = 'eodhd') {
  let calls = 0;
  let answer: () => Promise<Quote> = () => Promise.reject(new Error('not scripted'));
  const provider = {
    kind,
    simulated: false,
    offersAnnouncements: false,
    quote: () => {
      calls += 1;
      return answer();
    },
  } as unknown as MarketDataProvider;
  return {
    provider,
    calls: () => calls,
    answers: (price: number) => {
      answer = () =>
        Promise.resolve({ price, tradedAt: new Date('2026-11-24T01:00:00Z') } as Quote);
    },
    fails: (error: MarketDataError) => {
      answer = () => Promise.reject(error);
    },
  };
}

function feedWith(provider: MarketDataProvider, callsPerMinute = 100) {
  let now = new Date('2026-11-24T01:00:00Z');
  const feed = new MarketFeed({ db: t.database.db, provider, now: () => now, callsPerMinute });
  return { feed, later: (ms: number) => (now = new Date(now.getTime() + ms)) };
}

const key = () => `quote:T${Math.random().toString(36).slice(2, 7)}.AX`;

describe('the market feed', () => {
  it('answers from its cache while fresh and asks the provider again once older', async () => {
    const scripted = scriptedProvider();
    scripted.answers(10);
    const { feed, later } = feedWith(scripted.provider);
    const k = key();
    await feed.get(k, 5_000, () => scripted.provider.quote('X'));
    later(4_000);
    await feed.get(k, 5_000, () => scripted.provider.quote('X'));
    expect(scripted.calls()).toBe(1);
    later(2_000);
    scripted.answers(11);
    const fresh = await feed.get(k, 5_000, () => scripted.provider.quote('X'));
    expect(scripted.calls()).toBe(2);
    expect(fresh).toMatchObject({ value: { price: 11 }, stale: false });
  });

  it('serves the last answer marked stale, with its time, while the provider is down', async () => {
    const scripted = scriptedProvider();
    scripted.answers(42.5);
    const { feed, later } = feedWith(scripted.provider);
    const k = key();
    const first = await feed.get(k, 1_000, () => scripted.provider.quote('X'));
    later(90_000);
    scripted.fails(new MarketDataError('unavailable', 'down'));
    const during = await feed.get(k, 1_000, () => scripted.provider.quote('X'));
    expect(during).toEqual({ value: first.value, fetchedAt: first.fetchedAt, stale: true });
  });

  it("serves another process's last answer from the database when this one has none", async () => {
    const scripted = scriptedProvider();
    scripted.answers(7.25);
    const k = key();
    const first = await feedWith(scripted.provider).feed.get(k, 1_000, () =>
      scripted.provider.quote('X'),
    );
    // A new feed, as a restarted or second process has: nothing in memory.
    scripted.fails(new MarketDataError('rate-limited', 'slow down', 60));
    const { feed } = feedWith(scripted.provider);
    const answered = await feed.get(k, 1_000, () => scripted.provider.quote('X'));
    expect(answered).toMatchObject({ stale: true, value: { price: 7.25 } });
    expect(answered.fetchedAt.getTime()).toBe(first.fetchedAt.getTime());
    expect((answered.value as Quote).tradedAt).toEqual(new Date('2026-11-24T01:00:00Z'));
  });

  it('fails a call the provider never answered, and never hides an unknown symbol behind the cache', async () => {
    const scripted = scriptedProvider();
    scripted.fails(new MarketDataError('unavailable', 'down'));
    const { feed } = feedWith(scripted.provider);
    await expect(feed.get(key(), 1_000, () => scripted.provider.quote('X'))).rejects.toMatchObject({
      failure: 'unavailable',
    });
    scripted.fails(new MarketDataError('unknown-symbol', 'no such code'));
    await expect(feed.get(key(), 1_000, () => scripted.provider.quote('X'))).rejects.toMatchObject({
      failure: 'unknown-symbol',
    });
  });

  it('asks the provider no more than its calls a minute, and waits as long as a 429 says', async () => {
    const scripted = scriptedProvider();
    scripted.answers(1);
    const { feed } = feedWith(scripted.provider, 3);
    const keys = [key(), key(), key(), key()];
    for (const k of keys.slice(0, 3)) await feed.get(k, 1_000, () => scripted.provider.quote('X'));
    await expect(
      feed.get(keys[3]!, 1_000, () => scripted.provider.quote('X')),
    ).rejects.toMatchObject({ failure: 'rate-limited' });
    expect(scripted.calls()).toBe(3);

    const told = scriptedProvider();
    told.fails(new MarketDataError('rate-limited', 'too many', 120));
    const waiting = feedWith(told.provider).feed;
    await expect(waiting.get(key(), 1_000, () => told.provider.quote('X'))).rejects.toThrow();
    told.answers(2);
    await expect(waiting.get(key(), 1_000, () => told.provider.quote('X'))).rejects.toMatchObject({
      failure: 'rate-limited',
    });
    expect(told.calls()).toBe(1);
  });
});
