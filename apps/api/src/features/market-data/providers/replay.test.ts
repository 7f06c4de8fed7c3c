import { describe, expect, it } from 'vitest';
import { readPdf } from '../../reports/testing/read-pdf';
import { MarketDataError } from '../provider';
import type { Bar } from '../provider';
import {
  isMarketOpen,
  isTradingDay,
  lastSessionAtOrBefore,
  sessionOf,
  sydneyDayOf,
  sydneyTime,
  tradingDaysBetween,
} from './asx-calendar';
import { ASX_LISTINGS, referencePriceOf, symbolSeed } from './asx-listings';
import { asxTickOf, createReplayProvider, marketOpenAtOrAfter } from './replay';
import type { ReplayListing } from './replay';

const OWN_LISTINGS: Record<string, ReplayListing> = {
  'DMO.AX': { name: 'Demo Resources' },
  'CHEAP.AX': { name: 'Cheap Minerals', referencePrice: 0.8 },
  'PENNY.AX': { name: 'Penny Explorers', referencePrice: 0.05 },
  'TWIN.AX': { name: 'Twin A', referencePrice: 45 },
  'OTHER.AX': { name: 'Twin B', referencePrice: 45 },
};

/** A replay whose clock the test moves; Wednesday 8 April 2026, 11:23:45 in Sydney, by default. */
function makeReplay(at = '2026-04-08T01:23:45Z') {
  let now = new Date(at);
  const replay = createReplayProvider({
    now: () => now,
    listings: async (symbol) => ASX_LISTINGS.get(symbol) ?? OWN_LISTINGS[symbol],
  });
  return {
    replay,
    moveTo(to: string | Date) {
      now = new Date(to);
    },
  };
}

const utc = (iso: string) => new Date(iso);
const onTick = (price: number) => {
  const steps = price / asxTickOf(price);
  return Math.abs(steps - Math.round(steps)) < 1e-6;
};
const sydneyDays = (bars: Bar[]) => [...new Set(bars.map((bar) => sydneyDayOf(bar.at)))];

// The week of Easter 2026: Good Friday 3 and Easter Monday 6 April closed, a weekend between.
const EASTER_WEEK = { from: utc('2026-03-29T13:00:00Z'), to: utc('2026-04-08T13:59:59Z') };
const EASTER_WEEK_SESSIONS = [
  '2026-03-30',
  '2026-03-31',
  '2026-04-01',
  '2026-04-02',
  '2026-04-07',
  '2026-04-08',
];

