// The replay's sessions: a session's minute path is a Brownian bridge from the day's open to its
// close through its high and its low, so the minutes always add up to the daily bar; inside a
// minute the same construction runs per second, so a quote polled every second moves.
import type { Bar } from '../provider';
import type { Session } from './asx-calendar';
import { draw, gaussian, normal, STREAM } from './replay-draws';
import { dayBar, MINUTE_MS, onTick, sessionAtIndex } from './replay-prices';
import type { DayBar, Ohlc, Tape } from './replay-prices';

/** Session paths kept per provider: a chart's week and the quotes polled meanwhile. */
const SESSION_PATHS_KEPT = 64;

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

export function sumBars(bars: readonly Bar[]): DayBar {
  return {
    open: bars[0]!.open,
    high: Math.max(...bars.map((bar) => bar.high)),
    low: Math.min(...bars.map((bar) => bar.low)),
    close: bars.at(-1)!.close,
    volume: bars.reduce((sum, bar) => sum + bar.volume, 0),
  };
}

export function inIntervals(minuteBars: readonly Bar[], intervalMinutes: number): Bar[] {
  const bars: Bar[] = [];
  for (let start = 0; start < minuteBars.length; start += intervalMinutes) {
    const group = minuteBars.slice(start, start + intervalMinutes);
    bars.push({ at: group[0]!.at, ...sumBars(group) });
  }
  return bars;
}

/** A provider's minute bars, keeping the session paths it drew last. */
export function createMinuteBars() {
  const paths = new Map<string, SessionPath>();

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
  return function minuteBarsUpTo(tape: Tape, index: number, at: Date): Bar[] {
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
  };
}
