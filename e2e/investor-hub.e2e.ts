import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { hubMessages, messages } from '@quorum/shared';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { makePdf } from '../apps/api/src/features/uploads/media/testing/make-media';
import { expectNoViolations, prepareForAxe } from './support/axe';
import { useNewCompanyPage } from './support/new-company-page';
import { openTrackedPage, settle } from './support/page-ready';
import { BOARD_PATH, boardColumn, card } from './support/question-board';

/**
 * Issue 15's public investor page in Chromium: the company switches it on from the Integrations
 * page and publishes a 12-page PDF and a poll; an investor, signed out on another device, reads
 * the announcement, votes once (the second vote refused), and asks about page 3 of the PDF; the
 * question arrives live on the board, naming the announcement and the page. Each hub screen is
 * checked by axe and photographed at 1280 and 390 wide (e2e/artifacts/investor-hub); a browser
 * without script asks through the same form.
 */
const text = hubMessages;
const screens = messages.announcementScreens;
const SHOTS = path.join(import.meta.dirname, 'artifacts', 'investor-hub');
const SCENARIO_MS = 240_000;
const LIVE_WAIT_MS = 15_000;

const company = useNewCompanyPage(SHOTS);
let staff: Page;
let investorContext: BrowserContext | undefined;
let investor: Page;
let hubLink = '';
const tag = randomBytes(3).toString('hex');
const PDF_TITLE = `Investor presentation ${tag}`;
const POLL_QUESTION = `Which AGM format do you prefer? (${tag})`;

beforeAll(() => {
  staff = company.page;
});
afterAll(async () => {
  await investorContext?.close();
});

