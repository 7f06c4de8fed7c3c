// Issue 16's PDF acceptance line: on the demo company, the board report of a period has one page
// per BOARD_REPORT_QUESTIONS_PER_PAGE questions, and its text (read with pdf.js) holds the
// questions and answers the board shows, checked against SQL. The product runs on a PostgreSQL of
// this file's own, so the test can read its database. The first page is drawn to PNG with
// pdftoppm (poppler-utils) beside the modal's screenshots.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOARD_REPORT_QUESTIONS_PER_PAGE, messages } from '@quorum/shared';
import { launchChromium } from '../scripts/lib/chromium.mjs';
import { startProduct } from '../scripts/lib/product.mjs';
import { ARTIFACTS } from './global-setup';
import { expectNoViolations, prepareForAxe } from './support/axe';
import { signInOnProduct } from './support/product-session';
import { createOwnPostgres, type OwnPostgres } from './support/own-postgres';
import { DEMO } from './support/people';
import { BOARD_PATH, boardColumn, card } from './support/question-board';

const text = messages.reports;
/** The browser's zone, and so the report's days. */
const ZONE = 'Australia/Perth';
const DAY_MS = 86_400_000;

/** A calendar day in Perth (UTC+8, no daylight saving), `daysAgo` before now. */
const perthDay = (daysAgo: number) =>
  new Date(Date.now() + 8 * 3_600_000 - daysAgo * DAY_MS).toISOString().slice(0, 10);

async function readPdf(file: string) {
  const { VerbosityLevel, getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const bytes = readFileSync(file);
  const task = getDocument({
    data: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length),
    isEvalSupported: false,
    disableFontFace: true,
    verbosity: VerbosityLevel.ERRORS,
  });
  const pdf = await task.promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  await task.destroy();
  return pages;
}

const squeeze = (value: string) => value.replace(/\s+/g, ' ').trim();

