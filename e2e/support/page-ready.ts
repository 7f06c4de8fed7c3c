import type { BrowserContext, Page } from 'playwright-core';

/** Requests each page has in flight, counted from Playwright's request events. */
const inFlight = new WeakMap<Page, { count: number; lastChange: number }>();

function trackRequests(page: Page) {
  const state = { count: 0, lastChange: Date.now() };
  inFlight.set(page, state);
  const change = (by: number) => {
    state.count += by;
    state.lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
}

/** How long nothing may be in flight before a page counts as arrived. */
const QUIET_MS = 150;

/**
 * Waits until a page has finished arriving: no request in flight for a moment, no loading
 * placeholder (`aria-busy`), and no transition still running (a half-faded dialog has half its
 * contrast). Unlike Playwright's `networkidle` this also works after an in-app navigation, and
 * waits 150 ms of quiet rather than 500.
 */
export async function settle(page: Page) {
  const state = inFlight.get(page);
  if (!state) throw new Error('settle(): open the page with openTrackedPage()');
  await page.waitForLoadState('load');
  const deadline = Date.now() + 15_000;
  while (state.count > 0 || Date.now() - state.lastChange < QUIET_MS) {
    if (Date.now() > deadline) throw new Error(`settle(): ${state.count} requests never finished`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await waitUntilTrue(page, `!document.querySelector('[aria-busy="true"]')`);
  await waitUntilTrue(page, `document.getAnimations().every((a) => a.playState !== 'running')`);
}

/**
 * Polls an expression in the page until it is true. Strings, not functions: this project's
 * TypeScript knows Node, not the DOM. Not `page.waitForFunction(string)`, which evaluates the
 * string inside the page with `eval`, and the product's Content-Security-Policy (rightly) forbids
 * that; `page.evaluate` runs it through the DevTools protocol instead.
 */
async function waitUntilTrue(page: Page, expression: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await page.evaluate<boolean>(expression))) {
    if (Date.now() > deadline) throw new Error(`settle(): never true: ${expression}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A new page of the context whose requests settle() can see. */
export async function openTrackedPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  trackRequests(page);
  return page;
}

/**
 * Moves a page of the signed-in app to another of its routes as a link click would (React
 * Router follows the history change), without reloading the app.
 */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate(
    `history.pushState(null, '', ${JSON.stringify(path)}); dispatchEvent(new PopStateEvent('popstate'))`,
  );
  await page.waitForURL((url) => url.pathname + url.search === path);
}
