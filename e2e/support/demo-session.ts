import type { Page } from 'playwright-core';
import { submitCode } from './code-entry';
import { expectMail, SUBJECTS } from './mailbox';
import { DEMO } from './people';
import { expectDashboard } from './shell';

/**
 * Signs the demo user in through the sign-in page and the emailed code (every browser context is
 * a new device), leaving the page on the dashboard. The demo company is on Premium with a seeded
 * question registry, which the board's 'Answer from registry' searches.
 */
export async function signInAsDemo(page: Page) {
  await page.goto('/');
  await page.getByRole('heading', { name: 'Sign in to Quorum' }).waitFor();
  await page.getByLabel('Email', { exact: true }).fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  const mail = expectMail(DEMO.email, SUBJECTS.signInCode);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await submitCode(page, await mail.code());
  await expectDashboard(page);
}
