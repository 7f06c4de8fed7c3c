import { browser } from 'wxt/browser';
import type { MailAdapter } from '../adapters/types';
import { isPanelRequest, type OpenMessageChanged, type PanelRequest } from './protocol';

/**
 * The content script's half of the conversation: answers the panel's requests about this tab and
 * tells the panel when the user opens another email. Returns the function that stops both.
 */
export function serveMailTab(adapter: MailAdapter, doc: Document): () => void {
  const onMessage = (message: unknown) => {
    if (!isPanelRequest(message)) return undefined;
    return Promise.resolve(answer(adapter, doc, message));
  };
  browser.runtime.onMessage.addListener(onMessage);
  const stopWatching = adapter.watch(doc, (result) => {
    const changed: OpenMessageChanged = { type: 'quorum:open-message-changed', result };
    // No panel open is the usual case: then nobody receives it, which is not an error.
    browser.runtime.sendMessage(changed).catch(() => undefined);
  });
  return () => {
    browser.runtime.onMessage.removeListener(onMessage);
    stopWatching();
  };
}

function answer(adapter: MailAdapter, doc: Document, request: PanelRequest) {
  switch (request.type) {
    case 'quorum:read-open-message':
      return adapter.readOpenMessage(doc);
    case 'quorum:insert-reply':
      return adapter.insertReply(doc, request.answer);
  }
}
