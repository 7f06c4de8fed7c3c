// Issue 17's suggested answer in Chromium on the demo company: a question arrives through the web
// form in an investor's own words ("what's left in the kitty"), and the drawer's "Answer from
// registry" shows the registry answer about the cash position first, with its match, before anyone
// searches; "Use" puts that answer in the reply. Checked by axe, photographed at 1280 and 390 wide
// (e2e/artifacts/suggested-answer).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO, signInByApi } from '../scripts/lib/api-sign-in.mjs';
import { ARTIFACTS } from './global-setup';
import { expectNoViolations, prepareForAxe } from './support/axe';
import { useBrowser } from './support/browser';
import { signInAsDemo } from './support/demo-session';
import { blankPage, serveSite } from './support/embedding-site';
import { BOARD_PATH, boardColumn, card } from './support/question-board';
import { authoriseWebsite, postFromScript } from './support/webform-api';
import type { WebformConfig } from './support/webform-api';

const SHOTS = path.join(ARTIFACTS, 'suggested-answer');
/** The demo registry's answer about how long the cash lasts (apps/api/src/seed/demo-registry.ts). */
const CASH_QUESTION = 'How long will the current cash last?';
const CASH_ANSWER_START = 'Our cash position at the end of each quarter';

describe('The suggested answer to a question', () => {
  const browser = useBrowser();
  let site: Awaited<ReturnType<typeof serveSite>>;
  let config: WebformConfig;

  beforeAll(async () => {
    site = await serveSite(() => blankPage);
    const token = await signInByApi(inject('baseUrl'), DEMO);
    config = await authoriseWebsite(inject('baseUrl'), token, site.origin);
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await site?.close();
  });

  it('shows the right registry answer first in the drawer, and Use puts it in the reply', async () => {
    const { page } = browser;
    await prepareForAxe(page.context());
    const tag = randomBytes(3).toString('hex');
    const question = `What's left in the kitty? How many quarters before you raise again? (${tag})`;
    const posted = await postFromScript(inject('baseUrl'), site.origin, config.clientSecret, {
      companyId: config.companyId,
      firstName: 'Grace',
      lastName: `Investor${tag}`,
      email: `investor-${tag}@example.com`,
      question,
    });
    expect(posted.status).toBe(201);

    await signInAsDemo(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(BOARD_PATH);
    await card(boardColumn(page, 'Outstanding'), tag).click();
    const drawer = page.getByRole('dialog', { name: 'Investor question' });
    await drawer.getByText(question).first().waitFor();

    const registry = drawer.getByRole('region', { name: 'Answer from registry' });
    const suggested = registry.getByRole('list', { name: 'Suggested answers' });
    const best = suggested.getByRole('listitem').first();
    await best.waitFor();
    expect(await best.innerText()).toMatch(new RegExp(`^\\d{1,3}% match\\s+${CASH_QUESTION}`, 'i'));
    expect(await suggested.getByRole('listitem').count()).toBeLessThanOrEqual(3);

    await expectNoViolations(page);
    await page.screenshot({ path: path.join(SHOTS, 'drawer-1280.png') });

    await best.getByRole('button', { name: `Use: ${CASH_QUESTION}` }).click();
    const reply = drawer.getByLabel('Your reply', { exact: true });
    expect(await reply.inputValue()).toMatch(new RegExp(`^${CASH_ANSWER_START}`));

    // On a phone the registry folds above the composer; unfolded, the suggestion leads it.
    await reply.fill('');
    await page.setViewportSize({ width: 390, height: 844 });
    await drawer.getByRole('button', { name: 'Answer from registry' }).click();
    const phoneBest = drawer
      .getByRole('list', { name: 'Suggested answers' })
      .getByRole('listitem')
      .first();
    await phoneBest.waitFor();
    expect(await phoneBest.innerText()).toContain(CASH_QUESTION);
    await phoneBest.scrollIntoViewIfNeeded();
    await expectNoViolations(page);
    await page.screenshot({ path: path.join(SHOTS, 'drawer-390.png') });
  });
});
