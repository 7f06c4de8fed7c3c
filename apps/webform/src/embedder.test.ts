import { describe, expect, it } from 'vitest';
import { embedderOrigin } from './embedder';

/** A window as the form sees itself: framed or not, with what the browser tells it. */
function frameWindow(options: { framed: boolean; ancestors?: string[]; referrer?: string }) {
  const win = {
    location: { ancestorOrigins: options.ancestors },
    document: { referrer: options.referrer ?? '' },
  } as unknown as Window & { parent: Window };
  (win as { parent: Window }).parent = options.framed ? ({} as Window) : win;
  return win;
}

describe('the site the form is embedded in', () => {
  it('is the nearest ancestor’s origin where the browser gives it', () => {
    const win = frameWindow({ framed: true, ancestors: ['https://ir.example.com'] });
    expect(embedderOrigin(win)).toBe('https://ir.example.com');
  });

  it('is the referrer’s origin elsewhere', () => {
    const win = frameWindow({ framed: true, referrer: 'https://ir.example.com/contact?x=1' });
    expect(embedderOrigin(win)).toBe('https://ir.example.com');
  });

  it('is none when the form is not in a frame', () => {
    const win = frameWindow({ framed: false, ancestors: ['https://ir.example.com'] });
    expect(embedderOrigin(win)).toBe('');
  });
});
