import { describe, expect, it } from 'vitest';
import { displayFileName } from './display-name';

describe('a file name in the publishing box', () => {
  it('shows a name of 30 characters whole', () => {
    const name = 'Quarterly-results-2025-Q3.mp4x';
    expect(name).toHaveLength(30);
    expect(displayFileName(name)).toBe(name);
  });

  it('cuts a longer name at 30 characters, with an ellipsis', () => {
    expect(displayFileName('Investor-presentation-November-2025-final.mp4')).toBe(
      'Investor-presentation-November…',
    );
  });

  it('counts an emoji as one character, never splitting it', () => {
    const name = `${'a'.repeat(29)}🎥🎥.mp4`;
    expect(displayFileName(name)).toBe(`${'a'.repeat(29)}🎥…`);
  });
});
