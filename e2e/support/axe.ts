import axe from 'axe-core';
import type { AxeResults } from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The rules of WCAG 2.1 levels A and AA, which the product promises (issue 11). */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Loads axe-core into every document and frame the context opens, before the page's own scripts.
 * With axe in each frame, a run in the top document also checks the frames (the web form's
 * preview). Loading it once here rather than per check is what keeps 80 checks quick: sending the
 * 560 KB script into each page again cost ten times the check itself.
 */
export async function prepareForAxe(context: BrowserContext) {
  await context.addInitScript({ content: axe.source });
}

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
  // Strings, not functions: this project's TypeScript knows Node, not the DOM.
  await page.waitForFunction(`!document.querySelector('[aria-busy="true"]')`);
  await page.waitForFunction(`document.getAnimations().every((a) => a.playState !== 'running')`);
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

/**
 * axe-core's WCAG 2.1 A/AA violations on the page (frames included), one line per element:
 * the rule, its impact, the element's selector and what is wrong — readable in a failed test.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const options = JSON.stringify({ runOnly: { type: 'tag', values: WCAG_21_AA } });
  const results = await page.evaluate<AxeResults>(`axe.run(document, ${options})`);
  return describe(results);
}

function describe(results: AxeResults): string[] {
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'unknown'}) at ${node.target.join(' ')}: ${
          node.failureSummary?.replace(/\s+/g, ' ') ?? violation.help
        } — ${node.html.slice(0, 160)}`,
    ),
  );
}

/** Fails with every violation spelled out (Vitest would shorten a long array to its length). */
export async function expectNoViolations(page: Page) {
  const violations = await axeViolations(page);
  expect(violations, `\n${violations.join('\n')}\n`).toEqual([]);
}
