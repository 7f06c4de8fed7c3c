import { describe, expect, it } from 'vitest';
import { waitedFor } from './waited-for';

const now = Date.parse('2026-11-28T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('how long a question has waited', () => {
  it('says under an hour, then whole hours, never rounding up', () => {
    expect(waitedFor(ago(59 * 60_000), now)).toBe('under an hour');
    expect(waitedFor(ago(HOUR), now)).toBe('1 hour');
    expect(waitedFor(ago(5 * HOUR + 59 * 60_000), now)).toBe('5 hours');
  });

  it('counts days up to two weeks, then weeks, then months', () => {
    expect(waitedFor(ago(DAY), now)).toBe('1 day');
    expect(waitedFor(ago(13 * DAY), now)).toBe('13 days');
    expect(waitedFor(ago(14 * DAY), now)).toBe('2 weeks');
    expect(waitedFor(ago(90 * DAY), now)).toBe('3 months');
  });

  it('treats a clock a little ahead of the server as no wait at all', () => {
    expect(waitedFor(ago(-5 * 60_000), now)).toBe('under an hour');
  });
});
