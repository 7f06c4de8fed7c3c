/** WCAG relative luminance of a #rgb or #rrggbb colour; null for anything else. */
export function luminance(hex: string): number | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const digits = match[1]!.length === 3 ? [...match[1]!].map((d) => d + d).join('') : match[1]!;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const channel = parseInt(digits.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

const DARK_TEXT = '#1a1b1e';
const LIGHT_TEXT = '#ffffff';

/** The text colour that reads best on a background: dark on light colours, white on dark ones. */
export function textOn(hex: string): string {
  const l = luminance(hex);
  if (l === null) return DARK_TEXT;
  const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  return contrast(l, luminance(DARK_TEXT)!) >= contrast(l, 1) ? DARK_TEXT : LIGHT_TEXT;
}

/**
 * The company picks three colours; the text on each is ours to choose, so a dark background or a
 * pale button still reads (the page's style carries --wf-primary, --wf-secondary, --wf-background).
 */
export function applyTextColours(doc: Document) {
  const root = doc.documentElement;
  const style = getComputedStyle(root);
  const colour = (name: string) => style.getPropertyValue(name).trim();
  root.style.setProperty('--wf-on-primary', textOn(colour('--wf-primary')));
  root.style.setProperty('--wf-on-secondary', textOn(colour('--wf-secondary')));
  root.style.setProperty('--wf-on-background', textOn(colour('--wf-background')));
}
