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
import PDFDocument from 'pdfkit';
import { MarketDataError } from '../provider';
import type {
  Bar,
  ExchangeAnnouncement,
  HistoryRange,
  MarketDataProvider,
  MarketSymbol,
  NewsItem,
  Quote,
} from '../provider';
import {
  addDays,
  lastSessionAtOrBefore,
  nextTradingDay,
  sessionOf,
  sydneyDayOf,
  type Session,
  type SydneyDay,
} from './asx-calendar';
import { referencePriceOf, symbolSeed } from './asx-listings';

export { marketOpenAtOrAfter } from './asx-calendar';

export interface ReplayListing {
  name: string;
  referencePrice?: number;
}

export interface ReplayOptions {
  now: () => Date;
  /** Which symbols exist: undefined for one the replay must refuse. */
  listings: (symbol: MarketSymbol) => Promise<ReplayListing | undefined>;
}

/** The walk's first session: a day's price never depends on when it was first asked for. */
const EPOCH: SydneyDay = '2015-01-02';
/** A large cap's daily standard deviation of return. */
const DAILY_VOLATILITY = 0.017;
/**
 * The share of its distance from the reference the log price gives back each day: a decade's
 * walk stays within about ±30 % of the reference (one standard deviation) instead of drifting.
 */
const REVERSION = 0.002;
const INTERVALS = [1, 5, 15, 30, 60];
const SOURCE = 'Quorum replay (simulated)';
const NOTICE = 'Simulated announcement — Quorum replay data, not from ASX';
const CURRENCY = 'AUD';
const MINUTE_MS = 60_000;
/** The share of trading days with a simulated headline after the close. */
const NEWS_SHARE = 0.6;
/** Session paths kept per provider: a chart's week and the quotes polled meanwhile. */
const SESSION_PATHS_KEPT = 64;

/** One stream of draws per use, so adding a draw never shifts another's numbers. */
const STREAM = {
  dailyMove: 1,
  dayRange: 2,
  usualVolume: 3,
  minutePath: 4,
  minuteHigh: 5,
  minuteLow: 6,
  minuteVolume: 7,
  secondPath: 8,
  news: 9,
  announcementGap: 10,
  announcement: 11,
} as const;

function mix(value: number): number {
  let h = value;
  h ^= h >>> 16;
  h = Math.imul(h, 0x21f0aaad);
  h ^= h >>> 15;
  h = Math.imul(h, 0x735a2d97);
  h ^= h >>> 15;
  return h >>> 0;
}

/** A number in (0, 1) fixed by its arguments. */
function draw(seed: number, stream: number, a: number, b = 0, c = 0): number {
  const h = mix(mix(mix(seed ^ Math.imul(stream, 0x9e3779b9)) ^ a) ^ Math.imul(b, 0x85ebca6b) ^ c);
  return (h + 0.5) / 2 ** 32;
}

/** Two independent standard normal draws (Box–Muller) from two uniform ones. */
function normals(u: number, v: number): [number, number] {
  const radius = Math.sqrt(-2 * Math.log(u));
  return [radius * Math.cos(2 * Math.PI * v), radius * Math.sin(2 * Math.PI * v)];
}

const normal = (u: number, v: number) => normals(u, v)[0];

const gaussian = (seed: number, stream: number, a: number, b = 0) =>
  normal(draw(seed, stream, a, b, 0), draw(seed, stream, a, b, 1));

/** ASX's price step for a price: 0.1c under 10c, 0.5c under $2, 1c from $2. */
export function asxTickOf(price: number): number {
  return price < 0.1 ? 0.001 : price < 2 ? 0.005 : 0.01;
}

function onTick(price: number): number {
  const tick = asxTickOf(price);
  return Math.max(0.001, Math.round(Math.round(price / tick) * tick * 1000) / 1000);
}

const rounded = (value: number, places: number) => Number(value.toFixed(places));

// The trading days from the epoch, found as far as asked and shared by every symbol: index i is
// the walk's i-th step.
const tradingDays: SydneyDay[] = [EPOCH];

function tradingDay(index: number): SydneyDay {
  while (tradingDays.length <= index) tradingDays.push(nextTradingDay(tradingDays.at(-1)!));
  return tradingDays[index]!;
}

/** The index of the last trading day on or before `day`; -1 before the epoch. */
function lastIndexOnOrBefore(day: SydneyDay): number {
  while (tradingDays.at(-1)! < day) tradingDay(tradingDays.length);
  let low = 0;
  let high = tradingDays.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (tradingDays[middle]! <= day) low = middle + 1;
    else high = middle;
  }
  return low - 1;
}

