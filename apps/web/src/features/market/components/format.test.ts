import { describe, expect, it } from 'vitest';
import { ageOf, formatChartTick, formatMarketTime, formatPrice } from './format';

describe('market data’s formats', () => {
  it.each([
    [45.1, '$45.10'],
    [45.126, '$45.13'],
    [1.775, '$1.775'],
    [1.77, '$1.77'],
    [0.455, '$0.455'],
  ])('writes a price of %s as %s', (value, written) => {
    expect(formatPrice(value)).toBe(written);
  });

  it('writes a chart axis’s prices with the decimals it asks for', () => {
    expect(formatPrice(1.77, 'AUD', 3)).toBe('$1.770');
  });

  it.each([
    [20_000, '1 minute'],
    [7 * 60_000, '7 minutes'],
    [3 * 3_600_000 + 5 * 60_000, '3 hours'],
    [2 * 86_400_000, '2 days'],
  ])('says a price %s ms old is %s old', (age, said) => {
    const now = Date.parse('2026-11-24T01:00:00Z');
    expect(ageOf(new Date(now - age).toISOString(), now)).toBe(said);
  });

  it('reads ASX times in Sydney', () => {
    const at = Date.parse('2026-11-24T00:30:00Z');
    expect(formatChartTick(at, '1D')).toBe('11:30 am');
    expect(formatMarketTime(at)).toBe('24 Nov 2026, 11:30 am');
  });

  it('writes nothing for no time, as recharts asks when a tooltip leaves the chart', () => {
    expect(formatChartTick(Number.NaN, '1D')).toBe('');
    expect(formatMarketTime(Number.NaN)).toBe('');
  });
});
