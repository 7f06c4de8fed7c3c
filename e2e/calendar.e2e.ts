import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { wallTimeIn, zonedTimeToInstant, parseWallTime } from '@quorum/shared';
import { launchChromium } from '../scripts/lib/chromium.mjs';
import { parseIcs } from '../apps/api/src/features/events/testing/parse-ics';
import { expectNoViolations, prepareForAxe } from './support/axe';
import { openTrackedPage, settle } from './support/page-ready';
import { newPerson } from './support/people';
import { registerWithCompany } from './support/registration';

/**
 * Issue 15's calendar acceptance in Chromium against the built product, in a new company of its
 * own, seen from Sydney (the browser's zone): an AGM made at 10:00 Perth time shows in the month
 * view and the header as 10:00 AWST · 13:00 AEDT; its .ics parses with ical.js to the same
 * instant; the feed lists it; a revoked feed's address is refused. Each screen is photographed at
 * 1280 and 390 wide (e2e/artifacts/calendar) and checked by axe.
 */
const SHOTS = path.join(import.meta.dirname, 'artifacts', 'calendar');
const SCENARIO_MS = 240_000;
const TITLE = 'Annual general meeting';

let browser: Browser | undefined;
let page: Page;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchChromium();
  const context = await browser.newContext({
    baseURL: inject('baseUrl'),
    viewport: { width: 1280, height: 900 },
    timezoneId: 'Australia/Sydney',
    acceptDownloads: true,
  });
  await prepareForAxe(context);
  page = await openTrackedPage(context);
  await registerWithCompany(page, newPerson());
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

async function shoot(name: string, { axe = true } = {}) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await settle(page);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
    if (axe) await expectNoViolations(page);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await settle(page);
}

/** Two days from now in Perth: in the future whatever the hour, and in this or next month. */
const day = wallTimeIn(new Date(Date.now() + 2 * 86_400_000), 'Australia/Perth').slice(0, 10);
const start = zonedTimeToInstant(parseWallTime(`${day}T10:00`)!, 'Australia/Perth');
const event = () => page.locator('.fc-event', { hasText: TITLE }).first();

/** Moves the calendar on until the AGM's period is shown (at most one step: it is two days on). */
async function showEvent() {
  await settle(page);
  if ((await event().count()) === 0) await page.getByRole('button', { name: /^Next / }).click();
  await event().waitFor();
}

describe('Calendar', () => {
  it(
    'makes an AGM at 10:00 Perth time, shows it in the month view and the header, downloads its .ics, lists it in the feed and refuses the feed once revoked',
    async () => {
      await page.goto('/dashboard/calendar');
      await page.getByRole('heading', { level: 1, name: 'Calendar' }).waitFor();
      await page.getByText('No events in these dates.').first().waitFor();
      await shoot('01-month-empty');

      await page.getByRole('button', { name: 'New event' }).click();
      const form = page.getByRole('dialog', { name: 'New event' });
      await form.getByLabel('Title').fill(TITLE);
      await form.getByLabel('Starts').fill(`${day}T10:00`);
      await form.getByLabel('Ends').fill(`${day}T12:00`);
      await form.getByRole('combobox', { name: 'Time zone' }).click();
      await page.getByRole('option', { name: 'Perth (WA)' }).click();
      await form.getByLabel('Location').fill('Perth Convention and Exhibition Centre');
      await form.getByText('Times are in this zone: 10:00 AWST · 13:00 AEDT').waitFor();
      await shoot('02-new-event-modal');
      await form.getByRole('button', { name: 'Create event' }).click();
      await form.waitFor({ state: 'hidden' });

      await showEvent();
      await shoot('03-month');

      const header = page.getByRole('button', { name: `Upcoming event: ${TITLE}`, exact: false });
      await header.click();
      const popover = page.getByRole('dialog', { name: 'Upcoming event' });
      await popover.getByText('10:00 AWST · 13:00 AEDT', { exact: false }).waitFor();
      await popover.getByText('Perth Convention and Exhibition Centre').waitFor();
      await popover.getByText('All team').waitFor();
      await popover.getByRole('link', { name: 'Show more' }).waitFor();
      await shoot('04-header-popover');
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Week', exact: true }).click();
      await showEvent();
      await shoot('05-week');
      await page.getByRole('button', { name: 'Agenda', exact: true }).click();
      await showEvent();
      await shoot('06-agenda');

      await event().click();
      const view = page.getByRole('dialog', { name: TITLE });
      await view.getByText('10:00 AWST · 13:00 AEDT', { exact: false }).waitFor();
      await shoot('07-event');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        view.getByRole('button', { name: 'Download .ics' }).click(),
      ]);
      const file = readFileSync((await download.path())!, 'utf8');
      const parsed = parseIcs(file);
      expect(parsed.events).toEqual([
        expect.objectContaining({
          summary: TITLE,
          tzid: 'Australia/Perth',
          wallStart: `${day}T10:00:00`,
          start,
        }),
      ]);
      await view.getByRole('button', { name: 'Close', exact: true }).click();

      await page.getByRole('button', { name: 'Make a feed address' }).click();
      const address = page.getByRole('textbox', { name: 'Feed address' });
      await address.waitFor();
      await shoot('08-feed-panel');
      const feedUrl = await address.inputValue();
      const feed = await page.request.get(feedUrl);
      expect(feed.status()).toBe(200);
      expect(parseIcs(await feed.text()).events.map((e) => [e.uid, e.start])).toEqual([
        [parsed.events[0]!.uid, start],
      ]);

      await page.getByRole('button', { name: 'Revoke' }).click();
      const confirm = page.getByRole('dialog', { name: 'Revoke calendar feed' });
      await confirm.getByRole('button', { name: 'Revoke' }).click();
      await confirm.waitFor({ state: 'hidden' });
      await page.getByText('No feed address yet.').waitFor();
      expect((await page.request.get(feedUrl)).status()).toBe(404);

      // The history of activity: the event made, with its zone among the values it was made with.
      await page.goto('/dashboard/history-of-activity');
      const made = page
        .getByTestId('activity-row')
        .filter({ hasText: `created the event “${TITLE}”` });
      await made.waitFor();
      await made.getByRole('button', { name: /Show changes/ }).click();
      await made.getByRole('cell', { name: 'Australia/Perth' }).waitFor();
    },
    SCENARIO_MS,
  );
});
