import { readFileSync } from 'node:fs';
import path from 'node:path';
import { messages } from '@quorum/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_FIXTURES, makePdf } from '../apps/api/src/features/uploads/media/testing/make-media';
import { expectNoViolations } from './support/axe';
import { settle } from './support/page-ready';
import { useNewCompanyPage } from './support/new-company-page';

/**
 * The announcements screens in Chromium against the built product, in a new company of their
 * own: the empty list, the editor with a PDF, a PDF announcement opened at a page, a video that
 * plays and seeks, a standing poll whose results move as investors vote, and the list with its
 * pinned first, drafts, Deleted and the delete confirmation. Each state is checked by axe and
 * photographed at 1280 and 390 wide (e2e/artifacts/announcements).
 */
const text = messages.announcementScreens;
const SHOTS = path.join(import.meta.dirname, 'artifacts', 'announcements');
const LIST = '/dashboard/announcements';
const SCENARIO_MS = 180_000;

const company = useNewCompanyPage(SHOTS);
let page: Page;
beforeAll(() => {
  page = company.page;
});

/** What the person sees, settled, at desktop and phone widths, and axe's check of each. */
async function shoot(name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await settle(page);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
    await expectNoViolations(page);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const card = (title: string) => page.getByRole('article', { name: title });
const dialog = (name: string) => page.getByRole('dialog', { name });
const toast = (message: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: message }).first().waitFor();

/** Opens the editor for a new announcement and types its words. */
async function startAnnouncement(title: string, body: string) {
  await page.getByRole('button', { name: text.newAnnouncement }).first().click();
  const editor = dialog(text.editorNewTitle);
  await editor.getByLabel('Title').fill(title);
  await editor.getByLabel('Text').fill(body);
  return editor;
}

/** The announcement's page from its card; answers its id. */
async function openFromList(title: string) {
  await card(title).getByRole('link', { name: title }).click();
  await page.waitForURL((url) => url.pathname.startsWith(`${LIST}/`));
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  return new URL(page.url()).pathname.split('/').pop()!;
}