const firstIndexOnOrAfter = (day: SydneyDay) => lastIndexOnOrBefore(addDays(day, -1)) + 1;
const sessionAtIndex = (index: number) => sessionOf(tradingDay(index)) as Session;

interface Ohlc {
  open: number;
  high: number;
  low: number;
  close: number;
}

type DayBar = Ohlc & { volume: number };

/** A symbol's simulated history, extended as far as asked. */
interface Tape {
  symbol: MarketSymbol;
  key: string;
  name: string;
  seed: number;
  reference: number;
  /** Shares an ordinary day trades. */
  usualVolume: number;
  days: DayBar[];
  /** The last day's log distance from the reference, before the tick rounds it. */
  level: number;
  /** Indexes of the trading days with announcements. */
  announcementDays: number[];
}

function createTape(symbol: MarketSymbol, name: string, reference: number): Tape {
  const seed = symbolSeed(symbol);
  // Turnover between $5m and $200m a day, spread in log.
  const turnover = 5e6 * 40 ** draw(seed, STREAM.usualVolume, 0);
  const usualVolume = Math.round(turnover / reference);
  const key = `${symbol}|${reference}`;
  return {
    symbol,
    key,
    name,
    seed,
    reference,
    usualVolume,
    days: [],
    level: 0,
    announcementDays: [],
  };
}

function dayBar(tape: Tape, index: number): DayBar {
  while (tape.days.length <= index) appendDay(tape);
  return tape.days[index]!;
}

function appendDay(tape: Tape) {
  const { seed, reference } = tape;
  const index = tape.days.length;
  const [shock, gapNoise] = normals(
    draw(seed, STREAM.dailyMove, index, 0),
    draw(seed, STREAM.dailyMove, index, 1),
  );
  const [activity, highReach] = normals(
    draw(seed, STREAM.dayRange, index, 0),
    draw(seed, STREAM.dayRange, index, 1),
  );
  const lowReach = -Math.log(draw(seed, STREAM.dayRange, index, 2));
  const before = reference * Math.exp(tape.level);
  tape.level = tape.level * (1 - REVERSION) + DAILY_VOLATILITY * shock;
  const after = reference * Math.exp(tape.level);
  const move = Math.log(after / before);
  // The overnight gap carries part of the day's move, as news before the open does.
  const open = onTick(before * Math.exp(0.3 * move + 0.25 * DAILY_VOLATILITY * gapNoise));
  const close = onTick(after);
  const top = Math.max(open, close);
  const bottom = Math.min(open, close);
  const high = Math.max(top, onTick(top * Math.exp(0.5 * DAILY_VOLATILITY * Math.abs(highReach))));
  const low = Math.min(bottom, onTick(bottom * Math.exp(-0.4 * DAILY_VOLATILITY * lowReach)));
  const shares = tape.usualVolume * Math.exp(0.3 * activity) * (1 + 6 * Math.abs(move));
  tape.days.push({ open, high, low, close, volume: Math.round(shares) });
}

const previousCloseOf = (tape: Tape, index: number) =>
  index === 0 ? onTick(tape.reference) : dayBar(tape, index - 1).close;

/**
 * A path of `steps` steps from the bar's open to its close that touches its high and its low
 * and never leaves them: Brownian bridges between those four points, each scaled down where it
 * would break out. Every point is on the tick.
 */
function pathThrough(bar: Ohlc, steps: number, uniform: (slot: number) => number): number[] {
  const { open, high, low, close } = bar;
  const atHigh = 1 + Math.floor(uniform(0) * (steps - 1));
  let atLow = 1 + Math.floor(uniform(1) * (steps - 2));
  if (atLow >= atHigh) atLow += 1;
  const knots = [
    { at: 0, price: open },
    { at: atHigh, price: high },
    { at: atLow, price: low },
    { at: steps, price: close },
  ].sort((a, b) => a.at - b.at);
  const stepSize = (0.6 * (high - low)) / Math.sqrt(steps);
  const points = [open];
  for (let k = 1; k < knots.length; k++) {
    const { at: from, price: start } = knots[k - 1]!;
    const { at: to, price: end } = knots[k]!;
    const length = to - from;
    const walk = [0];
    for (let t = 1; t <= length; t++) {
      const slot = 2 * (from + t);
      walk.push(walk[t - 1]! + normal(uniform(slot), uniform(slot + 1)));
    }
    const line = (t: number) => start + ((end - start) * t) / length;
    const bend = (t: number) => walk[t]! - (walk[length]! * t) / length;
    let scale = stepSize;
    for (let t = 1; t < length; t++) {
      const b = bend(t);
      if (b > 0) scale = Math.min(scale, (high - line(t)) / b);
      if (b < 0) scale = Math.min(scale, (low - line(t)) / b);
    }
    for (let t = 1; t < length; t++) {
      points.push(Math.min(high, Math.max(low, onTick(line(t) + scale * bend(t)))));
    }
    points.push(end);
  }
  return points;
}

