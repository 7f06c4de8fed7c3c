import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages } from '@quorum/shared';
import type { Page, Route } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { makePdf, mp4OfSize } from '../apps/api/src/features/uploads/media/testing/make-media';
import { expectNoViolations } from './support/axe';
import { useNewCompanyPage } from './support/new-company-page';

/**
 * Issue 14's acceptance in Chromium against the built product: a 30 MB MP4 published in 5 MB
 * chunks, the connection cut mid-upload (the test holds the chunk route), the page reloaded, and
 * the upload resumed from the chunks the server already holds; the published video plays and
 * seeks; a PDF announcement shows its page count and the thumbnail the browser made. On the way,
 * the publishing box in each state (several at once, the cancel dialog, cancelled, failed, the
 * discard dialog, a file to choose again), each checked by axe and photographed at 1280 and 390
 * wide (e2e/artifacts/announcement-uploads).
 */
const SHOTS = path.join(import.meta.dirname, 'artifacts', 'announcement-uploads');
const LIST = '/dashboard/announcements';
const CHUNKS = '**/uploads/*/chunks/*';
const MB = 1024 * 1024;
const SCENARIO_MS = 240_000;
const words = messages.uploads;

const company = useNewCompanyPage(SHOTS);
let page: Page;
beforeAll(() => {
  page = company.page;
});

/**
 * Photographs at both widths with axe's check of each. Held chunk requests never finish, so this
 * waits for transitions to end rather than for a quiet network.
 */
