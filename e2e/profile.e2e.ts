import { randomBytes } from 'node:crypto';
import { messages } from '@quorum/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { registerWithCompany } from './support/registration';
import { submitCode } from './support/code-entry';
import { expectMail, SUBJECTS } from './support/mailbox';
import { newPerson } from './support/people';
import { logOut } from './support/shell';

async function openProfile(page: Page) {
  await page.getByRole('button', { name: /^Profile menu/ }).click();
  await page.getByRole('menuitem', { name: 'Profile', exact: true }).click();
  await page.getByRole('heading', { name: 'Profile', exact: true }).waitFor();
}

/** A real 600×600 PNG drawn by the browser, so the page has something to shrink. */
async function drawnPng(page: Page): Promise<Buffer> {
  // A string runs in the page: this project's types know Node, not the DOM.
  const dataUrl = await page.evaluate<string>(`(() => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 600;
    const context = canvas.getContext('2d');
    const gradient = context.createLinearGradient(0, 0, 600, 600);
    gradient.addColorStop(0, '#00214D');
    gradient.addColorStop(1, '#4dabf7');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 600, 600);
    return canvas.toDataURL('image/png');
  })()`);
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

const emailSection = (page: Page) => page.getByRole('region', { name: 'Email address' });
const imageInput = (page: Page) => page.getByLabel('Choose a profile image', { exact: true });

describe('Profile', () => {
  const browser = useBrowser();

  it('updates name and phone, sets a picture, refuses bad input, and moves the account to a new email with its code', async () => {
    const { page } = browser;
    const person = newPerson();
    await registerWithCompany(page, person);
    await openProfile(page);

    // A 9-digit phone: the spec's message, and nothing is saved.
    const phone = page.getByLabel('Phone number', { exact: true });
    await phone.fill('041234567');
    await page.getByRole('button', { name: 'Save changes', exact: true }).click();
    await page.getByText(messages.company.phoneInvalid, { exact: true }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Profile', exact: true }).waitFor();
    expect(await phone.inputValue()).toBe('');

    // Name, job title and phone saved; the header greets the new name.
    await page.getByLabel('First name', { exact: true }).fill('Maxine');
    await page.getByLabel('Job title', { exact: true }).fill('Investor relations lead');
    await phone.fill('0412 345 678');
    await page.getByRole('button', { name: 'Save changes', exact: true }).click();
    await page.getByText(messages.profile.updated, { exact: true }).waitFor();
    await page.getByText(/, Maxine$/).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Profile', exact: true }).waitFor();
    expect(await phone.inputValue()).toBe('0412345678');

    // A renamed .exe is refused with its message and offers nothing to save.
    await imageInput(page).setInputFiles({
      name: 'portrait.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([Buffer.from('MZ\x90\x00\x03', 'latin1'), randomBytes(2048)]),
    });
    await page.getByText(messages.uploads.disguised, { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Save image' }).count()).toBe(0);

    // A real picture: shrunk here, saved, and shown in the header.
    await imageInput(page).setInputFiles({
      name: 'portrait.png',
      mimeType: 'image/png',
      buffer: await drawnPng(page),
    });
    await page.getByRole('img', { name: 'New profile image preview' }).waitFor();
    await page.getByRole('button', { name: 'Save image', exact: true }).click();
    await page.getByText(messages.profile.imageUpdated, { exact: true }).waitFor();
    const headerAvatar = page.getByRole('button', { name: /^Profile menu/ }).locator('img');
    await headerAvatar.waitFor();
    expect(await headerAvatar.getAttribute('src')).toMatch(/^\/files\/.+\.(png|jpg)\?expires=/);

    // Change of email: a code goes to the new address and one to the current; the old is told.
    const newEmail = `moved-${person.email}`;
    await page.getByRole('button', { name: 'Change email', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Change email' });
    await dialog.getByLabel('New email address', { exact: true }).fill(newEmail);
    await dialog.getByLabel('Current password', { exact: true }).fill(person.password);
    const codeMail = expectMail(newEmail, SUBJECTS.changeEmailCode);
    const currentMail = expectMail(person.email, SUBJECTS.changeEmailFromCurrent);
    await dialog.getByRole('button', { name: 'Send codes', exact: true }).click();
    const noticeMail = expectMail(person.email, SUBJECTS.emailChanged);
    const codes = [
      [newEmail, await codeMail.code()],
      [person.email, await currentMail.code()],
    ] as const;
    for (const [address, code] of codes)
      for (const [index, digit] of [...code].entries())
        await dialog.getByLabel(`Code sent to ${address}, digit ${index + 1} of 4`).fill(digit);
    await dialog.getByRole('button', { name: 'Confirm change', exact: true }).click();
    await dialog.getByText(messages.profile.emailChanged, { exact: true }).waitFor();
    await noticeMail.arrived();
    await dialog.getByRole('button', { name: 'Done', exact: true }).click();
    await emailSection(page).getByText(newEmail, { exact: true }).waitFor();

    // The new address signs in (this browser passed a code before, so the server may not ask).
    await logOut(page);
    await page.getByLabel('Email', { exact: true }).fill(newEmail);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    const signInMail = expectMail(newEmail, SUBJECTS.signInCode);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const codeStep = page.getByRole('heading', { name: 'Enter your code' });
    const profileMenu = page.getByRole('button', { name: /^Profile menu/ });
    await codeStep.or(profileMenu).waitFor();
    if (await codeStep.isVisible()) await submitCode(page, await signInMail.code());
    await profileMenu.waitFor();
    await openProfile(page);
    await emailSection(page).getByText(newEmail, { exact: true }).waitFor();
  });
});
