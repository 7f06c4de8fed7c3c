import { describe, expect, it } from 'vitest';
import {
  asxHolidays,
  isMarketOpen,
  isTradingDay,
  lastSessionAtOrBefore,
  marketOpenAtOrAfter,
  nextOpenAfter,
  sessionOf,
  sydneyDayOf,
  tradingDaysBetween,
} from './asx-calendar';

const utc = (iso: string) => new Date(iso);

describe('the ASX trading calendar', () => {
  it('closes on Good Friday 3 April 2026 and Easter Monday 6 April 2026', () => {
    expect(isTradingDay('2026-04-02')).toBe(true);
    expect(isTradingDay('2026-04-03')).toBe(false);
    expect(isTradingDay('2026-04-06')).toBe(false);
    expect(isTradingDay('2026-04-07')).toBe(true);
    expect(asxHolidays(2026).get('2026-04-03')).toBe('Good Friday');
    expect(asxHolidays(2026).get('2026-04-06')).toBe('Easter Monday');
  });

  it('gives no substitute for Anzac Day on Saturday 25 April 2026: Monday 27 April trades', () => {
    expect(isTradingDay('2026-04-25')).toBe(false);
    expect(isTradingDay('2026-04-27')).toBe(true);
    expect([...asxHolidays(2026).values()]).not.toContain('Anzac Day');
  });

  it("closes on King's Birthday, Monday 8 June 2026, and on Anzac Day, Friday 25 April 2025", () => {
    expect(isTradingDay('2026-06-08')).toBe(false);
    expect(isTradingDay('2026-06-01')).toBe(true);
    expect(isTradingDay('2025-04-25')).toBe(false);
  });

  it('closes on Monday 27 and Tuesday 28 December 2027 when Christmas Day is a Saturday', () => {
    expect(tradingDaysBetween('2027-12-23', '2027-12-31')).toEqual([
      '2027-12-23',
      '2027-12-24',
      '2027-12-29',
      '2027-12-30',
      '2027-12-31',
    ]);
  });

  it('closes on Monday 26 and Tuesday 27 December 2022 when Christmas Day is a Sunday', () => {
    expect(isTradingDay('2022-12-26')).toBe(false);
    expect(isTradingDay('2022-12-27')).toBe(false);
    expect(isTradingDay('2022-12-28')).toBe(true);
  });

  it("moves New Year's Day and Australia Day on a weekend to the Monday after", () => {
    expect(isTradingDay('2022-01-03')).toBe(false); // 1 January 2022 was a Saturday
    expect(isTradingDay('2023-01-02')).toBe(false); // 1 January 2023 was a Sunday
    expect(isTradingDay('2025-01-27')).toBe(false); // 26 January 2025 was a Sunday
    expect(isTradingDay('2026-01-26')).toBe(false); // a Monday: the day itself
  });

  it('does not trade on Saturdays and Sundays', () => {
    expect(isTradingDay('2026-04-11')).toBe(false);
    expect(isTradingDay('2026-04-12')).toBe(false);
    expect(sessionOf('2026-04-11')).toBeNull();
  });

  it('counts 20 trading days in April 2026 and 254 in 2026', () => {
    expect(tradingDaysBetween('2026-04-01', '2026-04-30')).toHaveLength(20);
    expect(tradingDaysBetween('2026-01-01', '2026-12-31')).toHaveLength(254);
  });

  it('opens at 10:00 Sydney: 23:00 UTC the day before in AEDT, 00:00 UTC in AEST', () => {
    // Daylight saving ends on Sunday 5 April 2026 and starts on Sunday 4 October 2026.
    expect(sessionOf('2026-04-02')).toMatchObject({
      open: utc('2026-04-01T23:00:00Z'),
      close: utc('2026-04-02T05:00:00Z'),
    });
    expect(sessionOf('2026-04-07')).toMatchObject({
      open: utc('2026-04-07T00:00:00Z'),
      close: utc('2026-04-07T06:00:00Z'),
    });
    expect(sessionOf('2026-10-02')?.open).toEqual(utc('2026-10-02T00:00:00Z'));
    expect(sessionOf('2026-10-05')?.open).toEqual(utc('2026-10-04T23:00:00Z'));
  });

  it('reads the Sydney day of any instant as Intl does, across both changeovers', () => {
    const intlDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' });
    const wrong: string[] = [];
    for (let at = Date.UTC(2025, 11, 31); at < Date.UTC(2027, 0, 1); at += 97 * 60_000) {
      if (sydneyDayOf(new Date(at)) !== intlDay.format(at)) wrong.push(new Date(at).toISOString());
    }
    expect(wrong).toEqual([]);
  });

  it('closes at 14:10 on the last trading day before Christmas and on 31 December', () => {
    expect(sessionOf('2026-12-24')).toMatchObject({
      close: utc('2026-12-24T03:10:00Z'),
      earlyClose: true,
    });
    expect(sessionOf('2026-12-31')?.close).toEqual(utc('2026-12-31T03:10:00Z'));
    expect(sessionOf('2026-12-23')?.close).toEqual(utc('2026-12-23T05:00:00Z'));
    // 24 December 2028 is a Sunday: Friday 22 December closes early instead.
    expect(sessionOf('2028-12-22')?.earlyClose).toBe(true);
  });

  it('is open from the open up to but not at the close', () => {
    expect(isMarketOpen(utc('2026-04-06T23:59:59Z'))).toBe(false);
    expect(isMarketOpen(utc('2026-04-07T00:00:00Z'))).toBe(true);
    expect(isMarketOpen(utc('2026-04-07T05:59:59Z'))).toBe(true);
    expect(isMarketOpen(utc('2026-04-07T06:00:00Z'))).toBe(false);
  });

  it('finds the last session and the next open across the Easter weekend', () => {
    const saturday = utc('2026-04-04T02:00:00Z');
    expect(sydneyDayOf(saturday)).toBe('2026-04-04');
    expect(lastSessionAtOrBefore(saturday).day).toBe('2026-04-02');
    expect(nextOpenAfter(saturday)).toEqual(utc('2026-04-07T00:00:00Z'));
    expect(marketOpenAtOrAfter(saturday)).toEqual(utc('2026-04-07T00:00:00Z'));
    const tuesdayMorning = utc('2026-04-07T01:30:00Z');
    expect(lastSessionAtOrBefore(tuesdayMorning).day).toBe('2026-04-07');
    expect(marketOpenAtOrAfter(tuesdayMorning)).toEqual(tuesdayMorning);
  });
});
