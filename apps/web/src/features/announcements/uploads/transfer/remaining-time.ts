/** How far back the upload's speed is measured: long enough to smooth chunks, short enough to follow a slower network. */
const WINDOW_MS = 30_000;

interface Sample {
  at: number;
  bytes: number;
}

/**
 * The upload's speed from the bytes the server confirmed over the last half minute. Chunks land
 * in 5 MB steps, so the speed is read between confirmations, never guessed from one.
 */
export class RateMeter {
  private samples: Sample[] = [];

  /** `bytes` stored in all, as of `at` (ms). */
  record(at: number, bytes: number) {
    this.samples.push({ at, bytes });
    const first = this.samples.findIndex((sample) => sample.at >= at - WINDOW_MS);
    // Keep one sample from before the window, so a slow chunk still spans two points.
    this.samples = this.samples.slice(Math.max(0, first - 1));
  }

  reset() {
    this.samples = [];
  }

  /**
   * Bytes a second as of `now`, or null until a confirmation has come and a second has passed.
   * Measured up to now rather than to the last confirmation, so a stalled upload's time left
   * grows instead of standing still.
   */
  bytesPerSecond(now: number): number | null {
    const first = this.samples[0];
    const last = this.samples.at(-1);
    if (!first || !last || last.bytes <= first.bytes) return null;
    const elapsed = Math.max(now, last.at) - first.at;
    return elapsed < 1_000 ? null : ((last.bytes - first.bytes) * 1_000) / elapsed;
  }
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** Spec §8: a cancelled entry's remaining time reads '0 seconds'; the rest in the same manner. */
export function formatRemainingTime(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  if (whole < 60) return plural(whole, 'second');
  const minutes = Math.ceil(whole / 60);
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${plural(hours, 'hour')} ${plural(rest, 'minute')}` : plural(hours, 'hour');
}

/** The time left at the measured speed, or null while it cannot be told. */
export function remainingTime(
  remainingBytes: number,
  meter: RateMeter,
  now: number,
): string | null {
  if (remainingBytes <= 0) return formatRemainingTime(0);
  const rate = meter.bytesPerSecond(now);
  return rate ? formatRemainingTime(remainingBytes / rate) : null;
}
