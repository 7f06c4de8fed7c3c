import { describe, expect, it } from 'vitest';
import {
  formatAud,
  gstIncluded,
  isSubscribed,
  premiumPriceUnits,
  tierForShareholders,
} from './pricing';

describe('prices', () => {
  it('puts a shareholder count in its tier: up to 5,000, 20,000, 50,000, 100,000, then custom', () => {
    expect([1, 5000, 5001, 20000, 50000, 100000, 100001].map(tierForShareholders)).toEqual([
      5000,
      5000,
      20000,
      20000,
      50000,
      100000,
      'infinite',
    ]);
  });

  it('prices Premium at A$399, A$1,299, A$2,499 and A$4,299 a month, in cents', () => {
    expect([5000, 20000, 50000, 100000].map((tier) => premiumPriceUnits(tier as 5000))).toEqual([
      39900, 129900, 249900, 429900,
    ]);
    expect(formatAud(129900)).toBe('A$1,299');
    expect(formatAud(11809)).toBe('A$118.09');
  });

  it('finds the GST inside a GST-inclusive price: one eleventh', () => {
    expect(gstIncluded(129900)).toBe(11809);
    expect(gstIncluded(39900)).toBe(3627);
    expect(gstIncluded(0)).toBe(0);
  });

  it('counts active and trialing as subscribed, past due during its grace too, on hold not', () => {
    expect(isSubscribed('active')).toBe(true);
    expect(isSubscribed('trialing')).toBe(true);
    expect(isSubscribed('past_due')).toBe(true);
    expect(isSubscribed('inactive')).toBe(false);
    expect(isSubscribed(null)).toBe(false);
  });
});
