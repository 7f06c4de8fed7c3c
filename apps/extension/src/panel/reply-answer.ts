import type { ReplyAnswer } from '../adapters/types';

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/**
 * A registry response (plain text) as a reply: blank lines make paragraphs and single line breaks
 * stay breaks, so the answer reads in the reply as it was written in the registry.
 */
export function toReplyAnswer(response: string): ReplyAnswer {
  const text = response.trim();
  const html = text
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
  return { text, html };
}
