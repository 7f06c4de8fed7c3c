import { messages, UPLOAD_RULES } from '@quorum/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { registerWithCompany } from './support/registration';

import { newPerson } from './support/people';

const text = messages.executives;

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
    await registerWithCompany(page, newPerson());
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
