import { messages } from '@quorum/shared';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { useBrowser } from './support/browser';
import { keepTrialAndSkipInvites, registerAccount, registerCompany } from './support/registration';
import { submitCode } from './support/code-entry';
import { expectMail, SUBJECTS } from './support/mailbox';
import { newPerson } from './support/people';
import { expectDashboard, logOut } from './support/shell';

async function resetPassword(page: Page, email: string, newPassword: string) {
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
  await page.getByLabel('Email', { exact: true }).fill(email);
  const mail = expectMail(email, SUBJECTS.passwordReset);
  await page.getByRole('button', { name: 'Send reset link', exact: true }).click();
  await page.getByText(messages.passwordReset.sent).waitFor();

  await page.goto(await mail.resetLink());
  await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset password', exact: true }).click();
  await page.getByText(messages.passwordReset.done).waitFor();
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
}

async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByRole('heading', { name: 'Sign in to Quorum' }).waitFor();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

describe('An account from registration to a forgotten password', () => {
  const browser = useBrowser();

  it('registers a person and their company, resets a forgotten password and signs in with the new one only', async () => {
    const { page } = browser;
    const person = newPerson();

    await registerAccount(page, person);
    await registerCompany(page, person);
    await keepTrialAndSkipInvites(page);
    await logOut(page);

    const newPassword = `New-${person.password}`;
    await resetPassword(page, person.email, newPassword);

    await fillSignIn(page, person.email, person.password);
    await page.getByRole('alert').filter({ hasText: messages.auth.invalidCredentials }).waitFor();

    const mail = expectMail(person.email, SUBJECTS.signInCode);
    await fillSignIn(page, person.email, newPassword);
    // This browser verified a code at registration, so the server may know it as a device and let
    // it straight in; if it asks for a code anyway, the code is in the mailbox.
    const codeStep = page.getByRole('heading', { name: 'Enter your code' });
    const dashboard = page.getByRole('heading', { name: 'Dashboard', exact: true });
    await codeStep.or(dashboard).waitFor();
    if (await codeStep.isVisible()) await submitCode(page, await mail.code());
    await expectDashboard(page);
  });
});