describe('the replay provider', () => {
  it('says it is a simulated replay that offers announcements', () => {
    const { replay } = makeReplay();
    expect(replay).toMatchObject({ kind: 'replay', simulated: true, offersAnnouncements: true });
  });

  it('gives the same prices for the same symbol and instant, in another provider too', async () => {
    const first = makeReplay().replay;
    const second = makeReplay().replay;
    expect(await second.quote('BHP.AX')).toEqual(await first.quote('BHP.AX'));
    const range = { from: utc('2026-04-07T00:00:00Z'), to: utc('2026-04-08T06:00:00Z') };
    expect(await second.intraday('BHP.AX', range, 5)).toEqual(
      await first.intraday('BHP.AX', range, 5),
    );
  });

  it('draws the same numbers in every process: the seed and a close are pinned', async () => {
    // A change here changes every demo's prices: only make it on purpose.
    expect(symbolSeed('BHP.AX')).toBe(symbolSeed('bhp.ax'));
    expect(symbolSeed('BHP.AX')).toMatchInlineSnapshot(`2012121400`);
    const { replay } = makeReplay();
    const [tuesday] = await replay.daily('BHP.AX', {
      from: utc('2026-04-07T00:00:00Z'),
      to: utc('2026-04-07T06:00:00Z'),
    });
    expect(tuesday).toMatchInlineSnapshot(`
      {
        "at": 2026-04-07T00:00:00.000Z,
        "close": 44.7,
        "high": 44.7,
        "low": 44.31,
        "open": 44.33,
        "volume": 4092997,
      }
    `);
  });

  it('gives another symbol another path, even at the same reference price', async () => {
    const { replay } = makeReplay();
    expect(symbolSeed('TWIN.AX')).not.toBe(symbolSeed('OTHER.AX'));
    const range = { from: utc('2026-01-01T00:00:00Z'), to: utc('2026-04-01T00:00:00Z') };
    const twin = (await replay.daily('TWIN.AX', range)).map((bar) => bar.close);
    const other = (await replay.daily('OTHER.AX', range)).map((bar) => bar.close);
    expect(twin).toHaveLength(other.length);
    expect(twin.filter((close, n) => close === other[n]).length).toBeLessThan(twin.length / 10);
  });

  it('trades only inside sessions across a week with a weekend and two holidays', async () => {
    const { replay, moveTo } = makeReplay('2026-04-08T12:00:00Z');
    const minutes = await replay.intraday('BHP.AX', EASTER_WEEK, 1);
    expect(minutes).toHaveLength(6 * 360);
    expect(minutes.every((bar) => isMarketOpen(bar.at))).toBe(true);
    expect(sydneyDays(minutes)).toEqual(EASTER_WEEK_SESSIONS);
    const days = await replay.daily('BHP.AX', EASTER_WEEK);
    expect(days.map((bar) => sydneyDayOf(bar.at))).toEqual(EASTER_WEEK_SESSIONS);

    // Every thirteen minutes of the week: closed means the last session's close, set at its close.
    const weekBefore = { from: utc('2026-03-27T00:00:00Z'), to: EASTER_WEEK.to };
    const closes = new Map(
      (await replay.daily('BHP.AX', weekBefore)).map((bar) => [sydneyDayOf(bar.at), bar.close]),
    );
    const wrong: string[] = [];
    for (let at = EASTER_WEEK.from.getTime(); at < EASTER_WEEK.to.getTime(); at += 13 * 60_000) {
      moveTo(new Date(at));
      const quote = await replay.quote('BHP.AX');
      const session = lastSessionAtOrBefore(new Date(at));
      const closed = { price: closes.get(session.day), tradedAt: session.close };
      if (quote.marketOpen !== isMarketOpen(new Date(at))) wrong.push(new Date(at).toISOString());
      if (
        !quote.marketOpen &&
        !(quote.price === closed.price && +quote.tradedAt === +closed.tradedAt)
      )
        wrong.push(new Date(at).toISOString());
    }
    expect(wrong).toEqual([]);
  });

  it("quotes Saturday at Friday's close, with the market closed", async () => {
    const { replay } = makeReplay('2026-04-11T02:00:00Z');
    const [friday] = await replay.daily('BHP.AX', {
      from: utc('2026-04-10T00:00:00Z'),
      to: utc('2026-04-10T06:00:00Z'),
    });
    const quote = await replay.quote('BHP.AX');
    expect(quote).toMatchObject({
      price: friday?.close,
      open: friday?.open,
      high: friday?.high,
      low: friday?.low,
      volume: friday?.volume,
      marketOpen: false,
      tradedAt: sessionOf('2026-04-10')?.close,
      currency: 'AUD',
    });
  });

  it("takes the previous close from the prior trading day's bar, across Easter", async () => {
    const { replay } = makeReplay('2026-04-07T01:00:00Z');
    const [thursday] = await replay.daily('BHP.AX', {
      from: utc('2026-04-02T00:00:00Z'),
      to: utc('2026-04-06T00:00:00Z'),
    });
    const quote = await replay.quote('BHP.AX');
    expect(quote.previousClose).toBe(thursday?.close);
    expect(quote.change).toBeCloseTo(quote.price - quote.previousClose, 6);
    expect(quote.changePercent).toBeCloseTo((quote.change / quote.previousClose) * 100, 2);
  });

  it('keeps every price on the ASX tick, from cents to dollars', async () => {
    const { replay } = makeReplay();
    const year = { from: utc('2025-04-08T00:00:00Z'), to: utc('2026-04-08T06:00:00Z') };
    for (const symbol of ['BHP.AX', 'CHEAP.AX', 'PENNY.AX']) {
      const bars = [
        ...(await replay.daily(symbol, year)),
        ...(await replay.intraday(symbol, EASTER_WEEK, 1)),
      ];
      const prices = bars.flatMap((bar) => [bar.open, bar.high, bar.low, bar.close]);
      const quote = await replay.quote(symbol);
      prices.push(quote.price, quote.previousClose, quote.open, quote.high, quote.low);
      expect(prices.filter((price) => !onTick(price))).toEqual([]);
    }
    const pennies = await replay.daily('PENNY.AX', year);
    expect(pennies.some((bar) => bar.close < 0.1)).toBe(true);
  });

  it('moves a quote polled every second during a session', async () => {
    const { replay, moveTo } = makeReplay();
    const prices = new Set<number>();
    const start = utc('2026-04-08T01:00:00Z').getTime();
    for (let second = 0; second < 60; second++) {
      moveTo(new Date(start + second * 1000));
      const quote = await replay.quote('BHP.AX');
      expect(quote).toMatchObject({ marketOpen: true, tradedAt: new Date(start + second * 1000) });
      prices.add(quote.price);
    }
    expect(prices.size).toBeGreaterThan(1);
  });

  it('has about 252 daily bars a year over five years, each a trading day', async () => {
    const { replay } = makeReplay();
    const bars = await replay.daily('BHP.AX', {
      from: utc('2021-04-08T00:00:00Z'),
      to: utc('2026-04-08T06:00:00Z'),
    });
    expect(bars.length).toBeGreaterThanOrEqual(5 * 250);
    expect(bars.length).toBeLessThanOrEqual(5 * 255);
    const wrong = bars.filter((bar) => {
      const day = sydneyDayOf(bar.at);
      return (
        !isTradingDay(day) ||
        +bar.at !== +(sessionOf(day)?.open ?? 0) ||
        bar.high < Math.max(bar.open, bar.close) ||
        bar.low > Math.min(bar.open, bar.close) ||
        bar.volume <= 0
      );
    });
    expect(wrong).toEqual([]);
  });

  it("adds a session's minute bars up to its daily bar, in every interval offered", async () => {
    const { replay } = makeReplay();
    const tuesday = { from: utc('2026-04-07T00:00:00Z'), to: utc('2026-04-07T06:00:00Z') };
    const [day] = await replay.daily('BHP.AX', tuesday);
    for (const [interval, count] of [
      [1, 360],
      [5, 72],
      [15, 24],
      [30, 12],
      [60, 6],
    ] as const) {
      const bars = await replay.intraday('BHP.AX', tuesday, interval);
      expect(bars).toHaveLength(count);
      expect({
        open: bars[0]?.open,
        high: Math.max(...bars.map((bar) => bar.high)),
        low: Math.min(...bars.map((bar) => bar.low)),
        close: bars.at(-1)?.close,
        volume: bars.reduce((sum, bar) => sum + bar.volume, 0),
      }).toEqual({
        open: day?.open,
        high: day?.high,
        low: day?.low,
        close: day?.close,
        volume: day?.volume,
      });
    }
  });

  it('ends the early-close session of Christmas Eve 2026 at 14:10', async () => {
    const { replay } = makeReplay('2027-01-05T00:00:00Z');
    const christmasEve = { from: utc('2026-12-23T13:00:00Z'), to: utc('2026-12-24T12:59:59Z') };
    const hours = await replay.intraday('BHP.AX', christmasEve, 60);
    expect(hours.map((bar) => bar.at.toISOString())).toEqual([
      '2026-12-23T23:00:00.000Z',
      '2026-12-24T00:00:00.000Z',
      '2026-12-24T01:00:00.000Z',
      '2026-12-24T02:00:00.000Z',
      '2026-12-24T03:00:00.000Z',
    ]);
    expect(await replay.intraday('BHP.AX', christmasEve, 1)).toHaveLength(250);
  });

  it('returns no bar after now, and the bar in progress ends at the quote', async () => {
    const { replay } = makeReplay();
    const quote = await replay.quote('BHP.AX');
    const everything = { from: utc('2026-04-08T00:00:00Z'), to: utc('2030-01-01T00:00:00Z') };
    const minutes = await replay.intraday('BHP.AX', everything, 1);
    expect(minutes.at(-1)).toMatchObject({ at: utc('2026-04-08T01:23:00Z'), close: quote.price });
    const fives = await replay.intraday('BHP.AX', everything, 5);
    expect(fives.at(-1)?.at).toEqual(utc('2026-04-08T01:20:00Z'));
    const days = await replay.daily('BHP.AX', everything);
    expect(days).toHaveLength(1);
    expect(days[0]).toMatchObject({
      open: quote.open,
      high: quote.high,
      low: quote.low,
      close: quote.price,
      volume: quote.volume,
    });
  });

  it('refuses bars of an interval it does not offer', async () => {
    const { replay } = makeReplay();
    await expect(replay.intraday('BHP.AX', EASTER_WEEK, 2)).rejects.toMatchObject({
      failure: 'unavailable',
    });
  });

  it('refuses a symbol the listings do not know', async () => {
    const { replay } = makeReplay();
    const refusal = replay.quote('NOPE.AX');
    await expect(refusal).rejects.toBeInstanceOf(MarketDataError);
    await expect(refusal).rejects.toMatchObject({ failure: 'unknown-symbol' });
    await expect(replay.daily('NOPE.AX', EASTER_WEEK)).rejects.toMatchObject({
      failure: 'unknown-symbol',
    });
  });

  it('prices a company the bundled list does not hold from its seed, between $20 and $60', async () => {
    const { replay } = makeReplay();
    expect(referencePriceOf('DMO.AX')).toBeGreaterThanOrEqual(20);
    expect(referencePriceOf('DMO.AX')).toBeLessThanOrEqual(60);
    expect(referencePriceOf('BHP.AX')).toBe(45);
    const quote = await replay.quote('DMO.AX');
    expect(quote.price / referencePriceOf('DMO.AX')).toBeGreaterThan(0.25);
    expect(quote.price / referencePriceOf('DMO.AX')).toBeLessThan(4);
    expect(ASX_LISTINGS.size).toBeGreaterThanOrEqual(40);
  });

  it('quotes several symbols in the order asked', async () => {
    const { replay } = makeReplay();
    const quotes = await replay.quotes(['CBA.AX', 'BHP.AX', 'DMO.AX']);
    expect(quotes.map((quote) => quote.symbol)).toEqual(['CBA.AX', 'BHP.AX', 'DMO.AX']);
    expect(quotes[1]).toEqual(await replay.quote('BHP.AX'));
  });

  it('writes simulated headlines, newest first and none after now', async () => {
    const { replay } = makeReplay();
    const news = await replay.news('BHP.AX', 10);
    expect(news).toHaveLength(10);
    const times = news.map((item) => item.publishedAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Math.max(...times)).toBeLessThanOrEqual(utc('2026-04-08T01:23:45Z').getTime());
    for (const item of news) {
      expect(item).toMatchObject({ url: null, source: 'Quorum replay (simulated)' });
      expect(item.title).toMatch(/BHP.* in simulated trading$/);
    }
    expect(await makeReplay().replay.news('BHP.AX', 10)).toEqual(news);
  });

  it('releases simulated announcements every three to six trading days, oldest first', async () => {
    const { replay } = makeReplay();
    const since = utc('2025-04-08T00:00:00Z');
    const announcements = await replay.announcements('BHP.AX', since);
    expect(announcements.length).toBeGreaterThan(40);
    expect(announcements.length).toBeLessThan(90);
    const times = announcements.map((announcement) => announcement.releasedAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(announcements.map((announcement) => announcement.id)).size).toBe(
      announcements.length,
    );
    for (const announcement of announcements) {
      const day = sydneyDayOf(announcement.releasedAt);
      expect(announcement.id).toMatch(
        new RegExp(`^replay-BHP\\.AX-${day.replaceAll('-', '')}-\\d$`),
      );
      expect(announcement.documentUrl).toBe(`replay://${announcement.id}.pdf`);
      expect(announcement.releasedAt >= since).toBe(true);
      expect(announcement.releasedAt >= sydneyTime(day, 7, 30)).toBe(true);
      expect(announcement.releasedAt < (sessionOf(day)?.close ?? since)).toBe(true);
      expect(announcement.pages).toBeGreaterThanOrEqual(1);
    }
    const days = [...new Set(announcements.map((a) => sydneyDayOf(a.releasedAt)))];
    for (let n = 1; n < days.length; n++) {
      const gap = tradingDaysBetween(days[n - 1]!, days[n]!).length - 1;
      expect(gap).toBeGreaterThanOrEqual(3);
      expect(gap).toBeLessThanOrEqual(6);
    }
    const sensitive = announcements.filter((announcement) => announcement.priceSensitive);
    expect(sensitive.length).toBeGreaterThan(0);
    expect(sensitive.length).toBeLessThan(announcements.length);
    expect(await makeReplay().replay.announcements('BHP.AX', since)).toEqual(announcements);
  });

  it('releases no announcement after now', async () => {
    const { replay, moveTo } = makeReplay();
    const since = utc('2026-01-01T00:00:00Z');
    const before = await replay.announcements('BHP.AX', since);
    moveTo('2026-06-01T00:00:00Z');
    const later = await replay.announcements('BHP.AX', since);
    expect(later.slice(0, before.length)).toEqual(before);
    expect(later.length).toBeGreaterThan(before.length);
    expect(later.every((announcement) => announcement.releasedAt <= utc('2026-06-01'))).toBe(true);
  });

  it('draws an announcement as a PDF of as many pages as it says, marked simulated', async () => {
    const { replay } = makeReplay();
    const announcements = await replay.announcements('BHP.AX', utc('2025-04-08T00:00:00Z'));
    const announcement = announcements.find((a) => (a.pages ?? 0) > 1)!;
    const pages = await readPdf(await replay.document(announcement));
    expect(pages).toHaveLength(announcement.pages!);
    expect(pages[0]?.text).toContain('BHP Group');
    expect(pages[0]?.text).toContain(announcement.title);
    expect(pages[0]?.text).toContain('Released');
    for (const page of pages) {
      expect(page.text).toContain('Simulated announcement — Quorum replay data, not from ASX');
    }
  });

  it('refuses the document of an announcement it did not release', async () => {
    const { replay } = makeReplay();
    const [announcement] = await replay.announcements('BHP.AX', utc('2026-01-01T00:00:00Z'));
    const foreign = { ...announcement!, documentUrl: 'https://www.asx.com.au/x.pdf' };
    await expect(replay.document(foreign)).rejects.toMatchObject({ failure: 'unavailable' });
  });

  it('names the first instant the replay market is open, for tests that need prices moving', async () => {
    const saturday = utc('2026-04-11T02:00:00Z');
    const open = marketOpenAtOrAfter(saturday);
    expect(open).toEqual(utc('2026-04-13T00:00:00Z'));
    const { replay, moveTo } = makeReplay();
    moveTo(new Date(open.getTime() + 90_000));
    expect((await replay.quote('BHP.AX')).marketOpen).toBe(true);
  });
});
