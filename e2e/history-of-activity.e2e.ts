import { readFile } from 'node:fs/promises';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { graphql, signInByApi } from '../scripts/lib/api-sign-in.mjs';
import { expectNoViolations, prepareForAxe } from './support/axe';
import { useBrowser } from './support/browser';
import { newPerson } from './support/people';
import { registerWithCompany } from './support/registration';

/**
 * Issue 15's history of activity in Chromium against the built product: changes made by a new
 * company's admin (the company's details, a registry question) appear with their actor and
 * before → after; the CSV export holds the same rows as the list, and is itself in the history.
 * Photographed and checked by axe at 1280 and 390 wide (e2e/artifacts/history-of-activity).
 */
const SHOTS = path.join(import.meta.dirname, 'artifacts', 'history-of-activity');
const PAGE = '/dashboard/history-of-activity';

const UPDATE_COMPANY = `mutation($i: UpdateCompanyInput!) { updateCompany(updateCompanyInput: $i) { message } }`;
const ADD_QUESTION = `mutation($i: AddQuestionRegistryInput!) { addQuestionRegistry(addQuestionRegistryInput: $i) { message } }`;

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForLoadState('networkidle');
    await page.evaluate('document.fonts.ready');
    // The shell's navbar slides away when the width falls: photograph it settled.
    await page.evaluate('Promise.all(document.getAnimations().map((a) => a.finished))');
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
    await expectNoViolations(page);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The CSV's rows as cells (no quoted commas in these rows' first eight cells). */
function csvRows(text: string): string[][] {
  return text
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));
}

describe('History of activity', () => {
  const browser = useBrowser();

  it('shows a change to the company and a new registry question with their actor and before and after, and exports the same rows as CSV', async () => {
    const { page } = browser;
    const person = newPerson();
    await prepareForAxe(page.context());
    await registerWithCompany(page, person);
    const token = await signInByApi(inject('baseUrl'), person);
    const question = 'When does the Pilbara drilling programme start?';
    await graphql(
      inject('baseUrl'),
      UPDATE_COMPANY,
      {
        i: {
          legalBusinessName: person.company.legalName,
          email: person.company.email,
          websiteUrl: person.company.website,
          about: 'Gold and lithium explorer in Western Australia.',
          addressLineOne: 'Level 5, 200 St Georges Terrace',
          suburb: 'Perth',
          state: 'WA',
          postCode: '6000',
          phoneNumber: '08 9226 1400',
        },
      },
      token,
    );
    await graphql(
      inject('baseUrl'),
      ADD_QUESTION,
      { i: { question, response: 'Drilling begins in March.' } },
      token,
    );

    await page.goto(PAGE);
    await page.getByRole('heading', { level: 1, name: 'History of activity' }).waitFor();
    const rows = page.getByTestId('activity-row');
    await rows.nth(1).waitFor();
    const descriptions = await page.getByTestId('activity-description').allInnerTexts();
    const name = `${person.firstName} ${person.lastName}`;
    expect(descriptions.slice(0, 2)).toEqual([
      `${name} created the registry question “${question}”`,
      `${name} updated the company “${person.company.legalName}”`,
    ]);
    expect(await rows.nth(0).getByTestId('activity-actor').innerText()).toBe(name);

    // The company's edit, opened: its fields before and after.
    const edit = rows.nth(1);
    await edit.getByRole('button', { name: /Show changes/ }).click();
    const about = edit.getByRole('row', { name: /About/ });
    await about.waitFor();
    expect(await about.getByRole('cell').allInnerTexts()).toEqual([
      '—',
      'Gold and lithium explorer in Western Australia.',
    ]);
    await shoot(page, 'history');

    // The export: the same rows in the same order, after the BOM; then the export is listed too.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await (await download).path();
    const bytes = await readFile(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...body] = csvRows(bytes.subarray(3).toString('utf8'));
    expect(header!.slice(0, 2)).toEqual(['Date (UTC)', 'Person']);
    expect(body.map((cells) => cells[1])).toEqual(descriptions.map(() => name));
    expect(body).toHaveLength(descriptions.length);
    expect(body.map((cells) => cells[6])).toEqual([
      'registry-item.created',
      'company.updated',
      'company.registered',
    ]);

    await page.reload();
    await page
      .getByTestId('activity-description')
      .filter({ hasText: 'created the history export “CSV export”' })
      .waitFor();

    // The area filter: only the company's details (its edit and its registration).
    await page.getByRole('combobox', { name: 'Area' }).click();
    await page.getByRole('option', { name: 'Company details' }).click();
    await expect.poll(() => rows.count()).toBe(2);
    expect(await page.getByTestId('activity-description').allInnerTexts()).toEqual([
      `${name} updated the company “${person.company.legalName}”`,
      `${name} registered the company “${person.company.legalName}”`,
    ]);
    await shoot(page, 'history-filtered');
  });
});
