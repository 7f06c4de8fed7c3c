import type { ReadResult } from './types';

/** Mail clients re-render in bursts as a message opens: read once the page has been still this long. */
export const WATCH_DEBOUNCE_MS = 400;

/** What makes two reads the same email, so a re-render of the same message is not a change. */
export function messageIdentity(result: ReadResult): string {
  if (result.kind === 'miss') return `miss:${result.reason}:${result.selectionText ?? ''}`;
  return [
    result.messageId,
    result.threadId,
    result.sender.email,
    result.subject,
    result.bodyText.length,
  ].join('|');
}

/**
 * Follows the user through the mail client: the page changes its DOM and its URL (hash in Gmail,
 * history in Outlook) without reloading, so watch both and read again when things settle.
 */
export function watchPage(
  doc: Document,
  read: (doc: Document) => ReadResult,
  onChange: (result: ReadResult) => void,
  debounceMs = WATCH_DEBOUNCE_MS,
): () => void {
  const view = doc.defaultView!;
  let last = messageIdentity(read(doc));
  let timer: number | undefined;

  const settle = () => {
    timer = undefined;
    const result = read(doc);
    const identity = messageIdentity(result);
    if (identity === last) return;
    last = identity;
    onChange(result);
  };
  const schedule = () => {
    if (timer !== undefined) view.clearTimeout(timer);
    timer = view.setTimeout(settle, debounceMs);
  };
  // A history change made by the page's own scripts fires no event in a content script's world;
  // the DOM it re-renders does.
  const observer = new view.MutationObserver(schedule);
  observer.observe(doc.body, { childList: true, subtree: true, characterData: true });
  view.addEventListener('hashchange', schedule);
  view.addEventListener('popstate', schedule);
  return () => {
    observer.disconnect();
    view.removeEventListener('hashchange', schedule);
    view.removeEventListener('popstate', schedule);
    if (timer !== undefined) view.clearTimeout(timer);
  };
}
