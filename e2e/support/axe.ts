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

/**
 * axe-core's WCAG 2.1 A/AA violations on the page (frames included), one line per element:
 * the rule, its impact, the element's selector and what is wrong — readable in a failed test.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await settleTransitions(page);
  const options = JSON.stringify({ runOnly: { type: 'tag', values: WCAG_21_AA } });
  const results = await page.evaluate<AxeResults>(`axe.run(document, ${options})`);
  return describe(results);
}

/**
 * Waits for the page's finite CSS transitions and animations (a drawer sliding in, its overlay
 * fading) to end. Mid-fade, axe reads blended colours and reports contrast that no user sees once
 * the drawer is open — CI failed on exactly that. Endless ones (a loader's spin) are not waited for.
 */
async function settleTransitions(page: Page) {
  // A string, not a function: the e2e project's TypeScript knows Node, not the DOM. Two frames
  // first, so a transition the last click started has begun and is listed.
  await page.evaluate(`(async () => {
    for (let frame = 0; frame < 2; frame += 1) await new Promise((r) => requestAnimationFrame(r));
    const finite = document.getAnimations()
      .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  })()`);
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