async function shoot(name: string, { axe = true } = {}) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForFunction(() =>
      (globalThis as unknown as InPage).document
        .getAnimations()
        .every((animation) => animation.playState !== 'running'),
    );
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`) });
    if (axe) await expectNoViolations(page);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The few parts of the page's globals the checks use (the e2e project has no DOM types). */
interface InPage {
  document: { getAnimations(): { playState: string }[] };
  indexedDB: {
    deleteDatabase(name: string): {
      onsuccess: (() => void) | null;
      onerror: (() => void) | null;
      onblocked: (() => void) | null;
    };
  };
}

/** The few parts of a <video> element the checks read (the e2e project has no DOM types). */
interface Playable {
  readyState: number;
  duration: number;
  currentTime: number;
  muted: boolean;
  play(): Promise<void>;
  addEventListener(event: string, listener: () => void, options?: { once: boolean }): void;
}

const box = () => page.getByRole('region', { name: 'Announcement uploads' });
const dialog = (name: string) => page.getByRole('dialog', { name });
const card = (title: string) => page.getByRole('article', { name: title });

type Chosen = string | { name: string; mimeType: string; buffer: Buffer };

async function publish(title: string, file: Chosen) {
  await page.getByRole('button', { name: 'New announcement' }).first().click();
  const editor = dialog('New announcement');
  await editor.getByLabel('Title').fill(title);
  await editor.getByLabel('Text').fill(`About ${title}.`);
  await editor.getByLabel('Choose a file').setInputFiles(file);
  await editor.getByRole('button', { name: 'Publish' }).click();
  await editor.waitFor({ state: 'hidden' });
}

/** The chunk requests: which indexes were asked for, the ones let through going on. */
function gateChunks(letThrough: (index: number) => boolean) {
  const asked: number[] = [];
  const handler = async (route: Route) => {
    const index = Number(new URL(route.request().url()).pathname.split('/').pop());
    asked.push(index);
    // A chunk not let through is held unanswered: the connection is as good as cut.
    if (letThrough(index)) await route.continue();
  };
  return { asked, handler };
}

/** Reloads the page, accepting the browser's warning that an upload is running; answers it. */
async function reloadThroughWarning() {
  let warned = false;
  page.once('dialog', (warning) => {
    warned = warning.type() === 'beforeunload';
    void warning.accept();
  });
  await page.reload();
  return warned;
}

describe('Announcement uploads', () => {
  it(
    'a 30 MB video resumes after the connection is cut and the page reloaded, sending only the chunks the server lacks, and the published video plays and seeks',
    async () => {
      await page.goto(LIST);
      const cut = gateChunks((index) => index < 2);
      await page.route(CHUNKS, cut.handler);

      await publish('November investor presentation', {
        name: 'Investor-presentation-November-2025-final.mp4',
        mimeType: 'video/mp4',
        buffer: await mp4OfSize(30 * MB),
      });
      await publish('Drilling update', {
        name: 'drilling-update.mp4',
        mimeType: 'video/mp4',
        buffer: await mp4OfSize(12 * MB),
      });
      await box().getByText('Publishing 2 announcements').waitFor();
      // 2 of the 30 MB file's 6 chunks are through: a third.
      await box().getByText(/^33%/).first().waitFor({ timeout: 60_000 });
      // The name is cut at 30 characters.
      await box().getByText('Investor-presentation-November…').first().waitFor();
      await shoot('01-box-several-loading');

      await box().getByRole('button', { name: 'Cancel publishing drilling-update.mp4' }).click();
      const ask = dialog('Cancel publishing announcement?');
      await ask.getByRole('button', { name: 'Resume upload' }).waitFor();
      await shoot('02-cancel-dialog');
      await ask.getByRole('button', { name: 'Cancel', exact: true }).click();
      const cancelled = box().getByText(words.publishingCancelled, { exact: true });
      await cancelled.waitFor();
      await shoot('03-box-cancelled', { axe: false });
      // Gone within the spec's 5 seconds (a second's grace for the page's own timer).
      await cancelled.waitFor({ state: 'detached', timeout: 6_000 });

      // Routes added later answer first: this one lets everything through after the reload.
      const resumed = gateChunks(() => true);
      await page.route(CHUNKS, resumed.handler);
      expect(await reloadThroughWarning()).toBe(true);
      const presentation = card('November investor presentation');
      await presentation.getByText('Video · 0:10').waitFor({ timeout: 120_000 });
      // Chunks 0 and 1 were stored before the cut: only 2 to 5 went again.
      expect(resumed.asked.sort((a, b) => a - b)).toEqual([2, 3, 4, 5]);
      await box().waitFor({ state: 'detached', timeout: 10_000 });
      // The cancelled one was never published.
      await expect.poll(() => card('Drilling update').count()).toBe(0);
      await page.unroute(CHUNKS);

      await presentation.getByRole('link', { name: 'November investor presentation' }).click();
      const video = page.locator('video');
      await video.waitFor();
      await expect
        .poll(() => video.evaluate((element: Playable) => element.readyState), {
          timeout: 30_000,
        })
        .toBeGreaterThanOrEqual(1);
      expect(Math.round(await video.evaluate((element: Playable) => element.duration))).toBe(10);
      const seekedTo = await video.evaluate(
        (element: Playable) =>
          new Promise<number>((resolve) => {
            element.addEventListener('seeked', () => resolve(element.currentTime), { once: true });
            element.currentTime = 6;
          }),
      );
      expect(seekedTo).toBeCloseTo(6, 0);
      await video.evaluate((element: Playable) => {
        element.muted = true;
        return element.play();
      });
      await expect
        .poll(() => video.evaluate((element: Playable) => element.currentTime), {
          timeout: 15_000,
        })
        .toBeGreaterThan(6);
      await shoot('04-video-announcement');
    },
    SCENARIO_MS,
  );

  it(
    'an upload refused on the way says so; Discard asks first, and Retry uploading publishes it',
    async () => {
      await page.goto(LIST);
      // A proxy on the way that refuses large bodies: a refusal a second try would not pass, so
      // the entry fails at once (dropped connections are tried again; the unit tests show that).
      await page.route(CHUNKS, (route) =>
        route.fulfill({
          status: 413,
          contentType: 'application/json',
          body: JSON.stringify({
            code: 'BAD_USER_INPUT',
            message: messages.generic.requestTooLarge,
          }),
        }),
      );
      await publish('Site visit video', {
        name: 'site-visit.mp4',
        mimeType: 'video/mp4',
        buffer: await mp4OfSize(12 * MB),
      });
      await box().getByText(words.announcementFailed, { exact: true }).waitFor({ timeout: 30_000 });
      await shoot('05-box-failed');
      await box().getByRole('button', { name: 'Discard site-visit.mp4' }).click();
      const ask = dialog('Discard announcement?');
      await ask.getByRole('button', { name: 'Retry uploading' }).waitFor();
      await shoot('06-discard-dialog');
      await page.unroute(CHUNKS);
      await ask.getByRole('button', { name: 'Retry uploading' }).click();
      await card('Site visit video').getByText('Video · 0:10').waitFor({ timeout: 60_000 });
    },
    SCENARIO_MS,
  );

  it(
    'a PDF announcement shows its page count and the thumbnail of its first page',
    async () => {
      await page.goto(LIST);
      await publish('Quarterly activities report', {
        name: 'quarterly-activities-report.pdf',
        mimeType: 'application/pdf',
        buffer: await makePdf(4),
      });
      const report = card('Quarterly activities report');
      await report.getByText('PDF · 4 pages').waitFor({ timeout: 60_000 });
      const thumbnail = report.locator('img');
      await expect.poll(() => thumbnail.count(), { timeout: 30_000 }).toBe(1);
      const answer = await page.request.get((await thumbnail.getAttribute('src'))!);
      expect(answer.headers()['content-type']).toBe('image/jpeg');
      await shoot('07-list-with-pdf-and-videos');

      await report.getByRole('link', { name: 'Quarterly activities report' }).click();
      await page.getByText('4 pages').first().waitFor();
      await shoot('08-pdf-announcement');
    },
    SCENARIO_MS,
  );

  it(
    'after a reload in a browser that kept no file, the entry asks for the same file again and refuses another',
    async () => {
      await page.goto(LIST);
      await page.route(CHUNKS, gateChunks((index) => index < 1).handler);
      // A file on disk, so choosing it again gives the same name, size and date, as for a person.
      const video = path.join(mkdtempSync(path.join(tmpdir(), 'quorum-e2e-')), 'agm-address.mp4');
      writeFileSync(video, await mp4OfSize(12 * MB));
      await publish('AGM address', video);
      await box().getByText(/^41%/).first().waitFor({ timeout: 60_000 });
      // As a browser that would not keep the file: its store is gone before the reload.
      await page.evaluate(
        () =>
          new Promise((resolve) => {
            const request = (globalThis as unknown as InPage).indexedDB.deleteDatabase(
              'quorum-announcement-upload-files',
            );
            request.onsuccess = request.onerror = request.onblocked = () => resolve(null);
          }),
      );
      await page.route(CHUNKS, gateChunks(() => true).handler);
      await reloadThroughWarning();
      await box()
        .getByText('Choose agm-address.mp4 again to finish uploading it.', { exact: true })
        .waitFor();
      await shoot('09-box-needs-file');
      const chooser = page.waitForEvent('filechooser');
      await box().getByRole('button', { name: 'Choose file' }).click();
      await (
        await chooser
      ).setFiles({
        name: 'agm-address.mp4',
        mimeType: 'video/mp4',
        buffer: Buffer.from('not the same'),
      });
      await box().getByText('That is not the same file.', { exact: false }).waitFor();
      await shoot('10-box-wrong-file');

      const again = page.waitForEvent('filechooser');
      await box().getByRole('button', { name: 'Choose file' }).click();
      await (await again).setFiles(video);
      await card('AGM address').getByText('Video · 0:10').waitFor({ timeout: 60_000 });
      await page.unroute(CHUNKS);
    },
    SCENARIO_MS,
  );
});