/** A session drawn minute by minute. */
interface SessionPath {
  session: Session;
  /** The price at each minute's start, and at the close. */
  points: number[];
  highs: number[];
  lows: number[];
  volumes: number[];
}

function drawSession(tape: Tape, index: number): SessionPath {
  const { seed } = tape;
  const session = sessionAtIndex(index);
  const bar = dayBar(tape, index);
  const minutes = (session.close.getTime() - session.open.getTime()) / MINUTE_MS;
  const points = pathThrough(bar, minutes, (slot) => draw(seed, STREAM.minutePath, index, slot));
  const wiggle = 0.05 * (bar.high - bar.low);
  const highs: number[] = [];
  const lows: number[] = [];
  const weights: number[] = [];
  for (let m = 0; m < minutes; m++) {
    const top = Math.max(points[m]!, points[m + 1]!);
    const bottom = Math.min(points[m]!, points[m + 1]!);
    const up = onTick(top + wiggle * Math.abs(gaussian(seed, STREAM.minuteHigh, index, m)));
    const down = onTick(bottom - wiggle * Math.abs(gaussian(seed, STREAM.minuteLow, index, m)));
    highs.push(Math.min(bar.high, Math.max(top, up)));
    lows.push(Math.max(bar.low, Math.min(bottom, down)));
    // Trading is U-shaped over a session, with the opening auction's trades in the first minute.
    const fromMiddle = (2 * m) / (minutes - 1) - 1;
    const auction = m === 0 ? 5 : 1;
    const noise = 0.5 + draw(seed, STREAM.minuteVolume, index, m);
    weights.push(auction * (1 + 3 * fromMiddle ** 2) * noise);
  }
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let cumulative = 0;
  let allotted = 0;
  const volumes = weights.map((weight) => {
    cumulative += weight;
    const upTo = Math.round((bar.volume * cumulative) / total);
    const volume = upTo - allotted;
    allotted = upTo;
    return volume;
  });
  return { session, points, highs, lows, volumes };
}

function minuteOhlc(path: SessionPath, minute: number): Ohlc {
  return {
    open: path.points[minute]!,
    high: path.highs[minute]!,
    low: path.lows[minute]!,
    close: path.points[minute + 1]!,
  };
}

function sumBars(bars: readonly Bar[]): DayBar {
  return {
    open: bars[0]!.open,
    high: Math.max(...bars.map((bar) => bar.high)),
    low: Math.min(...bars.map((bar) => bar.low)),
    close: bars.at(-1)!.close,
    volume: bars.reduce((sum, bar) => sum + bar.volume, 0),
  };
}

function inIntervals(minuteBars: readonly Bar[], intervalMinutes: number): Bar[] {
  const bars: Bar[] = [];
  for (let start = 0; start < minuteBars.length; start += intervalMinutes) {
    const group = minuteBars.slice(start, start + intervalMinutes);
    bars.push({ at: group[0]!.at, ...sumBars(group) });
  }
  return bars;
}

const yyyymmdd = (day: SydneyDay) => day.replaceAll('-', '');
const dollars = (price: number) => `$${price.toFixed(price < 2 ? 3 : 2)}`;
const codeOf = (symbol: MarketSymbol) => symbol.split('.')[0]!.toUpperCase();

const newsTitles: ((name: string, code: string, bar: DayBar, percent: number) => string)[] = [
  (name, _code, _bar, percent) => {
    if (Math.abs(percent) < 0.25) return `${name} shares little changed in simulated trading`;
    const direction = percent > 0 ? 'rise' : 'fall';
    return `${name} shares ${direction} ${Math.abs(percent).toFixed(1)}% in simulated trading`;
  },
  (name, _code, bar) => `${name} closes at ${dollars(bar.close)} in simulated trading`,
  (_name, code, bar) =>
    `${(bar.volume / 1e6).toFixed(1)} million ${code} shares change hands in simulated trading`,
];