describe('The board report PDF, end to end', () => {
  let database: OwnPostgres;
  let product: Awaited<ReturnType<typeof startProduct>>;
  let browser: Browser;
  let context: BrowserContext;
  let sql: pg.Client;

  beforeAll(async () => {
    database = await createOwnPostgres();
    product = await startProduct({
      env: { DATABASE_URL: database.url },
      logFile: path.join(ARTIFACTS, 'board-report-server.log'),
    });
    browser = await launchChromium();
    context = await browser.newContext({
      baseURL: product.url,
      acceptDownloads: true,
      timezoneId: ZONE,
    });
    await prepareForAxe(context);
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
  }, 180_000);

  afterAll(async () => {
    await sql?.end();
    await browser?.close();
    await product?.stop();
    await database?.destroy();
  });

  const signInStaff = (page: Page) => signInOnProduct(page, product.url, DEMO);

  it('exports a period as one page per five questions, holding the questions and answers the board shows', async () => {
    const page = await context.newPage();
    await signInStaff(page);
    await page.goto(BOARD_PATH);
    const resolved = boardColumn(page, 'Resolved');
    await resolved.waitFor();

    // The modal opens on the last six months, says how long the PDF will be, and passes axe.
    await page.getByRole('button', { name: text.exportButton }).click();
    const modal = page.getByRole('dialog', { name: text.modalTitle });
    await modal.getByText(/\d+ questions on \d+ pages/).waitFor();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: path.join(ARTIFACTS, `board-report-modal-${width}.png`) });
      await expectNoViolations(page);
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    // A reversed period is refused in the shared words, and Export waits.
    const from = modal.getByLabel(text.fromLabel);
    const to = modal.getByLabel(text.toLabel);
    await from.fill(perthDay(1));
    await to.fill(perthDay(10));
    await modal.getByText(messages.analytics.rangeReversed).waitFor();
    await expect(modal.getByRole('button', { name: text.export }).isDisabled()).resolves.toBe(true);

    // The last 45 days: the count the modal gives is the database's.
    const period = { from: perthDay(44), to: perthDay(0) };
    await from.fill(period.from);
    await to.fill(period.to);
    const [{ n: questions }] = (
      await sql.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM enquiries e JOIN companies c ON c.id = e.company_id
         WHERE c.legal_business_name = $1
           AND e.created_at >= ($2::date)::timestamp AT TIME ZONE $4
           AND e.created_at < ($3::date + 1)::timestamp AT TIME ZONE $4`,
        [DEMO.companyName, period.from, period.to, ZONE],
      )
    ).rows as [{ n: number }];
    const pages = Math.ceil(questions / BOARD_REPORT_QUESTIONS_PER_PAGE);
    expect(questions).toBeGreaterThan(BOARD_REPORT_QUESTIONS_PER_PAGE);
    await modal.getByText(text.summary(questions, pages)).waitFor();

    // Export: the progress counts the pages as they arrive, then the browser saves the file.
    // Recorded in the page (a download may be quicker than a poll): the bar and its live text.
    await page.evaluate(`
      globalThis.progressSeen = [];
      new MutationObserver(() => {
        const bar = document.querySelector('[role="progressbar"]');
        if (bar) globalThis.progressSeen.push(bar.getAttribute('aria-label') ?? '');
        for (const node of document.querySelectorAll('[role="status"]'))
          if (/received$/.test(node.textContent ?? '')) globalThis.progressSeen.push(node.textContent);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    `);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      modal.getByRole('button', { name: text.export, exact: true }).click(),
    ]);
    await modal.getByText(text.done).waitFor();
    const seen = (await page.evaluate('globalThis.progressSeen')) as string[];
    expect(seen).toContain(text.progressLabel);
    // The live text counts against the pages the server announced (the last may pass unseen:
    // the download ends the export in the same moment).
    const counted = seen.filter((line) => line.endsWith(`of ${pages} received`));
    expect(counted.length).toBeGreaterThan(0);
    expect(counted.every((line) => /^Page \d+ of \d+ received$/.test(line))).toBe(true);
    expect(download.suggestedFilename()).toBe(`board-report-${period.from}-to-${period.to}.pdf`);
    const file = path.join(ARTIFACTS, 'board-report.pdf');
    await download.saveAs(file);

    // One page per five questions, each page numbered; the company and the period on the first.
    const pdf = await readPdf(file);
    expect(pdf).toHaveLength(pages);
    expect(pdf[0]).toContain(DEMO.companyName);
    expect(pdf[0]).toContain(`Page 1 of ${pages}`);
    expect(pdf.at(-1)).toContain(`Page ${pages} of ${pages}`);
    const whole = pdf.join(' ');

    // The newest answered questions of the period, as the board's Resolved column shows them:
    // each question and the answer sent are in the report.
    const answered = (
      await sql.query<{ question: string; answer: string }>(
        `SELECT e.question, r.content AS answer
         FROM enquiries e JOIN companies c ON c.id = e.company_id
         JOIN enquiry_replies r ON r.enquiry_id = e.id AND r.from_quorum AND r.sent_at IS NOT NULL
         WHERE c.legal_business_name = $1 AND e.board_status = 'resolved'
           AND e.created_at >= ($2::date)::timestamp AT TIME ZONE $3
         ORDER BY e.created_at DESC LIMIT 3`,
        [DEMO.companyName, period.from, ZONE],
      )
    ).rows;
    expect(answered).toHaveLength(3);
    for (const { question, answer } of answered) {
      await card(resolved, question.slice(0, 40)).first().waitFor();
      expect(whole).toContain(squeeze(question));
      expect(whole).toContain(squeeze(answer));
    }

    // The first page, drawn as an image to look at.
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '80',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      file,
      path.join(ARTIFACTS, 'board-report-page-1'),
    ]);

    // Export again and cancel: the download stops and the modal closes.
    await modal.getByRole('button', { name: text.cancel }).click();
    await modal.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: text.exportButton }).click();
    await modal.getByRole('button', { name: text.export, exact: true }).click();
    await modal.getByRole('button', { name: text.cancel }).click();
    await modal.waitFor({ state: 'hidden' });
    await page.screenshot({ path: path.join(ARTIFACTS, 'board-report-board-1280.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: path.join(ARTIFACTS, 'board-report-board-390.png') });
  }, 180_000);
});
