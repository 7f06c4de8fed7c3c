import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchChromium } from '../../scripts/lib/chromium.mjs';
import { prepareForAxe } from './axe';
import { openTrackedPage } from './page-ready';
import { newPerson } from './people';
import { registerWithCompany } from './registration';

/**
 * One Chromium and one page for a whole file's scenarios, signed in to a new company of its own
 * (so nothing another file does shows on its screens), with axe ready and screenshots going to
 * `shots`. The page is read in a test or a later hook, once this file's beforeAll has run.
 */
export function useNewCompanyPage(shots: string) {
  let browser: Browser | undefined;
  let current: Page | undefined;

  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    browser = await launchChromium();
    const context = await browser.newContext({
      baseURL: inject('baseUrl'),
      viewport: { width: 1280, height: 900 },
    });
    await prepareForAxe(context);
    current = await openTrackedPage(context);
    await registerWithCompany(current, newPerson());
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
  });

  return {
    get page(): Page {
      if (!current) throw new Error('useNewCompanyPage(): no page before its beforeAll has run');
      return current;
    },
  };
}
