import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page, Worker } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { graphql, signInByApi } from '../scripts/lib/api-sign-in.mjs';
import { codeFrom, waitForMail } from '../scripts/lib/mailbox.mjs';
import {
  DISCONNECT,
  MAIL_PAGES,
  buildExtensionFor,
  connectMailbox,
  launchWithExtension,
  openPanel,
  serveMailFixtures,
  type MailPage,
} from './support/extension';
import { messages } from '@quorum/shared';
import { axeViolations, prepareForAxe } from './support/axe';
import { useBrowser } from './support/browser';
import { signInAsDemo } from './support/demo-session';
import { DEMO } from './support/people';
import { BOARD_PATH, boardColumn, columnCount } from './support/question-board';

/** The fixtures' mailbox: the demo company connects it on its Email extension page. */
const MAILBOX = 'dana.ortiz@northwind-mining.example';

/**
 * The registry answers a person would pick for each fixture's email: three the test adds (the
 * demo registry has none on those subjects) and one of the demo registry's own.
 */
const ADDED_ANSWERS = [
  {
    question: 'Can I join the dividend reinvestment plan, and what is the last date to elect?',
    response:
      'Yes. Elections for a dividend close at 5 pm on the business day after its record date; make yours with our share registry online.',
  },
  {
    question:
      'How do I appoint a proxy to vote at the annual general meeting, and by when must the proxy form reach the share registry?',
    response:
      'Appoint your proxy online with our share registry, or return the proxy form so it arrives at least 48 hours before the meeting.',
  },
  {
    question:
      'Will existing holders be offered a share purchase plan or entitlement offer in a capital raising?',
    response:
      'Where the board raises capital it considers a share purchase plan or entitlement offer so existing holders can take part; any offer is announced to the ASX first.',
  },
];

const BEST_ANSWER: Record<MailPage, string> = {
  'gmail conversation': ADDED_ANSWERS[0]!.question,
  'gmail reading pane': 'Has the company given production or cost guidance?',
  'outlook full page': ADDED_ANSWERS[1]!.question,
  'outlook reading pane': ADDED_ANSWERS[2]!.question,
};

const ADD_ANSWER = `mutation($i: AddQuestionRegistryInput!) { addQuestionRegistry(addQuestionRegistryInput: $i) { questionRegistry { _id } } }`;

const SHOTS = path.join(import.meta.dirname, 'artifacts', 'email-extension');
const REMOVE_ANSWERS = `mutation($i: UpdateQuestionRegistriesInput!) { updateQuestionRegistries(updateQuestionRegistriesInput: $i) { message } }`;
/** The answers this file added, removed after it so other scenarios meet the demo registry as seeded. */
const addedIds: string[] = [];

/**
 * What the panel and the mail page look like at each step, for people to look at; the panel (with
 * the Quorum page it frames) is checked against WCAG 2.1 A and AA at each step too.
 */
async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  if (name.startsWith('panel')) expect(await axeViolations(page), name).toEqual([]);
}

/** The IR team's dashboard, in a browser of its own, open on the board while the panel is used. */
const staffBrowser = useBrowser();

let baseUrl: string;
let context: BrowserContext;
let worker: Worker;
let extensionId: string;
let webToken: string;

/** Signs in inside the panel's frame: credentials, the emailed code, then consent. */
async function signInThroughPanel(panel: Page) {
  const frame = panel.frameLocator('iframe');
  await frame.getByLabel('Email', { exact: true }).waitFor();
  await shoot(panel, 'panel-1-credentials');
  await frame.getByLabel('Email', { exact: true }).fill(DEMO.email);
  await frame.getByLabel('Password', { exact: true }).fill(DEMO.password);
  const since = new Date();
  await frame.getByRole('button', { name: 'Sign in', exact: true }).click();
  const mail = await waitForMail(baseUrl, DEMO.email, { since });
  const code = codeFrom(mail);
  await frame.getByRole('heading', { name: 'Enter your code' }).waitFor();
  await shoot(panel, 'panel-2-code');
  for (const [index, digit] of [...code].entries())
    await frame.getByLabel(`Digit ${index + 1} of 4`, { exact: true }).fill(digit);
  await frame.getByRole('button', { name: 'Continue', exact: true }).click();
  await frame.getByRole('button', { name: 'Consent' }).waitFor();
  await shoot(panel, 'panel-3-consent');
  await frame.getByRole('button', { name: 'Consent' }).click();
}

async function openMail(mailTab: Page, which: MailPage) {
  await mailTab.goto(MAIL_PAGES[which].url);
  await mailTab.bringToFront();
}

