import type { ConsoleMessage } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { signInAsDemo } from './support/demo-session';
import { navigateInApp } from './support/page-ready';
import { BOARD_PATH } from './support/question-board';

const WEB_FORM_PAGE = '/dashboard/company-profile/integrate-quorum/web-form';

/** Pages whose scripts and styles differ most: Mantine's style elements, the web form's preview. */
const PAGES = [
  '/dashboard',
  BOARD_PATH,
  '/dashboard/profile',
  '/dashboard/question-registry',
  '/dashboard/company-profile/company-details',
  WEB_FORM_PAGE,
  '/dashboard/my-team',
];

describe("the web app's content security policy", () => {
  const browser = useBrowser();

  it('lets the app and the web form preview run without one refusal, and without inline styles unless nonced', async () => {
    const page = browser.page;
    const refusals: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (/Content Security Policy/i.test(message.text())) refusals.push(message.text());
    });
    await signInAsDemo(page);
    const policy = (await page.request.get('/dashboard')).headers()['content-security-policy'];
    expect(policy).toContain("base-uri 'none'");
    expect(policy).not.toContain("'unsafe-inline'");

    for (const path of PAGES) {
      await navigateInApp(page, path);
      await page.waitForLoadState('networkidle');
    }
    // The preview is a srcdoc frame under the page's policy: its colours arrive only if nonced.
    await navigateInApp(page, WEB_FORM_PAGE);
    await page.getByLabel('Domain', { exact: true }).fill('https://investors.example.com');
    await page.getByRole('button', { name: 'Save domain', exact: true }).click();
    await page.getByRole('button', { name: /Customise/ }).click();
    const preview = page.frameLocator('iframe[title="Web form preview"]');
    await preview.locator('form').first().waitFor();
    const frame = page.frames().find((f) => f.url() === 'about:srcdoc');
    // A string, not a function: this project's TypeScript knows Node, not the DOM.
    const primary = String(
      await frame!.evaluate(
        `getComputedStyle(document.documentElement).getPropertyValue('--wf-primary')`,
      ),
    );
    expect(primary.trim()).toMatch(/^#/);

    // Mantine's theme variables come from a style element: present and applied under the policy.
    const mantineVariable = await page.evaluate(
      `getComputedStyle(document.documentElement).getPropertyValue('--mantine-color-blue-6')`,
    );
    expect(String(mantineVariable).trim()).not.toBe('');
    expect(refusals).toEqual([]);
  });
});
