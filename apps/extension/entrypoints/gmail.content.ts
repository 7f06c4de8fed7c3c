import { defineContentScript } from 'wxt/utils/define-content-script';
import { createGmailAdapter } from '../src/adapters/gmail';
import { startMailTab } from '../src/adapters/start-content';

export default defineContentScript({
  matches: ['https://mail.google.com/*'],
  runAt: 'document_idle',
  main(ctx) {
    startMailTab(createGmailAdapter, document, (stop) => ctx.onInvalidated(stop));
  },
});
