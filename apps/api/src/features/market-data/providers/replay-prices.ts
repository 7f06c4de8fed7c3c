// The replay's daily prices: a mean-reverting random walk of the log price over trading days
// from EPOCH, built once per symbol and extended as far as asked (a few thousand steps), every
// price on ASX's tick.
import type { MarketSymbol } from '../provider';
import { addDays, nextTradingDay, sessionOf, type Session, type SydneyDay } from './asx-calendar';
import { symbolSeed } from './asx-listings';
import { draw, normals, STREAM } from './replay-draws';

/** The walk's first session: a day's price never depends on when it was first asked for. */
export const EPOCH: SydneyDay = '2015-01-02';
/** A large cap's daily standard deviation of return. */
const DAILY_VOLATILITY = 0.017;
/**
 * The share of its distance from the reference the log price gives back each day: a decade's
 * walk stays within about ±30 % of the reference (one standard deviation) instead of drifting.
 */
const REVERSION = 0.002;
export const MINUTE_MS = 60_000;

/** ASX's price step for a price: 0.1c under 10c, 0.5c under $2, 1c from $2. */
export function asxTickOf(price: number): number {
  return price < 0.1 ? 0.001 : price < 2 ? 0.005 : 0.01;
}

export function onTick(price: number): number {
  const tick = asxTickOf(price);
  return Math.max(0.001, Math.round(Math.round(price / tick) * tick * 1000) / 1000);
}

// The trading days from the epoch, found as far as asked and shared by every symbol: index i is
// the walk's i-th step.
const tradingDays: SydneyDay[] = [EPOCH];

export function tradingDay(index: number): SydneyDay {
  while (tradingDays.length <= index) tradingDays.push(nextTradingDay(tradingDays.at(-1)!));
  return tradingDays[index]!;
}

/** The index of the last trading day on or before `day`; -1 before the epoch. */
export function lastIndexOnOrBefore(day: SydneyDay): number {
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

export const firstIndexOnOrAfter = (day: SydneyDay) => lastIndexOnOrBefore(addDays(day, -1)) + 1;
export const sessionAtIndex = (index: number) => sessionOf(tradingDay(index)) as Session;

export interface Ohlc {
  open: number;
  high: number;
  low: number;
  close: number;
}

export type DayBar = Ohlc & { volume: number };

/** A symbol's simulated history, extended as far as asked. */
export interface Tape {
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

/** A provider's tapes, one per symbol and reference price, each built once and then extended. */
export function createTapes() {
  const tapes = new Map<string, Tape>();
  return function tapeFor(symbol: MarketSymbol, name: string, reference: number): Tape {
    const key = `${symbol}|${reference}`;
    const known = tapes.get(key);
    if (known) return known;
    const tape = createTape(symbol, name, reference);
    tapes.set(key, tape);
    return tape;
  };
}

export function dayBar(tape: Tape, index: number): DayBar {
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

export const previousCloseOf = (tape: Tape, index: number) =>
  index === 0 ? onTick(tape.reference) : dayBar(tape, index - 1).close;
