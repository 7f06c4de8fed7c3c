import { describe, expect, it } from 'vitest';
import { RateMeter, formatRemainingTime, remainingTime } from './remaining-time';

const MB = 1024 * 1024;

describe('the time left', () => {
  it("reads '0 seconds' when nothing is left (the spec's cancelled entry)", () => {
    expect(formatRemainingTime(0)).toBe('0 seconds');
  });

  it('reads in seconds, minutes, then hours and minutes', () => {
    expect(formatRemainingTime(1)).toBe('1 second');
    expect(formatRemainingTime(44.2)).toBe('45 seconds');
    expect(formatRemainingTime(61)).toBe('2 minutes');
    expect(formatRemainingTime(3_900)).toBe('1 hour 5 minutes');
    expect(formatRemainingTime(7_200)).toBe('2 hours');
  });

  it('cannot be told before a chunk is confirmed, nor in the first second', () => {
    const meter = new RateMeter();
    meter.record(0, 0);
    expect(remainingTime(20 * MB, meter, 5_000)).toBeNull();
    meter.record(500, 5 * MB);
    expect(remainingTime(20 * MB, meter, 900)).toBeNull();
    // 5 MB in the first 2 s (nothing since): 2.5 MB a second, so 20 MB left is 8 seconds.
    expect(remainingTime(20 * MB, meter, 2_000)).toBe('8 seconds');
  });

  it('is told from the bytes confirmed over the time they took', () => {
    const meter = new RateMeter();
    meter.record(0, 5 * MB);
    meter.record(5_000, 10 * MB);
    // 5 MB in 5 s: 1 MB a second, so 20 MB left is 20 seconds.
    expect(remainingTime(20 * MB, meter, 5_000)).toBe('20 seconds');
  });

  it('grows while no chunk arrives, rather than standing still', () => {
    const meter = new RateMeter();
    meter.record(0, 0);
    meter.record(5_000, 5 * MB);
    expect(remainingTime(20 * MB, meter, 5_000)).toBe('20 seconds');
    // Nothing more in the next 5 s: 5 MB in 10 s.
    expect(remainingTime(20 * MB, meter, 10_000)).toBe('40 seconds');
  });

  it('follows the recent speed, not the upload’s first minutes', () => {
    const meter = new RateMeter();
    meter.record(0, 0);
    meter.record(10_000, 50 * MB);
    meter.record(60_000, 55 * MB);
    meter.record(70_000, 60 * MB);
    // Only the last 30 s (and the sample before them) count: 10 MB in 60 s.
    expect(remainingTime(10 * MB, meter, 70_000)).toBe('1 minute');
  });
});
