import { messages, UPLOAD_RULES } from '@quorum/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { submitCode } from './support/code-entry';
import { expectMail, SUBJECTS } from './support/mailbox';
import { newPerson } from './support/people';
import { expectDashboard } from './support/shell';

const text = messages.executives;

/** Registers a new person and their company through the real pages: they land as its admin. */
async function registerWithCompany(page: Page) {
  const person = newPerson();
  await page.goto('/register');
  await page.getByLabel('First name', { exact: true }).fill(person.firstName);
  await page.getByLabel('Last name', { exact: true }).fill(person.lastName);
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  const mail = expectMail(person.email, SUBJECTS.verifyEmail);
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
  await submitCode(page, await mail.code());

  const { company } = person;
  await page.getByRole('heading', { name: 'Register your company' }).waitFor();
  await page.getByLabel('Legal business name', { exact: true }).fill(company.legalName);
  await page.getByLabel('Australian business number', { exact: true }).fill(company.abn);
  await page.getByLabel('ASX code', { exact: true }).fill(company.asxCode);
  await page.getByLabel('Company email', { exact: true }).fill(company.email);
  await page.getByLabel('Website', { exact: true }).fill(company.website);
  await page.getByRole('button', { name: 'Register company', exact: true }).click();
  await expectDashboard(page);
}

/** A real JPEG, drawn by the browser itself: a portrait-sized picture bigger than it needs. */
async function drawnPicture(page: Page) {
  const dataUrl = await page.evaluate<string>(`(() => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1200;
    const draw = canvas.getContext('2d');
    draw.fillStyle = '#103c88';
    draw.fillRect(0, 0, 1200, 1200);
    draw.fillStyle = '#e8eef8';
    draw.beginPath();
    draw.arc(600, 480, 220, 0, Math.PI * 2);
    draw.fill();
    return canvas.toDataURL('image/jpeg', 0.95);
  })()`);
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

type Picture = { complete: boolean; naturalWidth: number };

const toast = (page: Page, message: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: message }).waitFor();

describe('The executive team', () => {
  const browser = useBrowser();

  it('adds an executive with a picture and LinkedIn link, edits them and deletes them after asking', async () => {
    const { page } = browser;
    await registerWithCompany(page);
    await page.goto('/dashboard/company-profile/excutive-team');
    await page.getByText(text.emptyTitle).waitFor();

    await page.getByRole('button', { name: 'Add your first executive' }).click();
    const form = page.getByRole('dialog', { name: 'Add executive' });
    await form.getByRole('button', { name: 'Add executive' }).click();
    await form.getByText(text.nameRequired).waitFor();
    await form.getByText(text.roleRequired).waitFor();

    // A file that is no picture is refused before it is sent, with the spec's words.
    const chooser = form.getByLabel('Choose a picture');
    await chooser.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a picture'),
    });
    await form.getByText(UPLOAD_RULES['executive-picture'].wrongType).waitFor();

    await chooser.setInputFiles({
      name: 'jane.jpg',
      mimeType: 'image/jpeg',
      buffer: await drawnPicture(page),
    });
    await form.getByRole('button', { name: 'Remove picture' }).waitFor();
    await form.getByLabel('Name', { exact: true }).fill('Jane Citizen');
    await form.getByLabel('Role', { exact: true }).fill('Chief Executive Officer');
    await form.getByLabel('LinkedIn URL (optional)').fill('linkedin.com/in/jane-citizen/');
    await form.getByRole('button', { name: 'Add executive' }).click();
    await toast(page, text.added);

    // What was saved is what the page shows after a reload.
    await page.reload();
    const card = page.getByRole('article', { name: 'Jane Citizen' });
    await card.getByText('Chief Executive Officer').waitFor();
    const linkedIn = card.getByRole('link', {
      name: 'Jane Citizen on LinkedIn (opens in a new tab)',
    });
    expect(await linkedIn.getAttribute('href')).toBe('https://www.linkedin.com/in/jane-citizen');
    expect(await linkedIn.getAttribute('target')).toBe('_blank');
    expect(await linkedIn.getAttribute('rel')).toContain('noopener');
    const picture = card.locator('img');
    await expect
      .poll(() => picture.evaluate((img: Picture) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    // Compressed in the browser before upload: never the 1200 px original.
    expect(await picture.evaluate((img: Picture) => img.naturalWidth)).toBeLessThanOrEqual(600);

    await card.getByRole('button', { name: 'Actions for Jane Citizen' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit executive' });
    await edit.getByLabel('Role', { exact: true }).fill('Managing Director');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, text.updated);
    await card.getByText('Managing Director').waitFor();

    await card.getByRole('button', { name: 'Actions for Jane Citizen' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: text.deleteTitle });
    await confirm.getByText(text.deleteConfirm('Jane Citizen')).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, text.deleted);
    await page.getByText(text.emptyTitle).waitFor();
    expect(await page.getByRole('article').count()).toBe(0);
  });
});
