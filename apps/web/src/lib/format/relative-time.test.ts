import { describe, expect, it } from 'vitest';
import { formatExactTime, formatRelativeTime } from './relative-time';

// Midday UTC, so the calendar day is the same in any time zone the tests run in.
const now = Date.parse('2026-11-20T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatRelativeTime', () => {
  it('says the last minute as "just now"', () => {
    expect(formatRelativeTime(ago(20_000), { now })).toBe('just now');
  });

  it('counts minutes, hours and days for the last week', () => {
    expect(formatRelativeTime(ago(5 * MINUTE), { now })).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(3 * HOUR + 10 * MINUTE), { now })).toBe('3 hours ago');
    expect(formatRelativeTime(ago(DAY + HOUR), { now })).toBe('yesterday');
    expect(formatRelativeTime(ago(6 * DAY), { now })).toBe('6 days ago');
  });

  it('gives the date with its year once it is a week old', () => {
    expect(formatRelativeTime('2026-11-05T12:00:00Z', { now })).toBe('5 Nov 2026');
  });

  it('leaves the year out for a narrow place when asked', () => {
    expect(formatRelativeTime('2026-11-05T12:00:00Z', { now, older: 'day-and-month' })).toBe(
      '5 Nov',
    );
  });
});

describe('formatExactTime', () => {
  it('gives the date and the time of day', () => {
    expect(formatExactTime('2026-11-05T12:00:00Z')).toMatch(/^5 Nov 2026, \d{1,2}:\d{2}\s?[ap]m$/);
  });
});
