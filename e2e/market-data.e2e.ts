// Issue 19's market data in Chromium on the replay provider, the demo company (DMO): the
// dashboard's share price moves live; an alert set just above the price fires once when the price
// crosses it, with a bell notification and an email; an imported price-sensitive ASX announcement
// shows as a draft and, once published, a question that follows is linked to it on the board.
// The product runs with its replay clock in an ASX session a price-sensitive announcement of the
// demo company was released shortly before, found here with the same replay the server runs.
// Checked by axe, photographed at 1280 and 390 wide (e2e/artifacts/market-data).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@quorum/shared';
import { DEMO, graphql, signInByApi } from '../scripts/lib/api-sign-in.mjs';
import { launchChromium } from '../scripts/lib/chromium.mjs';
import { waitForMail } from '../scripts/lib/mailbox.mjs';
import { startProduct } from '../scripts/lib/product.mjs';
import { isMarketOpen } from '../apps/api/src/features/market-data/providers/asx-calendar';
import { referencePriceOf } from '../apps/api/src/features/market-data/providers/asx-listings';
import { createReplayProvider } from '../apps/api/src/features/market-data/providers/replay';
import { ARTIFACTS } from './global-setup';
import { expectNoViolations, prepareForAxe } from './support/axe';
import { blankPage, serveSite } from './support/embedding-site';
import { signInOnProduct } from './support/product-session';
import { authoriseWebsite, postFromScript } from './support/webform-api';
import { BOARD_PATH, bell, bellCount, card } from './support/question-board';

const SHOTS = path.join(ARTIFACTS, 'market-data');
const SYMBOL = 'DMO.AX';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const text = messages.marketData;

/** The server's replay, here: the same seed and instant give the same prices and releases. */
let marketNow = () => new Date();
const replay = createReplayProvider({
  now: () => marketNow(),
  listings: async () => ({ name: 'Demo Resources Ltd', referencePrice: referencePriceOf(SYMBOL) }),
});

/**
 * 11:00 in Sydney on the first trading day from 24 November 2026 after which a price-sensitive
 * release of the demo company came out in the 46 hours before (and not in the last five minutes).
 */
async function sessionAfterSensitiveRelease() {
  for (let day = 0; day < 200; day++) {
    const at = new Date(Date.UTC(2026, 10, 24 + day, 0));
    if (!isMarketOpen(at)) continue;
    marketNow = () => at;
    const released = await replay.announcements(SYMBOL, new Date(at.getTime() - 46 * HOUR));
    const sensitive = released.find(
      (release) =>
        release.priceSensitive && release.releasedAt.getTime() < at.getTime() - 5 * MINUTE,
    );
    if (sensitive) return { at, sensitive };
  }
  throw new Error('The replay released nothing price sensitive for DMO in 200 days.');
}

/** A target the price will cross within the minute after `from`, but not in its first seconds. */
async function crossingTarget(from: Date) {
  const prices: number[] = [];
  for (let second = 0; second <= 90; second++) {
    marketNow = () => new Date(from.getTime() + second * 1000);
    prices.push((await replay.quote(SYMBOL)).price);
  }
  const early = prices.slice(0, 15);
  const later = prices.slice(20);
  if (Math.max(...later) > Math.max(...early))
    return { condition: 'ABOVE', target: (Math.max(...early) + Math.max(...later)) / 2 };
  if (Math.min(...later) < Math.min(...early))
    return { condition: 'BELOW', target: (Math.min(...early) + Math.min(...later)) / 2 };
  return undefined;
}

const firstPrice = (textContent: string) => /\$\d+\.\d{2,3}/.exec(textContent)?.[0];

