// Issue 5's first acceptance line: an investor asks through the form embedded in the company's
// website; the question appears on an open board without a reload and the bell counts it; a
// staff member answers it from the registry; the card moves to Resolved; the investor's mailbox
// holds the confirmation and then the answer.
import { randomBytes } from 'node:crypto';
import { WEBFORM_PAGE_PATH, messages } from '@quorum/shared';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { waitForMail } from '../scripts/lib/mailbox.mjs';
import { useBrowser } from './support/browser';
import { signInAsDemo } from './support/demo-session';
import { pageEmbedding, serveSite } from './support/embedding-site';
import {
  BOARD_PATH,
  askThroughForm,
  bellCount,
  boardColumn,
  card,
  embeddedForm,
} from './support/question-board';

/** The investor's two emails, each naming the company. */
const SUBJECT = {
  received: /^We have received your question for Demo Resources/,
  answered: /^Demo Resources.* has answered your question$/,
};
/** Live updates arrive within a second; the wait allows for a busy machine. */
const LIVE_WAIT_MS = 5_000;
/** Two people's visits, three emails and a sign-in: longer than one person's scenario. */
const SCENARIO_TIMEOUT_MS = 120_000;

describe('A question through the web form, answered from the registry', () => {
  const browser = useBrowser();
  let embedCode = '';
  let site: Awaited<ReturnType<typeof serveSite>>;
  let investorContext: BrowserContext | undefined;

  beforeAll(async () => {
    site = await serveSite(() => pageEmbedding(embedCode));
  });
  afterAll(async () => {
    await investorContext?.close();
    await site?.close();
  });

  it(
    'reaches an open board live, is answered from the registry and mailed to the investor',
    {
      timeout: SCENARIO_TIMEOUT_MS,
    },
    async () => {
      const { page: staff } = browser;
      const { origin } = site;
      const tag = randomBytes(3).toString('hex');
      const asker = {
        firstName: 'Grace',
        lastName: `Investor${tag}`,
        email: `investor-${tag}@example.com`,
      };
      // Short enough for the card to show whole (a card shortens a question over 60 characters).
      const question = `When are the Red Hill drill results out? (${tag})`;

      // The company authorises its website on the Web form page and takes the embed code from it.
      await signInAsDemo(staff);
      await staff.goto(WEBFORM_PAGE_PATH);
      await staff.getByLabel('Domain', { exact: true }).fill(origin);
      await staff.getByRole('button', { name: 'Save domain', exact: true }).click();
      await staff.getByText(messages.webform.saved, { exact: true }).waitFor();
      const code = staff.getByLabel('Embed code', { exact: true });
      await code.waitFor();
      embedCode = (await code.textContent()) ?? '';
      expect(embedCode).toContain('/webform/embed.js');

      // The dashboard is open on the board; a marker on the window shows whether it reloads.
      await staff.goto(BOARD_PATH);
      const outstanding = boardColumn(staff, 'Outstanding');
      await outstanding.waitFor();
      await staff.evaluate(() => Object.assign(globalThis, { boardNeverReloaded: true }));
      const bellBefore = await bellCount(staff);

      // The investor, on another device, asks through the form on the company's website.
      investorContext = await staff.context().browser()!.newContext();
      const investor = await investorContext.newPage();
      await investor.goto(origin);
      const form = embeddedForm(investor);
      const askedAt = new Date();
      await askThroughForm(form, asker, question);
      await form.getByText(messages.webform.submitted, { exact: true }).waitFor();

      // The board shows the card in Outstanding and the bell counts it, without a reload.
      await card(outstanding, question).waitFor({ timeout: LIVE_WAIT_MS });
      await expect
        .poll(() => bellCount(staff), { timeout: LIVE_WAIT_MS })
        .toBeGreaterThan(bellBefore);
      expect(await staff.evaluate(() => 'boardNeverReloaded' in globalThis)).toBe(true);
      // The investor's first mail since asking: the confirmation, which repeats the question.
      const confirmation = await waitForMail(inject('baseUrl'), asker.email, { since: askedAt });
      expect(confirmation.subject).toMatch(SUBJECT.received);
      expect(confirmation.text).toContain(question);

      // A staff member opens the card and answers it with a saved registry answer.
      await card(outstanding, question).click();
      const drawer = staff.getByRole('dialog', { name: 'Investor question' });
      await drawer.getByText(question).first().waitFor();
      const registry = drawer.getByRole('region', { name: 'Answer from registry' });
      await registry.getByRole('searchbox', { name: 'Search saved questions' }).fill('dividend');
      const use = registry.getByRole('button', { name: /^Use: / }).first();
      await use.waitFor();
      await use.click();
      const reply = drawer.getByLabel('Your reply', { exact: true });
      const answer = await reply.inputValue();
      expect(answer.length).toBeGreaterThan(20);

      const answeredAt = new Date();
      await drawer.getByRole('button', { name: 'Send reply', exact: true }).click();
      // A guest's reply goes by email, so the dashboard asks first.
      const confirm = staff.getByRole('dialog', { name: 'Send the reply?' });
      await confirm.getByRole('button', { name: 'Send', exact: true }).click();
      await drawer
        .getByRole('listitem')
        .filter({ hasText: answer.slice(0, 40) })
        .first()
        .waitFor();

      // The card is now in Resolved, and the investor has the answer.
      await staff.getByRole('button', { name: 'Close the question' }).click();
      await card(boardColumn(staff, 'Resolved'), question).waitFor({ timeout: LIVE_WAIT_MS });
      await expect(card(outstanding, question).count()).resolves.toBe(0);
      const mail = await waitForMail(inject('baseUrl'), asker.email, { since: answeredAt });
      expect(mail.subject).toMatch(SUBJECT.answered);
      expect(mail.text).toContain(answer.slice(0, 60));
      expect(mail.text).toContain(question);
    },
  );
});