function newsOf(tape: Tape, index: number): NewsItem {
  const { seed, symbol, name } = tape;
  const session = sessionAtIndex(index);
  const bar = dayBar(tape, index);
  const previousClose = previousCloseOf(tape, index);
  const percent = ((bar.close - previousClose) / previousClose) * 100;
  const template = newsTitles[Math.floor(draw(seed, STREAM.news, index, 1) * newsTitles.length)]!;
  const afterClose = 15 + Math.floor(draw(seed, STREAM.news, index, 2) * 150);
  return {
    id: `replay-news-${symbol}-${yyyymmdd(session.day)}`,
    title: template(name, codeOf(symbol), bar, percent),
    summary:
      `${name} (${codeOf(symbol)}) closed at ${dollars(bar.close)} against ` +
      `${dollars(previousClose)} the session before, on ${bar.volume.toLocaleString('en-AU')} ` +
      "shares. Generated by Quorum's replay market data: simulated, not real news.",
    url: null,
    publishedAt: new Date(session.close.getTime() + afterClose * MINUTE_MS),
    source: SOURCE,
  };
}

interface AnnouncementKind {
  title: string;
  priceSensitive: boolean;
  pages: [fewest: number, most: number];
}

const QUARTERLY: AnnouncementKind = {
  title: 'Quarterly Activities Report',
  priceSensitive: true,
  pages: [3, 6],
};
const PRESENTATION: AnnouncementKind = {
  title: 'Investor Presentation',
  priceSensitive: true,
  pages: [4, 8],
};
const ROUTINE: AnnouncementKind[] = [
  { title: "Change of Director's Interest Notice", priceSensitive: false, pages: [2, 3] },
  { title: 'Application for quotation of securities', priceSensitive: false, pages: [1, 2] },
  { title: 'Becoming a substantial holder', priceSensitive: false, pages: [2, 4] },
  { title: 'Change in substantial holding', priceSensitive: false, pages: [2, 5] },
  { title: 'Notification of buy-back', priceSensitive: false, pages: [1, 2] },
  { title: 'Notice of Annual General Meeting', priceSensitive: false, pages: [4, 8] },
  PRESENTATION,
  { title: 'Trading Halt', priceSensitive: true, pages: [1, 1] },
  { title: 'Response to ASX Price Query', priceSensitive: true, pages: [1, 2] },
];

/**
 * Results in February (half year) and August (full year), quarterly reports late in a quarter's
 * first month, and otherwise the routine notices most announcements are.
 */
function kindsOn(day: SydneyDay, pick: number, routine: number): AnnouncementKind[] {
  const month = Number(day.slice(5, 7));
  const date = Number(day.slice(8, 10));
  if ((month === 2 || month === 8) && pick < 0.3) {
    const title = month === 2 ? 'Half Year Results' : 'Full Year Results';
    return [{ title, priceSensitive: true, pages: [4, 8] }, PRESENTATION];
  }
  if ([1, 4, 7, 10].includes(month) && date >= 20 && pick < 0.4) return [QUARTERLY];
  return [ROUTINE[Math.floor(routine * ROUTINE.length)]!];
}

/** One announcement every three to six trading days, from the epoch on. */
function announcementDays(tape: Tape, upTo: number): number[] {
  const days = tape.announcementDays;
  while ((days.at(-1) ?? -1) < upTo) {
    const gap = draw(tape.seed, STREAM.announcementGap, days.length);
    days.push((days.at(-1) ?? -2) + 3 + Math.floor(gap * 4));
  }
  return days;
}

/**
 * A day's announcements. Price-sensitive ones come out before the open, as ASX asks; the others
 * between 07:30 and half an hour before the close.
 */
function announcementsOn(tape: Tape, index: number): ExchangeAnnouncement[] {
  const { seed, symbol } = tape;
  const session = sessionAtIndex(index);
  const preOpen = 150;
  const sessionMinutes = (session.close.getTime() - session.open.getTime()) / MINUTE_MS;
  const kinds = kindsOn(
    session.day,
    draw(seed, STREAM.announcement, index, 0),
    draw(seed, STREAM.announcement, index, 1),
  );
  const first = kinds[0]!.priceSensitive ? preOpen - 5 : preOpen + sessionMinutes - 30;
  const release = Math.floor(draw(seed, STREAM.announcement, index, 2) * first);
  return kinds.map((kind, n) => {
    const id = `replay-${symbol}-${yyyymmdd(session.day)}-${n + 1}`;
    const [fewest, most] = kind.pages;
    const pages =
      fewest + Math.floor(draw(seed, STREAM.announcement, index, 3 + n) * (most - fewest + 1));
    const minutes = release - preOpen + 2 * n;
    return {
      id,
      symbol,
      title: kind.title,
      releasedAt: new Date(session.open.getTime() + minutes * MINUTE_MS),
      priceSensitive: kind.priceSensitive,
      documentUrl: `replay://${id}.pdf`,
      pages,
    };
  });
}

