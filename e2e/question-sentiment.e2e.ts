// Issue 16's acceptance line "a question that arrives through the web form … its sentiment is on
// the card": a clearly negative question posted to the demo company's web form appears on its
// board (Premium: the plan includes the sentiment score) with "Negative" on its card, in words,
// not colour alone; the board stays axe-clean with the sentiment shown.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO, signInByApi } from '../scripts/lib/api-sign-in.mjs';
import { prepareForAxe, expectNoViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { signInAsDemo } from './support/demo-session';
import { blankPage, serveSite } from './support/embedding-site';
import { BOARD_PATH, boardColumn, card } from './support/question-board';
import { authoriseWebsite, postFromScript } from './support/webform-api';
import type { WebformConfig } from './support/webform-api';

const SHOTS = path.join(import.meta.dirname, 'artifacts', 'question-sentiment');

describe('A question through the web form, with its sentiment on the card', () => {
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

  it('shows "Negative" on the card of a complaint about another dilutive raise', async () => {
    const { page } = browser;
    await prepareForAxe(page.context());
    const tag = randomBytes(3).toString('hex');
    // Short enough for the card to show whole (a card shortens a question over 60 characters).
    const question = `Another dilutive raise. Disgraceful! (${tag})`;
    const posted = await postFromScript(inject('baseUrl'), site.origin, config.clientSecret, {
      companyId: config.companyId,
      firstName: 'Grace',
      lastName: `Investor${tag}`,
      email: `investor-${tag}@example.com`,
      question,
    });
    expect(posted.status).toBe(201);

    await signInAsDemo(page);
    await page.goto(BOARD_PATH);
    const postedCard = card(boardColumn(page, 'Outstanding'), question);
    await postedCard.waitFor();
    // The word is on the card; a screen reader hears "Sentiment: Negative".
    const sentiment = postedCard.locator('[data-sentiment]');
    expect(await sentiment.isVisible()).toBe(true);
    expect(await sentiment.textContent()).toBe('Sentiment: Negative');
    await expectNoViolations(page);

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await postedCard.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SHOTS, `board-${width}.png`) });
    }
    // The drawer's header says it too.
    await page.setViewportSize({ width: 1280, height: 900 });
    await postedCard.click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText(question).first().waitFor();
    expect(await drawer.locator('[data-sentiment]').textContent()).toBe('Sentiment: Negative');
    await expectNoViolations(page);
    await page.screenshot({ path: path.join(SHOTS, 'drawer-1280.png') });
  });
});
