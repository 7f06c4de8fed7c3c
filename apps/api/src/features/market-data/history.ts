// A price chart's range as provider calls (issue 19): the bars each range is drawn from, and how
// long an answer stays fresh. A day is intraday bars of the last session; five years is weekly.
import type { PriceRange } from '@quorum/shared';
import { DAY_MS } from '../../lib/durations';
import type { Bar, MarketDataProvider, MarketSymbol } from './provider';

interface RangeCall {
  /** Calendar days looked back: enough to hold the range's sessions across weekends and holidays. */
  days: number;
  /** Intraday bars of this many minutes, or daily bars. */
  intervalMinutes: number | 'daily';
  /** Keep the last this many sessions (intraday), or every bar in the range (daily). */
  sessions?: number;
  weekly?: boolean;
  maxAgeMs: number;
}

const MINUTE_MS = 60_000;

export const RANGE_CALLS: Record<PriceRange, RangeCall> = {
  '1D': { days: 7, intervalMinutes: 5, sessions: 1, maxAgeMs: MINUTE_MS },
  '5D': { days: 14, intervalMinutes: 30, sessions: 5, maxAgeMs: 5 * MINUTE_MS },
  '1M': { days: 31, intervalMinutes: 'daily', maxAgeMs: 60 * MINUTE_MS },
  '6M': { days: 183, intervalMinutes: 'daily', maxAgeMs: 60 * MINUTE_MS },
  '1Y': { days: 366, intervalMinutes: 'daily', maxAgeMs: 60 * MINUTE_MS },
  '5Y': { days: 5 * 366, intervalMinutes: 'daily', weekly: true, maxAgeMs: 60 * MINUTE_MS },
};

const sydneyDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' });

/** The bars of the last `sessions` trading days among `bars` (oldest first). */
function lastSessions(bars: readonly Bar[], sessions: number): Bar[] {
  const days: string[] = [];
  for (let i = bars.length - 1; i >= 0; i--) {
    const day = sydneyDay.format(bars[i]!.at);
    if (days.at(-1) !== day) {
      if (days.length === sessions) return bars.slice(i + 1);
      days.push(day);
    }
  }
  return [...bars];
}

/** Monday of an instant's Sydney week, as its day. */
function weekOf(at: Date): string {
  const [y, m, d] = sydneyDay.format(at).split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/** Daily bars as weekly ones: 260 points for five years instead of 1,260. */
export function weekly(bars: readonly Bar[]): Bar[] {
  const weeks: Bar[] = [];
  let current: string | undefined;
  for (const bar of bars) {
    const week = weekOf(bar.at);
    const last = weeks.at(-1);
    if (last && week === current) {
      last.high = Math.max(last.high, bar.high);
      last.low = Math.min(last.low, bar.low);
      last.close = bar.close;
      last.volume += bar.volume;
    } else {
      weeks.push({ ...bar });
      current = week;
    }
  }
  return weeks;
}

/** The range's bars from the provider, oldest first. */
export async function barsOf(
  provider: MarketDataProvider,
  symbol: MarketSymbol,
  range: PriceRange,
  now: Date,
): Promise<Bar[]> {
  const call = RANGE_CALLS[range];
  const span = { from: new Date(now.getTime() - call.days * DAY_MS), to: now };
  if (call.intervalMinutes === 'daily') {
    const bars = await provider.daily(symbol, span);
    return call.weekly ? weekly(bars) : bars;
  }
  const bars = await provider.intraday(symbol, span, call.intervalMinutes);
  return lastSessions(bars, call.sessions ?? 1);
}
