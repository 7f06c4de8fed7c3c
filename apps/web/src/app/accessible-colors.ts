import { DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';

type Shades6To9 = readonly [string, string, string, string];

/** Mantine's light shades 0–5 (backgrounds, borders) with darker shades 6–9 in their place. */
const withDarkerShades = (name: string, dark: Shades6To9) =>
  [...(DEFAULT_THEME.colors[name] ?? []).slice(0, 6), ...dark] as unknown as MantineColorsTuple;

/**
 * Mantine's default palette, darkened where text sits. With `primaryShade: 7` every colour's
 * text, outline and filled background is its shade 7, a light variant writes shade 9 on shade 1,
 * and hover is shade 8. Mantine's own red 7 is 3.8:1 on white, orange 7 3.0:1, green 7 2.8:1:
 * below the 4.5:1 WCAG AA asks of normal text. These keep each hue and reach at least 4.5:1 in
 * every one of those pairings (accessible-colors.test.ts measures them).
 */
export const ACCESSIBLE_COLORS = {
  red: withDarkerShades('red', ['#e03131', '#c92a2a', '#b02525', '#8f1d1d']),
  orange: withDarkerShades('orange', ['#e8590c', '#c2410c', '#a8380a', '#8a2e08']),
  yellow: withDarkerShades('yellow', ['#f08c00', '#a16207', '#854d0e', '#713f12']),
  green: withDarkerShades('green', ['#2f9e44', '#237a35', '#1e6b2e', '#1a5c28']),
  teal: withDarkerShades('teal', ['#099268', '#087f5b', '#076b4d', '#06573f']),
  blue: withDarkerShades('blue', ['#1c7ed6', '#1971c2', '#1864ab', '#144f87']),
  cyan: withDarkerShades('cyan', ['#0c8599', '#0b7285', '#0a6170', '#08505c']),
  indigo: withDarkerShades('indigo', ['#4263eb', '#3b5bdb', '#364fc7', '#2b3f9e']),
  grape: withDarkerShades('grape', ['#ae3ec9', '#9c36b5', '#862e9c', '#6e2580']),
} satisfies Record<string, MantineColorsTuple>;
