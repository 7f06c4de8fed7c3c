import { messages } from '@quorum/shared';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Waits for the signed-in dashboard shell: the page heading and the profile menu. */
export async function expectDashboard(page: Page) {
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
  await page.getByRole('button', { name: /^Profile menu/ }).waitFor();
}

/** Logs out through the profile menu and its confirmation, and checks it lands on sign-in. */
export async function logOut(page: Page) {
  await page.getByRole('button', { name: /^Profile menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(messages.auth.logoutConfirm, { exact: true }).waitFor();
  await dialog.getByRole('button', { name: 'Logout', exact: true }).click();
  await page.getByRole('heading', { name: 'Sign in to Quorum' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/');
}