/** What the person sees, settled, at desktop and phone widths, and axe's check of each. */
async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await settle(page);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
    await expectNoViolations(page);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('The investor page', () => {
  it(
    'is switched on from the Integrations page, with its address to copy',
    async () => {
      await staff.goto('/dashboard/company-profile/integrate-quorum');
      const hubCard = staff.getByRole('region', { name: text.cardTitle });
      await hubCard.getByText(text.disabledNote).waitFor();
      await hubCard.getByRole('switch', { name: text.switchLabel }).click({ force: true });
      await hubCard.getByText(text.enabledNote).waitFor();
      hubLink = await hubCard.getByRole('textbox', { name: text.linkLabel }).inputValue();
      expect(hubLink).toMatch(/\/hub\/[A-Z0-9]+$/);
      await shoot(staff, '01-integrations-card');
    },
    SCENARIO_MS,
  );

  it(
    'shows what the company published, signed out: a PDF announcement and an open poll',
    async () => {
      // The company publishes a 12-page PDF and a poll from the dashboard.
      await staff.goto('/dashboard/announcements');
      await staff.getByRole('button', { name: screens.newAnnouncement }).first().click();
      const editor = staff.getByRole('dialog', { name: screens.editorNewTitle });
      await editor.getByLabel('Title').fill(PDF_TITLE);
      await editor
        .getByLabel('Text')
        .fill('Our half-year presentation, with the drilling results.');
      await editor.getByLabel(screens.chooseFile).setInputFiles({
        name: 'investor-presentation.pdf',
        mimeType: 'application/pdf',
        buffer: await makePdf(12),
      });
      await editor.getByRole('button', { name: 'Publish' }).click();
      await editor.waitFor({ state: 'hidden' });
      await staff
        .getByRole('article', { name: PDF_TITLE })
        .getByText('PDF · 12 pages')
        .waitFor({ timeout: 60_000 });
      await staff.getByRole('button', { name: screens.newPoll }).click();
      const pollEditor = staff.getByRole('dialog', { name: screens.editorNewPollTitle });
      await pollEditor.getByLabel('Question').fill(POLL_QUESTION);
      await pollEditor.getByRole('textbox', { name: 'Option 1' }).fill('In person');
      await pollEditor.getByRole('textbox', { name: 'Option 2' }).fill('Online');
      await pollEditor.getByRole('button', { name: 'Publish' }).click();
      await pollEditor.waitFor({ state: 'hidden' });

      // An investor on another device, signed out.
      investorContext = await staff
        .context()
        .browser()!
        .newContext({
          baseURL: inject('baseUrl'),
          viewport: { width: 1280, height: 900 },
        });
      await prepareForAxe(investorContext);
      investor = await openTrackedPage(investorContext);
      await investor.goto(new URL(hubLink).pathname.toLowerCase());
      await investor.getByRole('heading', { level: 1 }).waitFor();
      const announcements = investor.getByRole('region', { name: text.announcements });
      await announcements.getByRole('link', { name: PDF_TITLE }).waitFor();
      await investor.getByRole('region', { name: text.polls }).getByText(POLL_QUESTION).waitFor();
      await shoot(investor, '02-hub');

      await announcements.getByRole('link', { name: PDF_TITLE }).click();
      await investor.getByRole('heading', { level: 1, name: PDF_TITLE }).waitFor();
      await investor.getByText('PDF · 12 pages').first().waitFor();
      await investor.getByRole('link', { name: text.openPdf(12) }).waitFor();
      await shoot(investor, '03-announcement');
    },
    SCENARIO_MS,
  );

  it(
    'takes one vote from an investor: the second is refused',
    async () => {
      await investor.goto(new URL(hubLink).pathname);
      const vote = async () => {
        const poll = investor.getByRole('group', { name: POLL_QUESTION });
        await poll.getByRole('radio', { name: 'Online' }).check();
        await poll.getByLabel(text.firstName).fill('Grace');
        await poll.getByLabel(text.voterLastName).fill('Holder');
        await poll.getByLabel(text.email).fill(`grace-${tag}@example.com`);
        await poll.getByRole('button', { name: text.vote }).click();
        return poll;
      };
      const first = await vote();
      await first.getByText(text.voteCounted).waitFor();
      await first.getByText(text.pollShare('Online', 100, 1)).waitFor();
      await shoot(investor, '04-voted');
      await investor.reload();
      const second = await vote();
      await second.getByRole('alert').getByText(messages.polls.alreadyVoted).waitFor();
    },
    SCENARIO_MS,
  );

  it(
    'takes a question about page 3 of the PDF, which appears live on the board with its announcement and page',
    async () => {
      await staff.goto(BOARD_PATH);
      const outstanding = boardColumn(staff, 'Outstanding');
      await outstanding.waitFor();
      await staff.evaluate(() => Object.assign(globalThis, { boardNeverReloaded: true }));

      await investor.goto(new URL(hubLink).pathname);
      await investor
        .getByRole('region', { name: text.announcements })
        .getByRole('link', { name: PDF_TITLE })
        .click();
      await investor.getByRole('link', { name: text.askAboutPage }).waitFor();
      const question = `What grade is shown on page 3? (${tag})`;
      const ask = investor.getByRole('region', { name: text.askTitle });
      await ask.getByLabel(text.aboutPage).selectOption({ label: text.pageOf(3) });
      await ask.getByLabel(text.firstName).fill('Grace');
      await ask.getByLabel(text.email).fill(`grace-${tag}@example.com`);
      await ask.getByLabel(text.question).fill(question);
      await ask.getByRole('button', { name: text.send }).click();
      await ask.getByText(text.questionSent).waitFor();
      await shoot(investor, '05-question-sent');

      await card(outstanding, question).waitFor({ timeout: LIVE_WAIT_MS });
      expect(await staff.evaluate(() => 'boardNeverReloaded' in globalThis)).toBe(true);
      await card(outstanding, question).click();
      const drawer = staff.getByRole('dialog', { name: 'Investor question' });
      await drawer.getByRole('link', { name: `${PDF_TITLE} (page 3)` }).waitFor();

      // The history of activity: the investor's vote and question, by name, with their values.
      await staff.goto('/dashboard/history-of-activity');
      const rows = staff.getByTestId('activity-row');
      const voted = rows.filter({ hasText: `Grace Holder voted the poll “${POLL_QUESTION}”` });
      await voted.getByRole('button', { name: /Show changes/ }).click();
      await voted.getByRole('cell', { name: '["Online"]' }).waitFor();
      const asked = rows.filter({ hasText: `Grace asked the question “${question}”` });
      await asked.getByRole('button', { name: /Show changes/ }).click();
      await asked
        .getByRole('row', { name: /Page number/ })
        .getByRole('cell', { name: '3' })
        .waitFor();
    },
    SCENARIO_MS,
  );

  it(
    'takes a question without script: the form posts, and the page says it was sent',
    async () => {
      const plain = await staff
        .context()
        .browser()!
        .newContext({
          baseURL: inject('baseUrl'),
          javaScriptEnabled: false,
        });
      try {
        const page = await plain.newPage();
        await page.goto(new URL(hubLink).pathname);
        const ask = page.getByRole('region', { name: text.askTitle });
        await ask.getByRole('button', { name: text.send }).click();
        await page.getByText(messages.webform.firstNameRequired).first().waitFor();
        await page
          .getByRole('region', { name: text.askTitle })
          .getByLabel(text.firstName)
          .fill('Ada');
        await page
          .getByRole('region', { name: text.askTitle })
          .getByLabel(text.email)
          .fill(`ada-${tag}@example.com`);
        await page
          .getByRole('region', { name: text.askTitle })
          .getByLabel(text.question)
          .fill(`Is there a dividend this year? (${tag})`);
        await page
          .getByRole('region', { name: text.askTitle })
          .getByRole('button', { name: text.send })
          .click();
        await page.getByText(text.questionSent).waitFor();
        expect(new URL(page.url()).search).toBe('?sent=question-sent');
      } finally {
        await plain.close();
      }
    },
    SCENARIO_MS,
  );
});
