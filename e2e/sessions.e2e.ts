import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support/browser';
import { submitCode } from './support/code-entry';
import { expectMail, SUBJECTS } from './support/mailbox';
import { newPerson } from './support/people';
import { registerWithCompany } from './support/registration';
import { expectDashboard } from './support/shell';

describe('Where you’re signed in', () => {
  const browser = useBrowser();

  it('lists this browser and another, and signs the other out with Sign out everywhere else', async () => {
    const here = browser.page;
    const person = newPerson();
    await registerWithCompany(here, person);

    // The same person signs in on a second device (a browser with nothing stored).
    const device = await here
      .context()
      .browser()!
      .newContext({ baseURL: inject('baseUrl') });
    const phone = await device.newPage();
    await phone.goto('/');
    await phone.getByLabel('Email', { exact: true }).fill(person.email);
    await phone.getByLabel('Password', { exact: true }).fill(person.password);
    const mail = expectMail(person.email, SUBJECTS.signInCode);
    await phone.getByRole('button', { name: 'Sign in', exact: true }).click();
    await submitCode(phone, await mail.code());
    await expectDashboard(phone);

    await here.goto('/dashboard/profile');
    const section = here.getByRole('region', { name: 'Where you’re signed in' });
    const rows = section.getByRole('listitem');
    await rows.nth(1).waitFor();
    expect(await rows.count()).toBe(2);
    await rows.first().getByText('This device').waitFor();
    expect(await rows.first().getByText('Chrome on Linux').count()).toBe(1);

    await section.getByRole('button', { name: 'Sign out everywhere else' }).click();
    const dialog = here.getByRole('dialog', { name: 'Sign out everywhere else?' });
    // The password again: whoever holds another session must not sign the owner out.
    await dialog.getByLabel('Current password', { exact: true }).fill(person.password);
    await dialog.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await here.getByText('Signed out of 1 other session.').waitFor();
    await section.getByRole('listitem').nth(1).waitFor({ state: 'detached' });

    await phone.reload();
    await phone.getByRole('heading', { name: 'Sign in to Quorum' }).waitFor();
    // This browser stays signed in.
    await here.reload();
    await section.getByText('This device').waitFor();
    await device.close();
  });
});
