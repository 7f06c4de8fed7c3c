import { WEBFORM_HEIGHT_MESSAGE } from './shared';

/**
 * Tells the embedding page the form's height whenever it changes, so its iframe fits the form
 * (the embed script listens). The height is no secret, but it goes only to the embedder when known.
 */
export function reportHeight(win: Window, targetOrigin: string): () => void {
  if (win.parent === win || typeof ResizeObserver === 'undefined') return () => {};
  let last = 0;
  const send = () => {
    // The body's own box: the document's scroll height never drops below the frame's height,
    // so a form that gets shorter (errors cleared, thanks shown) would never shrink its frame.
    const height = Math.ceil(win.document.body.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    win.parent.postMessage({ type: WEBFORM_HEIGHT_MESSAGE, height }, targetOrigin || '*');
  };
  const observer = new ResizeObserver(send);
  observer.observe(win.document.body);
  send();
  return () => observer.disconnect();
}