const releaseFormat = new Intl.DateTimeFormat('en-AU', {
  timeZone: 'Australia/Sydney',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** A few plain pages that say what the announcement is and that it is simulated. */
function announcementPdf(announcement: ExchangeAnnouncement, name: string): Promise<Buffer> {
  const pages = Math.max(1, announcement.pages ?? 1);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    autoFirstPage: false,
    info: {
      Title: `${announcement.title} – ${name}`,
      Author: SOURCE,
      CreationDate: announcement.releasedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (let page = 1; page <= pages; page++) {
    doc.addPage();
    doc
      .font('Helvetica-Bold')
      .fontSize(16)
      .text(`${name} (ASX: ${codeOf(announcement.symbol)})`);
    doc.font('Helvetica').fontSize(10).text(NOTICE).moveDown(2);
    if (page === 1) {
      doc.font('Helvetica-Bold').fontSize(20).text(announcement.title).moveDown(0.5);
      doc.font('Helvetica').fontSize(11);
      doc.text(`Released ${releaseFormat.format(announcement.releasedAt)}`);
      doc.text(announcement.priceSensitive ? 'Price sensitive' : 'Not price sensitive');
      doc.moveDown();
    }
    doc.text(
      `This page was generated by Quorum's replay market data for demonstrations and tests. ` +
        `It says nothing about ${name} and was not released to the market.`,
    );
    doc.fontSize(9).text(`Page ${page} of ${pages}`, 56, 760, { align: 'right' });
  }
  doc.end();
  return done;
}

export function createReplayProvider({ now, listings }: ReplayOptions): MarketDataProvider {
  const tapes = new Map<string, Tape>();
  const paths = new Map<string, SessionPath>();

  async function tapeOf(symbol: MarketSymbol): Promise<Tape> {
    const listing = await listings(symbol);
    if (!listing) throw new MarketDataError('unknown-symbol', `The replay lists no ${symbol}.`);
    const reference = listing.referencePrice ?? referencePriceOf(symbol);
    const key = `${symbol}|${reference}`;
    const known = tapes.get(key);
    if (known) return known;
    const tape = createTape(symbol, listing.name, reference);
    tapes.set(key, tape);
    return tape;
  }

  function pathOf(tape: Tape, index: number): SessionPath {
    const key = `${tape.key}|${index}`;
    const known = paths.get(key);
    if (known) return known;
    const path = drawSession(tape, index);
    paths.set(key, path);
    if (paths.size > SESSION_PATHS_KEPT) paths.delete(paths.keys().next().value!);
    return path;
  }

  /** The session's one-minute bars from its open up to `at`, the last cut at `at`'s second. */
  function minuteBarsUpTo(tape: Tape, index: number, at: Date): Bar[] {
    const path = pathOf(tape, index);
    const open = path.session.open.getTime();
    const minutes = path.volumes.length;
    const elapsed = at.getTime() - open;
    const whole = Math.min(minutes, Math.floor(elapsed / MINUTE_MS));
    const bars: Bar[] = [];
    for (let m = 0; m < whole; m++) {
      const start = new Date(open + m * MINUTE_MS);
      bars.push({ at: start, ...minuteOhlc(path, m), volume: path.volumes[m]! });
    }
    if (whole < minutes) {
      const second = Math.floor((elapsed % MINUTE_MS) / 1000);
      const uniform = (slot: number) => draw(tape.seed, STREAM.secondPath, index, whole, slot);
      const seconds = pathThrough(minuteOhlc(path, whole), 60, uniform).slice(0, second + 1);
      bars.push({
        at: new Date(open + whole * MINUTE_MS),
        open: seconds[0]!,
        high: Math.max(...seconds),
        low: Math.min(...seconds),
        close: seconds.at(-1)!,
        volume: Math.floor((path.volumes[whole]! * second) / 60),
      });
    }
    return bars;
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
        if (draw(tape.seed, STREAM.news, index, 0) >= NEWS_SHARE) continue;
        const item = newsOf(tape, index);
        if (item.publishedAt <= at) items.push(item);
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
