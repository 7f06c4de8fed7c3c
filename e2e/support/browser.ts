import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { launchChromium } from '../../scripts/lib/chromium.mjs';

const ARTIFACTS = path.join(import.meta.dirname, '..', 'artifacts');

/**
 * One Chromium per test file and a fresh browser context (a new device: no storage, no cookies) per
 * test. When a test fails, the page it was on is saved to e2e/artifacts/<test name>.png.
 */
export function useBrowser() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const current: { page?: Page } = {};

  beforeAll(async () => {
    browser = await launchChromium();
  });

  beforeEach(async ({ task, onTestFailed }) => {
    const context = await browser.newContext({ baseURL: inject('baseUrl') });
    contexts.push(context);
    current.page = await context.newPage();
    onTestFailed(async () => {
      mkdirSync(ARTIFACTS, { recursive: true });
      const file = path.join(ARTIFACTS, `${task.name.replace(/[^a-z0-9]+/gi, '-')}.png`);
      await current.page?.screenshot({ path: file, fullPage: true });
      console.error(`Screenshot of the failed test: ${file} (at ${current.page?.url()})`);
    });
  });

  // Contexts close only at the end: Vitest runs onTestFailed after afterEach, and the screenshot
  // needs the page still open.
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  return {
    /** The page of the running test. */
    get page(): Page {
      if (!current.page) throw new Error('useBrowser(): no page outside a test');
      return current.page;
    },
    /** A second page in the same context: the same device, as a new tab would be. */
    async newTab(): Promise<Page> {
      const page = await this.page.context().newPage();
      current.page = page;
      return page;
    },
  };
}
