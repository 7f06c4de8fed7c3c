// The replay market-data provider (issue 19): ASX-like prices, news and announcements with no
// network, marked simulated wherever they are shown. Everything is a function of the symbol's
// seed and the instant, never of when or in which process it was asked:
//
// - Daily bars are a mean-reverting random walk of the log price over trading days from
//   EPOCH, built once per symbol and extended as far as asked (a few thousand steps).
// - A session's minute path is a Brownian bridge from the day's open to its close through its
//   high and its low, so the minutes always add up to the daily bar; inside a minute the same
//   construction runs per second, so a quote polled every second moves.
// - Every draw comes from a counter-based hash of (seed, stream, day, minute, second): any
//   minute of any day is had without drawing the ones before it.
//
// Nothing trades outside the calendar's sessions: between them a quote is the last close.
// This file is the provider; the parts are its neighbours: replay-draws (the hash), replay-prices
// (the daily walk), replay-intraday (sessions), replay-news and replay-document (the PDFs).
import { MarketDataError } from '../provider';
import type {
  Bar,
  HistoryRange,
  MarketDataProvider,
  MarketSymbol,
  NewsItem,
  Quote,
} from '../provider';
import { lastSessionAtOrBefore, sydneyDayOf } from './asx-calendar';
import { referencePriceOf } from './asx-listings';
import { announcementPdf } from './replay-document';
import { createMinuteBars, inIntervals, sumBars } from './replay-intraday';
import { announcementDays, announcementsOn, newsOn } from './replay-news';
import {
  createTapes,
  dayBar,
  EPOCH,
  firstIndexOnOrAfter,
  lastIndexOnOrBefore,
  previousCloseOf,
  sessionAtIndex,
  tradingDay,
  type Tape,
} from './replay-prices';

export { marketOpenAtOrAfter } from './asx-calendar';
export { asxTickOf } from './replay-prices';

export interface ReplayListing {
  name: string;
  referencePrice?: number;
}

export interface ReplayOptions {
  now: () => Date;
  /** Which symbols exist: undefined for one the replay must refuse. */
  listings: (symbol: MarketSymbol) => Promise<ReplayListing | undefined>;
}

const INTERVALS = [1, 5, 15, 30, 60];
const CURRENCY = 'AUD';

const rounded = (value: number, places: number) => Number(value.toFixed(places));

export function createReplayProvider({ now, listings }: ReplayOptions): MarketDataProvider {
  const tapeFor = createTapes();
  const minuteBarsUpTo = createMinuteBars();

  async function tapeOf(symbol: MarketSymbol): Promise<Tape> {
    const listing = await listings(symbol);
    if (!listing) throw new MarketDataError('unknown-symbol', `The replay lists no ${symbol}.`);
    return tapeFor(symbol, listing.name, listing.referencePrice ?? referencePriceOf(symbol));
  }

  function quoteAt(tape: Tape, at: Date): Quote {
    const session = lastSessionAtOrBefore(at);
    if (session.day < EPOCH) {
      throw new MarketDataError('unavailable', `The replay starts on ${EPOCH}.`);
    }
    const index = lastIndexOnOrBefore(session.day);
    const marketOpen = at < session.close;
    const bar = marketOpen ? sumBars(minuteBarsUpTo(tape, index, at)) : dayBar(tape, index);
    const tradedAt = marketOpen ? new Date(Math.floor(at.getTime() / 1000) * 1000) : session.close;
    const previousClose = previousCloseOf(tape, index);
    const change = rounded(bar.close - previousClose, 3);
    return {
      symbol: tape.symbol,
      price: bar.close,
      previousClose,
      change,
      changePercent: rounded((change / previousClose) * 100, 2),
      open: bar.open,
      high: bar.high,
      low: bar.low,
      volume: bar.volume,
      currency: CURRENCY,
      tradedAt,
      marketOpen,
    };
  }

  return {
    kind: 'replay',
    simulated: true,
    offersAnnouncements: true,

    async quote(symbol) {
      const at = now();
      return quoteAt(await tapeOf(symbol), at);
    },

    async quotes(symbols) {
      const at = now();
      return Promise.all(symbols.map(async (symbol) => quoteAt(await tapeOf(symbol), at)));
    },

    async intraday(symbol, range, intervalMinutes) {
      if (!INTERVALS.includes(intervalMinutes)) {
        const offered = INTERVALS.join(', ');
        throw new MarketDataError('unavailable', `The replay offers ${offered}-minute bars.`);
      }
      const tape = await tapeOf(symbol);
      const at = now();
      const to = new Date(Math.min(range.to.getTime(), at.getTime()));
      const bars: Bar[] = [];
      const last = lastIndexOnOrBefore(sydneyDayOf(to));
      for (let index = firstIndexOnOrAfter(sydneyDayOf(range.from)); index <= last; index++) {
        const session = sessionAtIndex(index);
        if (session.close <= range.from || session.open > to) continue;
        const minuteBars = minuteBarsUpTo(tape, index, at);
        for (const bar of inIntervals(minuteBars, intervalMinutes))
          if (bar.at >= range.from && bar.at <= to) bars.push(bar);
      }
      return bars;
    },

    /** The bars of the Sydney days from `range.from`'s to `range.to`'s; today's so far. */
    async daily(symbol, range: HistoryRange) {
      const tape = await tapeOf(symbol);
      const at = now();
      const to = new Date(Math.min(range.to.getTime(), at.getTime()));
      const bars: Bar[] = [];
      const last = lastIndexOnOrBefore(sydneyDayOf(to));
      for (let index = firstIndexOnOrAfter(sydneyDayOf(range.from)); index <= last; index++) {
        const session = sessionAtIndex(index);
        if (session.open > at) break;
        const bar =
          session.close <= at ? dayBar(tape, index) : sumBars(minuteBarsUpTo(tape, index, at));
        bars.push({ at: session.open, ...bar });
      }
      return bars;
    },

    async news(symbol, limit) {
      const tape = await tapeOf(symbol);
      const at = now();
      const items: NewsItem[] = [];
      const latest = lastIndexOnOrBefore(sydneyDayOf(at));
      for (let index = latest; index >= 0 && items.length < limit; index--) {
        const item = newsOn(tape, index);
        if (item && item.publishedAt <= at) items.push(item);
      }
      return items;
    },

    async announcements(symbol, since) {
      const tape = await tapeOf(symbol);
      const at = now();
      const sinceDay = sydneyDayOf(since);
      const latest = lastIndexOnOrBefore(sydneyDayOf(at));
      return announcementDays(tape, latest)
        .filter((index) => index <= latest && tradingDay(index) >= sinceDay)
        .flatMap((index) => announcementsOn(tape, index))
        .filter(
          (announcement) => announcement.releasedAt >= since && announcement.releasedAt <= at,
        );
    },

    async document(announcement) {
      if (announcement.documentUrl !== `replay://${announcement.id}.pdf`) {
        throw new MarketDataError('unavailable', `The replay has no ${announcement.documentUrl}.`);
      }
      const tape = await tapeOf(announcement.symbol);
      return announcementPdf(announcement, tape.name);
    },
  };
}
