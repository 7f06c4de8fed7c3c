import { describe, expect, it } from 'vitest';
import { dashboardRangeInputSchema } from '@quorum/shared';
import { periodOf } from './period';

const period = (input: Record<string, unknown>, now: string) =>
  periodOf(dashboardRangeInputSchema.parse(input), new Date(now));

describe('an analytics period', () => {
  it('runs 6 months from the start of the day in Sydney until now, in weeks', () => {
    expect(period({ range: '6Months' }, '2026-11-28T01:00:00Z')).toEqual({
      from: new Date('2026-05-27T14:00:00Z'),
      to: new Date('2026-11-28T01:00:00Z'),
      timeZone: 'Australia/Sydney',
      bucket: 'week',
    });
  });

  it('takes the shorter month’s last day, as PostgreSQL does: 31 August less 6 months is 28 February', () => {
    expect(period({ range: '6Months', timeZone: 'UTC' }, '2026-08-31T12:00:00Z').from).toEqual(
      new Date('2026-02-28T00:00:00Z'),
    );
  });

  it('counts 30 days in days and 12 months in months', () => {
    expect(period({ range: '30Days', timeZone: 'UTC' }, '2026-11-28T12:00:00Z')).toMatchObject({
      from: new Date('2026-10-29T00:00:00Z'),
      bucket: 'day',
    });
    expect(period({ range: '12Months' }, '2026-11-28T12:00:00Z').bucket).toBe('month');
  });

  it('takes a custom range’s first and last days whole, in the zone named', () => {
    expect(
      period(
        { range: 'custom', from: '2026-07-01', to: '2026-07-31', timeZone: 'Australia/Perth' },
        '2026-11-28T12:00:00Z',
      ),
    ).toEqual({
      from: new Date('2026-06-30T16:00:00Z'),
      to: new Date('2026-07-31T16:00:00Z'),
      timeZone: 'Australia/Perth',
      bucket: 'day',
    });
  });
});