describe('Announcements screens', () => {
  it(
    'an empty list, the editor with a PDF, and the PDF announcement opened at page 3 of 12',
    async () => {
      await page.goto(LIST);
      await page.getByText(text.emptyAll).waitFor();
      await page.getByText('0 announcement(s) published and 0 drafted').waitFor();
      await shoot('01-empty-list');

      const editor = await startAnnouncement(
        'Investor presentation',
        'Our half-year presentation to investors, with the Red Hill drilling results.',
      );
      await editor.getByLabel(text.chooseFile).setInputFiles({
        name: 'investor-presentation.pdf',
        mimeType: 'application/pdf',
        buffer: await makePdf(12),
      });
      await editor.getByText('investor-presentation.pdf').waitFor();
      await shoot('02-editor-with-pdf');

      await editor.getByRole('button', { name: 'Publish' }).click();
      await editor.waitFor({ state: 'hidden' });
      // The upload queue stores the file, makes its thumbnail, then creates the announcement.
      await card('Investor presentation').getByText('PDF · 12 pages').waitFor({ timeout: 60_000 });
      await expect
        .poll(() => card('Investor presentation').locator('img').count(), { timeout: 30_000 })
        .toBe(1);
      await page.getByText('1 announcement(s) published and 0 drafted').waitFor();

      const id = await openFromList('Investor presentation');
      await page.goto(`${LIST}/${id}?page=3`);
      const attachment = page.getByRole('region', { name: text.attachmentLabel });
      await attachment.getByText('PDF · 12 pages').waitFor();
      await attachment.getByText('Page 3 of 12').waitFor();
      await attachment.getByRole('img', { name: /page 3 of 12/ }).waitFor();
      await shoot('03-pdf-announcement');

      await attachment.getByRole('button', { name: 'Next' }).click();
      await attachment.getByText('Page 4 of 12').waitFor();
      expect(new URL(page.url()).search).toBe('?page=4');
    },
    SCENARIO_MS,
  );

  it(
    'a video announcement says its length and plays from where it is sought, by byte ranges',
    async () => {
      await page.goto(LIST);
      const editor = await startAnnouncement(
        'Managing Director’s address',
        'A message from our Managing Director.',
      );
      await editor.getByLabel(text.chooseFile).setInputFiles({
        name: 'address.mp4',
        mimeType: 'video/mp4',
        buffer: readFileSync(MEDIA_FIXTURES.mp4TenSeconds),
      });
      await editor.getByRole('button', { name: 'Publish' }).click();
      await card('Managing Director’s address')
        .getByText('Video · 0:10')
        .waitFor({ timeout: 60_000 });

      const ranges: number[] = [];
      page.on('response', (response) => {
        if (new URL(response.url()).pathname.startsWith('/files/')) ranges.push(response.status());
      });
      await openFromList('Managing Director’s address');
      const attachment = page.getByRole('region', { name: text.attachmentLabel });
      await attachment.getByText(/Video · Length 0:10/).waitFor();
      const video = attachment.locator('video');
      await video.evaluate(
        (element: { readyState: number; addEventListener: (e: string, f: () => void) => void }) =>
          new Promise<void>((resolve) => {
            if (element.readyState >= 1) resolve();
            else element.addEventListener('loadedmetadata', () => resolve());
          }),
      );
      const sought = await video.evaluate(
        (element: {
          currentTime: number;
          duration: number;
          addEventListener: (e: string, f: () => void, o: { once: boolean }) => void;
        }) =>
          new Promise<{ at: number; duration: number }>((resolve) => {
            element.addEventListener(
              'seeked',
              () => resolve({ at: element.currentTime, duration: element.duration }),
              { once: true },
            );
            element.currentTime = 6;
          }),
      );
      expect(sought.at).toBeCloseTo(6, 0);
      expect(sought.duration).toBeCloseTo(10, 0);
      expect(ranges).toContain(206);
      await shoot('04-video-announcement');
    },
    SCENARIO_MS,
  );

  it(
    'a standing poll: its editor, then its results moving as investors vote',
    async () => {
      await page.goto(LIST);
      await page.getByRole('button', { name: text.newPoll }).click();
      const editor = dialog(text.editorNewPollTitle);
      await editor.getByLabel('Question').fill('Which meeting format do you prefer for the AGM?');
      await editor.getByRole('textbox', { name: 'Option 1' }).fill('In person');
      await editor.getByRole('textbox', { name: 'Option 2' }).fill('Online');
      await editor.getByRole('button', { name: text.addOption }).click();
      await editor.getByRole('textbox', { name: 'Option 3' }).fill('Both');
      await shoot('05-poll-editor');
      await editor.getByRole('button', { name: 'Publish' }).click();
      await toast(text.published);

      const id = await openFromList('Which meeting format do you prefer for the AGM?');
      const results = page.getByRole('region', { name: text.pollResults });
      await results.getByText('0 votes in all').waitFor();

      const read = await page.request.get(`/public/announcements/${id}`);
      expect(read.status()).toBe(200);
      const { poll } = (await read.json()) as {
        poll: { options: { id: string; option: string }[] };
      };
      const optionId = (name: string) => poll.options.find((o) => o.option === name)!.id;
      const vote = (option: string, n: number) =>
        page.request.post(`/public/polls/${id}/votes`, {
          data: {
            optionIds: [optionId(option)],
            firstName: 'Sam',
            lastName: `Holder${n}`,
            email: `holder-${n}-${Date.now()}@example.com`,
          },
        });
      for (const [n, option] of ['In person', 'In person', 'Online'].entries())
        expect((await vote(option, n)).status()).toBe(201);

      // No reload: the page hears the votes live.
      await results.getByText('3 votes in all').waitFor();
      await results.getByText('2 votes · 67%').waitFor();
      await results.getByText('1 vote · 33%').waitFor();
      await shoot('06-poll-results');
    },
    SCENARIO_MS,
  );

  it(
    'the list: pinned first, a draft counted, the delete confirmation, Deleted with restore',
    async () => {
      await page.goto(LIST);
      const editor = await startAnnouncement(
        'Drilling update',
        'Assays from hole RH-12 are due next week.',
      );
      await editor.getByRole('button', { name: 'Save draft' }).click();
      await toast(text.savedDraft);
      await page.getByText('3 announcement(s) published and 1 drafted').waitFor();

      await card('Investor presentation')
        .getByRole('button', { name: 'Pin “Investor presentation” to the top' })
        .click();
      await toast(text.pinned);
      await card('Managing Director’s address')
        .getByRole('button', { name: 'Star “Managing Director’s address”' })
        .click();
      await page.reload();
      const first = page.getByRole('article').first();
      await first.getByText(text.pinnedBadge).waitFor();
      expect(await first.getAttribute('aria-labelledby')).not.toBeNull();
      await expect
        .poll(() => first.getByRole('link').first().textContent())
        .toBe('Investor presentation');
      await shoot('07-list-pinned-first');

      await page.getByRole('tab', { name: /Drafts/ }).click();
      await page.getByText('1 out of 1 drafted').waitFor();
      await shoot('08-drafts');

      await card('Drilling update')
        .getByRole('button', { name: 'Actions for “Drilling update”' })
        .click();
      await page.getByRole('menuitem', { name: 'Delete' }).click();
      const confirm = dialog(text.deleteTitle);
      await confirm.getByText(text.deleteConfirm('Drilling update')).waitFor();
      await shoot('09-delete-confirmation');
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await toast(messages.announcements.softDeleted);

      await page.getByRole('tab', { name: /Deleted/ }).click();
      await card('Drilling update').waitFor();
      await page.getByText('1 announcement in Deleted, each kept for 60 days').waitFor();
      await shoot('10-deleted');
      await card('Drilling update')
        .getByRole('button', { name: 'Actions for “Drilling update”' })
        .click();
      await page.getByRole('menuitem', { name: 'Restore' }).click();
      await toast(messages.announcements.restored);
      await page.getByText(text.emptyDeleted).waitFor();
    },
    SCENARIO_MS,
  );
});
