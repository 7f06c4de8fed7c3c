import { describe, expect, it } from 'vitest';
import { toReplyAnswer } from './reply-answer';

describe('a registry response as a reply', () => {
  it('keeps its paragraphs and line breaks', () => {
    expect(toReplyAnswer('Yes.\n\nElections close\non 3 March.').html).toBe(
      '<p>Yes.</p><p>Elections close<br>on 3 March.</p>',
    );
  });

  it('shows markup in the response as text, never as HTML', () => {
    expect(toReplyAnswer('<img src=x onerror=alert(1)> & more').html).toBe(
      '<p>&lt;img src=x onerror=alert(1)&gt; &amp; more</p>',
    );
  });
});
