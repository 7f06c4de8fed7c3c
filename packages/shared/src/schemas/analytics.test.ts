import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { dashboardRangeInputSchema } from './analytics';

const text = messages.analytics;
const firstMessage = (input: unknown) =>
  dashboardRangeInputSchema.safeParse(input).error?.issues[0]?.message;

describe('the analytics input', () => {
  it('defaults to investor-type in Sydney, as the spec defaults the dashboard to investor-type', () => {
    expect(dashboardRangeInputSchema.parse({ range: '6Months' })).toMatchObject({
      range: '6Months',
      dataType: 'investor-type',
      timeZone: 'Australia/Sydney',
    });
  });

  it('refuses a range the spec does not know', () => {
    expect(firstMessage({ range: '7Years' })).toBe(text.unknownRange);
  });

  it('refuses a data type it does not know', () => {
    expect(firstMessage({ range: '30Days', dataType: 'zodiac' })).toBe(text.unknownDataType);
  });

  it('needs both days of a custom range', () => {
    expect(firstMessage({ range: 'custom', from: '2026-01-01' })).toBe(text.customNeedsDates);
  });

  it('refuses a day that does not exist', () => {
    expect(firstMessage({ range: 'custom', from: '2026-02-30', to: '2026-03-01' })).toBe(
      text.dateInvalid,
    );
  });

  it('refuses a range whose first day is after its last', () => {
    expect(firstMessage({ range: 'custom', from: '2026-03-02', to: '2026-03-01' })).toBe(
      text.rangeReversed,
    );
  });

  it('takes five years and refuses a day more', () => {
    expect(
      dashboardRangeInputSchema.safeParse({ range: 'custom', from: '2021-01-01', to: '2025-12-31' })
        .success,
    ).toBe(true);
    expect(firstMessage({ range: 'custom', from: '2021-01-01', to: '2026-01-01' })).toBe(
      'A custom range can span at most 5 years.',
    );
  });

  it('refuses a time zone it does not know', () => {
    expect(firstMessage({ range: '30Days', timeZone: 'Mars/Olympus' })).toBe(
      text.timeZoneUnknown('Mars/Olympus'),
    );
  });
});
