import { describe, expect, it } from 'vitest';
import { waitInWords } from './throttle';

describe('a wait in words', () => {
  it('counts seconds under a minute, rounding up so the person never comes back too early', () => {
    expect(waitInWords(0.2)).toBe('1 second');
    expect(waitInWords(20.1)).toBe('21 seconds');
  });

  it('counts minutes up to two hours, then hours', () => {
    expect(waitInWords(60)).toBe('1 minute');
    expect(waitInWords(61)).toBe('2 minutes');
    expect(waitInWords(15 * 60)).toBe('15 minutes');
    expect(waitInWords(3 * 60 * 60)).toBe('3 hours');
  });
});
