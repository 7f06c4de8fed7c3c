import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';

/** Firefox's sidebar API, which the Chrome-shaped types of `wxt/browser` do not describe. */
type FirefoxSidebar = { sidebarAction: { toggle(): Promise<void> } };

/**
 * The toolbar button opens the panel. The panel talks to mail tabs itself (tabs.sendMessage), and
 * content scripts broadcast to it, so nothing needs relaying here.
 */
export default defineBackground(() => {
  if (import.meta.env.BROWSER === 'firefox') {
    browser.action.onClicked.addListener(() => {
      void (browser as unknown as FirefoxSidebar).sidebarAction.toggle();
    });
    return;
  }
  void browser.sidePanel.setPanelBehavior({ openPanelOnActionClick: true });
});
