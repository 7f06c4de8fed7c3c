import { describe, expect, it } from 'vitest';
import { textOn } from './theme';

describe('text on the company’s colours', () => {
  it('is white on the default navy and dark on the default greys', () => {
    expect(textOn('#00214D')).toBe('#ffffff');
    expect(textOn('#f9fafb')).toBe('#1a1b1e');
    expect(textOn('#fff')).toBe('#1a1b1e');
  });

  it('is dark on a pale yellow button and white on a deep red one', () => {
    expect(textOn('#ffe066')).toBe('#1a1b1e');
    expect(textOn('#8b0000')).toBe('#ffffff');
  });
});
