import { messages } from '@quorum/shared';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { submitCode } from './support/code-entry';
import { expectMail, SUBJECTS } from './support/mailbox';
import { DEMO } from './support/people';
import { expectDashboard, logOut } from './support/shell';

describe('Signing in', () => {
  const browser = useBrowser();

  it('lets the demo user in with the emailed code, shows the dashboard and logs out after asking', async () => {
    const { page } = browser;
    await page.goto('/');
    await page.getByRole('heading', { name: 'Sign in to Quorum' }).waitFor();
    await page.getByLabel('Email', { exact: true }).fill(DEMO.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    const mail = expectMail(DEMO.email, SUBJECTS.signInCode);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    // A new browser is a device the server has not seen, so it asks for the emailed code.
    await submitCode(page, await mail.code());

    // The demo user belongs to one company, so there is no company to choose.
    await expectDashboard(page);
    await logOut(page);
  });

  it('refuses a wrong password with an alert and stays on the sign-in page', async () => {
    const { page } = browser;
    await page.goto('/');
    await page.getByLabel('Email', { exact: true }).fill(DEMO.email);
    await page.getByLabel('Password', { exact: true }).fill('Not-the-password-1');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    const alert = page.getByRole('alert').filter({ hasText: messages.auth.invalidCredentials });
    await alert.waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByRole('heading', { name: 'Sign in to Quorum' }).waitFor();
  });
});
