import { describe, expect, it } from 'vitest';
import { ACCESSIBLE_COLORS } from './accessible-colors';
import { theme } from './theme';

/** WCAG 2.1's relative luminance and contrast ratio (success criterion 1.4.3). */
function luminance(hex: string) {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const WHITE = '#ffffff';
const GRAY_0 = '#f8f9fa';
/** WCAG AA for text under 18pt (24px), which is nearly all of the product's text. */
const AA_NORMAL_TEXT = 4.5;

describe('The colours text is written in', () => {
  it('measures contrast as WCAG does: black on white is 21:1 and Mantine red 7 on white 3.8:1', () => {
    expect(contrast('#000000', WHITE)).toBeCloseTo(21, 5);
    expect(contrast('#f03e3e', WHITE)).toBeCloseTo(3.84, 2);
  });

  it('are the ones the theme uses, with shade 7 as text, outline and fill', () => {
    expect(theme.primaryShade).toBe(7);
    for (const [name, shades] of Object.entries(ACCESSIBLE_COLORS)) {
      expect(shades).toHaveLength(10);
      expect(theme.colors?.[name]).toEqual(shades);
    }
  });

  it.each(Object.entries(ACCESSIBLE_COLORS))(
    '%s text, and white on a %s button, reach 4.5:1 on white and on the light grey',
    (_name, shades) => {
      expect(contrast(shades[7], WHITE)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
      expect(contrast(shades[7], GRAY_0)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
      expect(contrast(shades[7], shades[0])).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
      expect(contrast(shades[8], WHITE)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    },
  );

  it.each(Object.entries(ACCESSIBLE_COLORS))(
    '%s light badges and alerts (shade 9 on shade 1) reach 4.5:1',
    (_name, shades) => {
      expect(contrast(shades[9], shades[1])).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    },
  );
});