beforeAll(async () => {
  baseUrl = inject('baseUrl');
  const extensionDir = buildExtensionFor(baseUrl);
  ({ context, worker, extensionId } = await launchWithExtension(extensionDir));
  await serveMailFixtures(context);
  await prepareForAxe(context);
  webToken = await signInByApi(baseUrl);
  await connectMailbox(baseUrl, webToken, MAILBOX);
  for (const answer of ADDED_ANSWERS) {
    const added = (await graphql(baseUrl, ADD_ANSWER, { i: answer }, webToken)) as {
      addQuestionRegistry: { questionRegistry: { _id: string } };
    };
    addedIds.push(added.addQuestionRegistry.questionRegistry._id);
  }
});

afterAll(async () => {
  await context?.close();
  // The scenario disconnects the mailbox itself; a scenario that failed before then must not leave
  // it connected for the files after this one (the Email extension page expects none).
  await graphql(baseUrl, DISCONNECT, { e: MAILBOX }, webToken).catch(() => undefined);
  if (addedIds.length > 0)
    await graphql(
      baseUrl,
      REMOVE_ANSWERS,
      { i: { status: 'deleted', questionRegistryIds: addedIds } },
      webToken,
    );
});

describe('the email extension in Chromium', () => {
  it(
    'signs in through its panel, answers each client’s email with the best registry answer, inserts it, adds the email to the board, and signs out when the mailbox is disconnected',
    { timeout: 120_000 },
    async () => {
      const mailTab = context.pages()[0] ?? (await context.newPage());
      await openMail(mailTab, 'gmail conversation');
      const panel = await openPanel(context, worker, extensionId);

      await signInThroughPanel(panel);
      await expect
        .poll(() => panel.getByRole('heading', { name: 'Answers from your registry' }).count(), {
          timeout: 20_000,
        })
        .toBe(1);

      for (const which of Object.keys(MAIL_PAGES) as MailPage[]) {
        await openMail(mailTab, which);
        const first = panel.getByRole('listitem').first();
        await expect
          .poll(() => first.textContent(), { timeout: 15_000, message: which })
          .toContain(BEST_ANSWER[which]);
        await first.getByRole('button', { name: 'Insert' }).click();
        const box = mailTab.locator('[data-records-input]');
        await expect
          .poll(() => box.getAttribute('data-saw-input'), { message: which })
          .toBe('true');
        expect((await box.innerText()).length, which).toBeGreaterThan(20);
        await shoot(panel, `panel-answers-${which.replaceAll(' ', '-')}`);
        await shoot(mailTab, `mail-inserted-${which.replaceAll(' ', '-')}`);
      }

      // The dashboard is open on the board; a marker on its window shows whether it reloads.
      const staff = staffBrowser.page;
      await signInAsDemo(staff);
      await staff.goto(BOARD_PATH);
      const outstanding = boardColumn(staff, 'Outstanding');
      await outstanding.waitFor();
      await staff.evaluate(() => Object.assign(globalThis, { boardNeverReloaded: true }));
      const before = await columnCount(outstanding);

      await panel.getByRole('button', { name: 'Add as question' }).click();
      await panel.getByText('The email is on the board as a question.').waitFor();
      await expect.poll(() => columnCount(outstanding), { timeout: 15_000 }).toBe(before + 1);
      expect(await staff.evaluate(() => 'boardNeverReloaded' in globalThis)).toBe(true);
      await staff.screenshot({ path: path.join(SHOTS, 'board-after-add-as-question.png') });

      // Opened again, the same email says where it stands instead of offering to add it twice.
      // The panel shows another email in between, so it reads this one afresh.
      await openMail(mailTab, 'gmail conversation');
      await expect
        .poll(() => panel.getByRole('listitem').first().textContent(), { timeout: 15_000 })
        .toContain(BEST_ANSWER['gmail conversation']);
      await openMail(mailTab, 'outlook reading pane');
      await panel.getByText('This email is on the board, in Outstanding.').waitFor();
      expect(await panel.getByRole('button', { name: 'Add as question' }).isDisabled()).toBe(true);
      await shoot(panel, 'panel-email-already-on-board');

      await graphql(baseUrl, DISCONNECT, { e: MAILBOX }, webToken);
      await openMail(mailTab, 'gmail conversation');
      // The panel's next call is refused, its refresh too: it shows sign-in again. The framed page
      // still holds the web session, so it goes straight to the company, now not set up.
      await panel.getByRole('heading', { name: 'Sign in to Quorum' }).waitFor({ timeout: 20_000 });
      await panel
        .frameLocator('iframe')
        .getByText(messages.extension.notSetUpShort)
        .waitFor({ timeout: 20_000 });
      await shoot(panel, 'panel-signed-out-after-disconnect');
    },
  );
});
