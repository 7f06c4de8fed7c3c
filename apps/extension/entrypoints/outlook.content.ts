import { defineContentScript } from 'wxt/utils/define-content-script';
import { createOutlookAdapter } from '../src/adapters/outlook';
import { startMailTab } from '../src/adapters/start-content';

export default defineContentScript({
  // Outlook on the web answers at each of these hosts (work, personal, and the newer one).
  matches: [
    'https://outlook.office.com/*',
    'https://outlook.office365.com/*',
    'https://outlook.live.com/*',
    'https://outlook.cloud.microsoft/*',
  ],
  runAt: 'document_idle',
  main(ctx) {
    startMailTab(createOutlookAdapter, document, (stop) => ctx.onInvalidated(stop));
  },
});
