// Issue 20's privacy acceptance line: a guest investor who asked through the web form is exported,
// corrected and erased with the privacy request tool, and afterwards no table holds their email,
// checked with SQL across every text and JSON column of every table. The product runs on a
// PostgreSQL of this file's own, so the test can read its database while it runs.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERASE_CONFIRMATION_WORD, messages } from '@quorum/shared';
import { whereStored } from '../apps/api/src/testing/personal-data-search';
import { DEMO, signInByApi } from '../scripts/lib/api-sign-in.mjs';
import { launchChromium } from '../scripts/lib/chromium.mjs';
import { startProduct } from '../scripts/lib/product.mjs';
import { ARTIFACTS } from './global-setup';
import { expectNoViolations, prepareForAxe } from './support/axe';
import { signInOnProduct } from './support/product-session';
import { pageEmbedding, serveSite } from './support/embedding-site';
import { createOwnPostgres, type OwnPostgres } from './support/own-postgres';
import { askThroughForm, embeddedForm } from './support/question-board';
import { authoriseWebsite } from './support/webform-api';
import type { WebformConfig } from './support/webform-api';

const text = messages.privacy;

describe('The privacy request tool, end to end', () => {
  let database: OwnPostgres;
  let product: Awaited<ReturnType<typeof startProduct>>;
  let website: Awaited<ReturnType<typeof serveSite>>;
  let config: WebformConfig;
  let browser: Browser;
  let context: BrowserContext;
  let sql: pg.Client;

  beforeAll(async () => {
    database = await createOwnPostgres();
    product = await startProduct({
      env: { DATABASE_URL: database.url },
      logFile: path.join(ARTIFACTS, 'privacy-requests-server.log'),
    });
    const token = await signInByApi(product.url, DEMO);
    website = await serveSite(() => pageEmbedding(config?.embedCode ?? ''));
    config = await authoriseWebsite(product.url, token, website.origin);
    browser = await launchChromium();
    context = await browser.newContext({ baseURL: product.url, acceptDownloads: true });
    await prepareForAxe(context);
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
  }, 180_000);

  afterAll(async () => {
    await sql?.end();
    await browser?.close();
    await website?.close();
    await product?.stop();
    await database?.destroy();
  });

  const run = async (statement: string) => (await sql.query(statement)).rows;

  const signInStaff = (page: Page) => signInOnProduct(page, product.url, DEMO);

  it.each([
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ])(
    'the web form with its privacy notice has no WCAG 2.1 A or AA violation at $width',
    async (viewport) => {
      const page = await context.newPage();
      await page.setViewportSize(viewport);
      await page.goto(
        `/webform/iframe?companyId=${config.companyId}&clientSecret=${config.clientSecret}`,
      );
      await page.getByRole('heading', { name: text.noticeTitle }).waitFor();
      await expectNoViolations(page);
      await page.close();
    },
  );

  it('exports, corrects and erases a guest who asked through the web form; then no table holds their email', async () => {
    const tag = randomBytes(4).toString('hex');
    const asker = { firstName: 'Philippa', lastName: '', email: `philippa-${tag}@example.com` };
    const question = `Who is on the share register for the interim dividend? (${tag})`;

    // The investor, on the company's website: the notice is there before Submit, with both policies.
    const investor = await context.newPage();
    await investor.goto(website.origin);
    const form = embeddedForm(investor);
    await form.getByRole('heading', { name: text.noticeTitle }).waitFor();
    await expect(
      form.getByRole('link', { name: text.quorumPolicyLink }).getAttribute('href'),
    ).resolves.toBe('/privacy');
    await askThroughForm(form, asker, question);
    await form.getByText(messages.webform.submitted).waitFor();
    expect(await whereStored(run, asker.email)).toContain('enquiries.guest_email');

    // The company's admin finds them and downloads their data.
    const staff = await context.newPage();
    await signInStaff(staff);
    await staff.goto('/dashboard/privacy-requests');
    await staff.getByLabel(/Investor's email address/).fill(asker.email);
    await staff.getByRole('button', { name: 'Find', exact: true }).click();
    await staff.getByRole('heading', { name: 'Philippa' }).waitFor();
    const [download] = await Promise.all([
      staff.waitForEvent('download'),
      staff.getByRole('button', { name: 'Download their data (JSON)' }).click(),
    ]);
    const exported = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
      email: string;
      enquiries: { question: string }[];
    };
    expect(exported.email).toBe(asker.email);
    expect(exported.enquiries.map((e) => e.question)).toEqual([question]);
    await staff.getByText(text.exported).waitFor();

    // A correction: the address they now use.
    const corrected = `philippa-new-${tag}@example.com`;
    await staff.getByLabel(/^Email address/).fill(corrected);
    await staff.getByLabel(/^Last name/).fill('Fawcett');
    await staff.getByRole('button', { name: 'Save correction' }).click();
    await staff.getByText(text.corrected).waitFor();
    await staff.getByRole('heading', { name: 'Philippa Fawcett' }).waitFor();
    expect(await whereStored(run, asker.email)).toEqual([]);

    // Erasure, confirmed by the typed word.
    await staff.getByLabel(/^Type ERASE to confirm/).fill(ERASE_CONFIRMATION_WORD);
    await staff.getByRole('button', { name: 'Erase', exact: true }).click();
    await staff.getByText(text.erased).waitFor();

    const requests = staff.getByRole('region', { name: 'Recorded requests' });
    await requests.getByText('Erased').waitFor();
    await expect(requests.getByText('Corrected').count()).resolves.toBe(1);
    await expect(requests.getByText('Copy given').count()).resolves.toBe(1);

    expect(await whereStored(run, corrected)).toEqual([]);
    expect(await whereStored(run, asker.email)).toEqual([]);
    expect(await whereStored(run, tag)).toEqual([]);
  }, 120_000);
});