describe('Market data', () => {
  let product: Awaited<ReturnType<typeof startProduct>>;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let token: string;
  let sensitive: Awaited<ReturnType<typeof sessionAfterSensitiveRelease>>['sensitive'];
  let site: Awaited<ReturnType<typeof serveSite>>;

  beforeAll(async () => {
    const found = await sessionAfterSensitiveRelease();
    sensitive = found.sensitive;
    product = await startProduct({
      env: { MARKET_REPLAY_START: found.at.toISOString() },
      logFile: path.join(ARTIFACTS, 'market-data-server.log'),
    });
    token = await signInByApi(product.url, DEMO);
    site = await serveSite(() => blankPage);
    browser = await launchChromium();
    context = await browser.newContext({ baseURL: product.url, timezoneId: 'Australia/Sydney' });
    await prepareForAxe(context);
    page = await context.newPage();
    await signInOnProduct(page, product.url, DEMO);
    mkdirSync(SHOTS, { recursive: true });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await product?.stop();
  });

  const api = <T>(query: string, variables?: Record<string, unknown>) =>
    graphql(product.url, query, variables, token) as Promise<T>;

  /** The alert's email: the crossing may come up to a minute and a half after the alert is set. */
  async function alertEmail(since: Date) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await waitForMail(product.url, DEMO.email, { since, subject: 'DMO alert' });
      } catch (error) {
        if (attempt === 6) throw error;
      }
    }
  }

  async function shoot(name: string) {
    for (const [width, height] of [
      [1280, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  it("moves the dashboard's share price live, without a reload, and marks it simulated", async () => {
    await page.goto('/dashboard');
    const card = page.getByRole('region', { name: 'Share price' });
    await expect
      .poll(async () => firstPrice(await card.innerText()), { timeout: 20_000 })
      .toBeTruthy();
    await card.getByText(text.simulated).waitFor();
    const before = firstPrice(await card.innerText());
    await page.evaluate(() => ((globalThis as unknown as { stayed: boolean }).stayed = true));
    await expect
      .poll(async () => firstPrice(await card.innerText()), { timeout: 30_000, interval: 250 })
      .not.toBe(before);
    expect(await page.evaluate(() => (globalThis as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
    await expectNoViolations(page);
    await shoot('dashboard-share-price');
  });

  it('fires an alert once when the price crosses it, with a bell notification and an email', async () => {
    const { getStockPrice } = await api<{ getStockPrice: { asOf: string } }>(
      '{ getStockPrice { asOf } }',
    );
    const crossing = await crossingTarget(new Date(getStockPrice.asOf));
    expect(crossing).toBeDefined();
    const since = new Date();
    const { createStockAlert } = await api<{ createStockAlert: { armed: boolean } }>(
      `mutation($i: StockAlertInput!) { createStockAlert(input: $i) { armed } }`,
      {
        i: {
          symbol: 'DMO',
          alertType: 'PRICE',
          condition: crossing!.condition,
          targetPrice: crossing!.target,
        },
      },
    );
    expect(createStockAlert.armed).toBe(true);

    await page.goto('/dashboard/market');
    const email = await alertEmail(since);
    expect(email.text).toMatch(/DMO (rose|fell) to \$/);
    await expect.poll(() => bellCount(page), { timeout: 20_000 }).toBeGreaterThan(0);
    await bell(page).click();
    await page
      .getByText(/DMO (rose|fell) to \$/)
      .first()
      .waitFor();
    await expectNoViolations(page);
    await shoot('market-alert-fired');
    await page.keyboard.press('Escape');

    // The price stays past the target for a while: still one notification, not one a tick.
    await page.waitForTimeout(5_000);
    const { getNotifications } = await api<{
      getNotifications: { items: { notificationType: string; createdAt: string }[] };
    }>('{ getNotifications(page: 1, limit: 50) { items { notificationType createdAt } } }');
    const fired = getNotifications.items.filter(
      (item) => item.notificationType === 'stock_alert' && new Date(item.createdAt) >= since,
    );
    expect(fired).toHaveLength(1);
  }, 180_000);

  it('brings a price-sensitive ASX announcement in as a draft, and links the questions after its publishing', async () => {
    await page.goto('/dashboard/market');
    await page.getByRole('button', { name: 'Refresh' }).click();
    // The import job may have brought it in already; either way Refresh says what it did.
    await page.getByText(/^Prices refreshed\./).waitFor({ timeout: 30_000 });
    await page.goto('/dashboard/announcements');
    await page.getByText(sensitive.title).first().waitFor();
    await expectNoViolations(page);
    await shoot('announcements-imported-draft');

    const { getCompanyAnnouncements } = await api<{
      getCompanyAnnouncements: { items: { _id: string; title: string; fromAsx: boolean }[] };
    }>(
      '{ getCompanyAnnouncements(page: 1, limit: 50, status: draft) { items { _id title fromAsx } } }',
    );
    const draft = getCompanyAnnouncements.items.find(
      (a) => a.fromAsx && a.title === sensitive.title,
    );
    expect(draft).toBeDefined();
    await api(
      `mutation($i: AnnouncementInput!) { updateAnnouncement(announcementInput: $i) { _id } }`,
      {
        i: { announcementId: draft!._id, status: 'published' },
      },
    );

    const config = await authoriseWebsite(product.url, token, site.origin);
    // Short: a card shows a long question's beginning only.
    const question = `Guidance ${Date.now() % 100_000}?`;
    const posted = await postFromScript(product.url, site.origin, config.clientSecret, {
      companyId: config.companyId,
      firstName: 'Petra',
      lastName: 'Price',
      email: 'petra@example.com',
      question,
    });
    expect(posted.status).toBe(201);

    await page.goto(BOARD_PATH);
    const linked = card(page, question);
    await linked.waitFor({ timeout: 20_000 }).catch(async (error: unknown) => {
      await page.screenshot({ path: path.join(SHOTS, 'board-failed.png'), fullPage: true });
      throw error;
    });
    await linked.getByRole('img', { name: /^Price-sensitive announcement: / }).waitFor();
    await expectNoViolations(page);
    await shoot('board-linked-question');
  }, 120_000);
});
