import { messages } from '@quorum/shared';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { registerWithCompany } from './support/registration';

import { newPerson } from './support/people';

const text = messages.companyLinks;

const linksList = (page: Page) => page.getByRole('list', { name: 'Company links' });

async function titlesInOrder(page: Page) {
  const items = linksList(page).getByRole('listitem');
  return (await items.allInnerTexts()).map((item) => item.split('\n')[0]?.trim());
}

/** Fills the open link form and submits it with its main button. */
async function submitLinkForm(dialog: Locator, fields: { title?: string; url?: string }) {
  if (fields.title !== undefined) await dialog.getByLabel('Title').fill(fields.title);
  if (fields.url !== undefined) await dialog.getByLabel('Link').fill(fields.url);
  await dialog.getByRole('button', { name: /^(Add link|Save changes)$/ }).click();
}

async function addLink(page: Page, title: string, url: string) {
  await page.getByRole('button', { name: 'Add link', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add link' });
  await submitLinkForm(dialog, { title, url });
  await dialog.waitFor({ state: 'hidden' });
  await linksList(page).getByText(title, { exact: true }).waitFor();
}

describe('Company links', () => {
  const browser = useBrowser();

  it('are added to the limit with every rule’s message on bad input, reordered by keyboard, edited and deleted', async () => {
    const { page } = browser;
    const person = newPerson();
    await registerWithCompany(page, person);

    await page.goto('/dashboard/company-profile/company-details');
    await linksList(page).waitFor();
    const website = linksList(page).getByRole('listitem').first();
    await website.getByText('Company website', { exact: true }).waitFor();
    const websiteLink = website.getByRole('link');
    expect(await websiteLink.getAttribute('href')).toBe(person.company.website);
    expect(await websiteLink.innerText()).toBe(person.company.website.replace('https://', ''));
    await website.getByRole('img', { name: /Locked/ }).waitFor();
    expect(await website.getByRole('button').count()).toBe(0);

    // Bad input: each rule's message, and nothing is added.
    await page.getByRole('button', { name: 'Add link', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add link' });
    await submitLinkForm(dialog, {});
    await dialog.getByText(text.titleRequired, { exact: true }).waitFor();
    await dialog.getByText(text.urlRequired, { exact: true }).waitFor();
    await submitLinkForm(dialog, { title: 'x'.repeat(36), url: 'not a link' });
    await dialog.getByText(text.titleTooLong(35), { exact: true }).waitFor();
    await dialog.getByText('36/35').waitFor();
    await dialog.getByText(text.urlInvalid, { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await titlesInOrder(page)).toEqual(['Company website']);

    // Five more links, the most there may be besides the website.
    await page.getByText(text.maxAdditional(5), { exact: true }).waitFor();
    await addLink(page, 'Investor centre', 'example.com/investors');
    await page.getByText(text.added, { exact: true }).first().waitFor();
    await addLink(page, 'Facebook', 'https://www.facebook.com/demo');
    await addLink(page, 'LinkedIn', 'https://www.linkedin.com/company/demo');
    await addLink(page, 'YouTube', 'youtube.com/@demo');
    await addLink(page, 'Annual report', 'https://example.com/annual-report.pdf');
    await page.getByText(text.reachedMax, { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Add link', exact: true }).isDisabled()).toBe(
      true,
    );

    // Keyboard reorder: pick up Annual report, move it to the top of the additional links.
    await page.getByRole('button', { name: 'Move Annual report', exact: true }).focus();
    // Each step waits for what a screen reader hears, so the list has moved before the next key.
    const heard = (words: string) =>
      page.getByText(words, { exact: true }).waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    await heard('Picked up Annual report, at position 5 of 5.');
    for (const position of [4, 3, 2, 1]) {
      await page.keyboard.press('ArrowUp');
      await heard(`Annual report moved to position ${position} of 5.`);
    }
    await page.keyboard.press('Space');
    await heard('Annual report dropped at position 1 of 5.');
    const reordered = [
      'Company website',
      'Annual report',
      'Investor centre',
      'Facebook',
      'LinkedIn',
      'YouTube',
    ];
    await expect.poll(() => titlesInOrder(page)).toEqual(reordered);
    await page.reload();
    await linksList(page).getByText('YouTube', { exact: true }).waitFor();
    expect(await titlesInOrder(page)).toEqual(reordered);

    // Edit from the menu.
    await page.getByRole('button', { name: 'Actions for Facebook', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit link' });
    await submitLinkForm(edit, { title: 'Facebook page' });
    await page.getByText(text.updated, { exact: true }).waitFor();
    await linksList(page).getByText('Facebook page', { exact: true }).waitFor();
    // The toast sits over the foot of the page until it closes, where the next menu opens (a CI
    // run clicked it instead of the menu's Delete).
    await page.getByText(text.updated, { exact: true }).waitFor({ state: 'hidden' });

    // Delete from the menu, after confirming; there is room for another link again.
    await page.getByRole('button', { name: 'Actions for LinkedIn', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete link' });
    await confirm.getByText(text.deleteConfirm('LinkedIn'), { exact: true }).waitFor();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText(text.deleted, { exact: true }).waitFor();
    await expect
      .poll(() => titlesInOrder(page))
      .toEqual(['Company website', 'Annual report', 'Investor centre', 'Facebook page', 'YouTube']);
    expect(await page.getByRole('button', { name: 'Add link', exact: true }).isEnabled()).toBe(
      true,
    );
  });
});
