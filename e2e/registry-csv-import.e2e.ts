import path from 'node:path';
import { REGISTRY, messages } from '@quorum/shared';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { newPerson } from './support/people';
import { registerWithCompany } from './support/registration';

const text = messages.registry;
const fixture = (name: string) => path.join(import.meta.dirname, 'fixtures', name);

const toast = (page: Page, message: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: message }).waitFor();

/** The All tab's count badge, once it reads `count`. */
async function expectAllCount(page: Page, count: number) {
  const all = page.getByRole('tab', { name: /All questions/ });
  await all
    .locator('.mantine-Badge-root')
    .filter({ hasText: new RegExp(`^${count}$`) })
    .waitFor();
}

/** Opens the import from the header's dropdown, as a person would. */
async function openImport(page: Page) {
  await page.getByRole('button', { name: 'More ways to add questions' }).click();
  await page.getByRole('menuitem', { name: 'Import via CSV' }).click();
  const dialog = page.getByRole('dialog', { name: text.importTitle });
  await dialog.waitFor();
  return dialog;
}

/** Chooses a file through the operating system's file dialog, opened by Browse files. */
async function chooseFile(
  page: Page,
  dialog: Locator,
  file: string | { name: string; mimeType: string; buffer: Buffer },
) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    dialog.getByRole('button', { name: 'Browse files' }).click(),
  ]);
  await chooser.setFiles(file);
}

const cardCount = (dialog: Locator) =>
  dialog.getByRole('button', { name: /^Edit question \d+:/ }).count();

describe('Importing registry questions from a CSV', () => {
  const browser = useBrowser();

  it('imports 20 rows through review, with one edited and one removed, and counts 19', async () => {
    const { page } = browser;
    await registerWithCompany(page, newPerson());
    await page.goto('/dashboard/question-registry');
    await expectAllCount(page, 0);

    // The fixture: a byte-order mark, \r\n, headers `Response , QUESTION`, a quoted comma and a
    // line break inside quotes, as Excel's "CSV UTF-8" writes them.
    const importStep = await openImport(page);
    await chooseFile(page, importStep, fixture('registry-import-20.csv'));
    await importStep
      .getByRole('group', { name: text.csvChosenFile('registry-import-20.csv') })
      .waitFor();
    await importStep.getByRole('button', { name: 'Import', exact: true }).click();

    const review = page.getByRole('dialog', { name: text.reviewTitle });
    await review.getByText(text.csvRowCount(20)).waitFor();
    expect(await cardCount(review)).toBe(20);
    await review
      .getByRole('button', { name: 'Edit question 2: Who audits the company, and since when?' })
      .getByText('Our auditor, appointed in 2019, is named in each annual report.')
      .waitFor();
    const multiLine = review.getByRole('button', { name: /^Edit question 3:/ });
    expect(await multiLine.innerText()).toContain(
      'Please contact our share registry.\nTheir details are on the Investors page.',
    );

    // Edit the fourth card's question and response.
    await review.getByRole('button', { name: /^Edit question 4:/ }).click();
    const edit = page.getByRole('dialog', { name: text.csvEditTitle });
    await edit.getByLabel('Question').fill('What is the outlook for the Wombat Creek project?');
    await edit.getByLabel('Response').fill('Wombat Creek guidance is in the quarterly report.');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'hidden' });
    await review.getByText('What is the outlook for the Wombat Creek project?').waitFor();

    // Remove the fifth after confirming.
    await review.getByRole('button', { name: text.csvRemoveRow(5), exact: true }).click();
    const remove = page.getByRole('dialog', { name: text.csvRemoveTitle });
    await remove.getByRole('button', { name: 'Remove' }).click();
    await review.getByText(text.csvRowCount(19)).waitFor();
    expect(await review.getByText('When is the annual general meeting?').count()).toBe(0);

    await review.getByRole('button', { name: 'Finalise' }).click();
    await toast(page, text.imported(19));
    await review.waitFor({ state: 'hidden' });
    await expectAllCount(page, 19);

    // The edited question is found by search; the removed one was never added.
    const search = page.getByRole('searchbox', { name: text.searchPlaceholder });
    await search.fill('wombat');
    await page
      .getByRole('article')
      .filter({ hasText: 'What is the outlook for the Wombat Creek project?' })
      .waitFor();
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    await search.fill('annual general meeting');
    await page.getByText(text.noSearchResults).waitFor();
  });

  it('refuses a non-CSV file, an oversized CSV, wrong headers and empty fields, adding nothing', async () => {
    const { page } = browser;
    await registerWithCompany(page, newPerson());
    await page.goto('/dashboard/question-registry');
    await expectAllCount(page, 0);
    const importStep = await openImport(page);
    const refusal = importStep.getByRole('alert');

    await chooseFile(page, importStep, fixture('notes.txt'));
    await refusal.filter({ hasText: text.csvWrongType }).waitFor();

    const oversized = Buffer.concat([
      Buffer.from('Question,Response\n'),
      Buffer.alloc(REGISTRY.csvMaxBytes, 'x'),
    ]);
    await chooseFile(page, importStep, {
      name: 'big.csv',
      mimeType: 'text/csv',
      buffer: oversized,
    });
    await refusal.filter({ hasText: text.csvTooLarge('5 MB') }).waitFor();

    await chooseFile(page, importStep, fixture('registry-wrong-headers.csv'));
    await importStep.getByRole('button', { name: 'Import', exact: true }).click();
    await refusal.filter({ hasText: text.csvHeaders }).waitFor();

    await chooseFile(page, importStep, fixture('registry-empty-fields.csv'));
    await importStep.getByRole('button', { name: 'Import', exact: true }).click();
    const review = page.getByRole('dialog', { name: text.reviewTitle });
    await review.getByText(text.csvRowCount(3)).waitFor();
    await review.getByRole('button', { name: 'Finalise' }).click();
    await review.getByRole('alert').filter({ hasText: text.csvEmptyRows }).waitFor();
    await review.getByText(text.csvNeedsAttention(2)).waitFor();

    // Cancel: back to an empty import step first, then out altogether.
    await review.getByRole('button', { name: 'Cancel' }).click();
    const cancel = page.getByRole('dialog', { name: text.csvCancelTitle });
    await cancel.getByRole('button', { name: text.returnToImport }).click();
    await importStep.getByRole('button', { name: 'Browse files' }).waitFor();
    expect(await importStep.getByRole('group').count()).toBe(0);
    await importStep.getByRole('button', { name: 'Cancel' }).click();
    await importStep.waitFor({ state: 'hidden' });

    await page.reload();
    await expectAllCount(page, 0);
  });
});
