import type { StockAlertType } from '@quorum/shared';

/** Market data's numbers as an Australian reader expects them. */
const currencies = new Map<string, Intl.NumberFormat>();

/**
 * A price in its listing's currency ("$45.12" for A$). Under two dollars the ASX moves in half
 * cents or less, so a third decimal shows when there is one ("$1.775", "$0.455", "$1.77"). A
 * chart's axis over a narrow band asks for a fixed number of decimals.
 */
export function formatPrice(value: number, currency = 'AUD', decimals?: number): string {
  const least = decimals ?? 2;
  const most = decimals ?? (Math.abs(value) < 2 ? 3 : 2);
  const key = `${currency}:${least}:${most}`;
  let format = currencies.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-AU', {
      style: 'currency',
      currency,
      minimumFractionDigits: least,
      maximumFractionDigits: most,
    });
    currencies.set(key, format);
  }
  return format.format(value);
}

const signed = new Intl.NumberFormat('en-AU', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 3,
  signDisplay: 'exceptZero',
});
const signedPercent = new Intl.NumberFormat('en-AU', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'exceptZero',
});
const twoDecimals = new Intl.NumberFormat('en-AU', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "+0.35", "-1.20", "0.00". */
export const formatChange = (value: number) => signed.format(value);
/** "+0.78%". */
export const formatChangePercent = (value: number) => `${signedPercent.format(value)}%`;

/** Which way a price went: what its arrow, its colour and its words say. */
export type Direction = 'up' | 'down' | 'flat';
export const directionOf = (change: number): Direction =>
  change > 0 ? 'up' : change < 0 ? 'down' : 'flat';

/** An alert's target as its type reads it: a price, a move in per cent, a multiple of volume. */
export function formatAlertTarget(alertType: StockAlertType, value: number): string {
  if (alertType === 'PRICE') return formatPrice(value);
  if (alertType === 'PERCENT_MOVE') return `${twoDecimals.format(value)}%`;
  return `${twoDecimals.format(value)}×`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * How old a price is, for "Prices as of {age} ago": whole units, at least a minute (a price is
 * only called stale once the provider has missed its answer).
 */
export function ageOf(iso: string, now = Date.now()): string {
  const age = Math.max(0, now - new Date(iso).getTime());
  if (age < HOUR) return plural(Math.max(1, Math.floor(age / MINUTE)), 'minute');
  if (age < DAY) return plural(Math.floor(age / HOUR), 'hour');
  return plural(Math.floor(age / DAY), 'day');
}

/** ASX times read in Sydney, where the market keeps its hours. */
const MARKET_TIME_ZONE = 'Australia/Sydney';
const timeOfDay = new Intl.DateTimeFormat('en-AU', {
  timeZone: MARKET_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
});
const dayAndMonth = new Intl.DateTimeFormat('en-AU', {
  timeZone: MARKET_TIME_ZONE,
  day: 'numeric',
  month: 'short',
});
const monthAndYear = new Intl.DateTimeFormat('en-AU', {
  timeZone: MARKET_TIME_ZONE,
  month: 'short',
  year: 'numeric',
});
const exactMarketTime = new Intl.DateTimeFormat('en-AU', {
  timeZone: MARKET_TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});

/**
 * A chart's time axis: hours over a day, days over weeks and months, months over years. Recharts
 * also asks about no point at all (a tooltip leaving the chart): that reads as nothing.
 */
export function formatChartTick(at: number, range: string): string {
  if (!Number.isFinite(at)) return '';
  if (range === '1D') return timeOfDay.format(at);
  if (range === '1Y' || range === '5Y') return monthAndYear.format(at);
  return dayAndMonth.format(at);
}

/** "24 Nov 2026, 11:30 am", Sydney time; nothing for no time. */
export function formatMarketTime(at: number | string): string {
  const time = new Date(at).getTime();
  return Number.isFinite(time) ? exactMarketTime.format(time) : '';
}
