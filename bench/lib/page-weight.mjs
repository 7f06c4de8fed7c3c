// What a first visit to a page costs the visitor: every response Chromium receives with a cold
// cache (a new browser context), counted as transferred — compressed body plus headers — through
// the DevTools protocol's own byte counts.
import { launchChromium } from '../../scripts/lib/chromium.mjs';

export async function pageWeight(url) {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const responses = [];
    cdp.on('Network.loadingFinished', (event) => responses.push(event.encodedDataLength));
    await page.goto(url, { waitUntil: 'networkidle' });
    const transferredBytes = responses.reduce((sum, bytes) => sum + bytes, 0);
    return { url, requests: responses.length, transferredBytes };
  } finally {
    await browser.close();
  }
}
