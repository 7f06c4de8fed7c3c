import { browser } from 'wxt/browser';
import type { ReadResult } from '../adapters/types';
import { isOpenMessageChanged, type PanelRequest, type PanelResponses } from './protocol';

/**
 * The tab the user is looking at: the one whose email the panel follows. In the side panel that is
 * the active tab of the panel's window. The panel opened as a page of its own (a tab or a window
 * beside the mail) is itself a tab: then it is the active tab of the last focused other window.
 */
export async function activeTabId(): Promise<number | null> {
  const own = await browser.tabs.getCurrent();
  if (!own) {
    const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
    return tab?.id ?? null;
  }
  const others = (await browser.tabs.query({ active: true, windowType: 'normal' })).filter(
    (tab) => tab.id !== own.id && tab.windowId !== own.windowId,
  );
  others.sort((a, b) => (b.lastAccessed ?? 0) - (a.lastAccessed ?? 0));
  return others[0]?.id ?? null;
}

/**
 * Asks the active tab's content script. `null` when no content script answers: the tab is not
 * Gmail or Outlook, or it was open before the extension was installed and has not been reloaded.
 */
export async function askActiveTab<R extends PanelRequest>(
  request: R,
): Promise<PanelResponses[R['type']] | null> {
  const tabId = await activeTabId();
  if (tabId === null) return null;
  try {
    return ((await browser.tabs.sendMessage(tabId, request)) as PanelResponses[R['type']]) ?? null;
  } catch {
    return null;
  }
}

/**
 * Calls `onChange` when the active tab changes or its content script reports another email.
 * Reports from background tabs are ignored: the panel shows the tab in front.
 */
export function followActiveTab(onChange: (result: ReadResult | null) => void): () => void {
  const reread = () => {
    void askActiveTab({ type: 'quorum:read-open-message' }).then(onChange);
  };
  const onMessage = (message: unknown, sender: { tab?: { id?: number } }) => {
    if (!isOpenMessageChanged(message)) return;
    void activeTabId().then((id) => {
      if (id !== null && sender.tab?.id === id) onChange(message.result);
    });
  };
  const onUpdated = (_tabId: number, change: { status?: string }) => {
    if (change.status === 'complete') reread();
  };
  browser.runtime.onMessage.addListener(onMessage);
  browser.tabs.onActivated.addListener(reread);
  browser.tabs.onUpdated.addListener(onUpdated);
  reread();
  return () => {
    browser.runtime.onMessage.removeListener(onMessage);
    browser.tabs.onActivated.removeListener(reread);
    browser.tabs.onUpdated.removeListener(onUpdated);
  };
}
