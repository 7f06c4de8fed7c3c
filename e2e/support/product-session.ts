import type { Page } from 'playwright-core';
import { codeFrom, waitForMail } from '../../scripts/lib/mailbox.mjs';
import { submitCode } from './code-entry';
import { SUBJECTS } from './mailbox';
import { expectDashboard } from './shell';

/**
 * Signs a person in on a product a test started itself (its own database or settings), through the
 * sign-in page and the code that product's dev mailbox received, leaving the page on the dashboard.
 * The shared product's is `signInAsDemo`.
 */
export async function signInOnProduct(
  page: Page,
  baseUrl: string,
  account: { email: string; password: string },
) {
  await page.goto('/');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  const since = new Date();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const mail = await waitForMail(baseUrl, account.email, { since, subject: SUBJECTS.signInCode });
  await submitCode(page, codeFrom(mail));
  await expectDashboard(page);
}
