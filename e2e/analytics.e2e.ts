import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@quorum/shared';
import { DEMO } from '../scripts/lib/api-sign-in.mjs';
import { launchChromium } from '../scripts/lib/chromium.mjs';
import { startProduct } from '../scripts/lib/product.mjs';
import { ARTIFACTS } from './global-setup';
import { expectNoViolations, prepareForAxe } from './support/axe';
import { signInOnProduct } from './support/product-session';
import { createOwnPostgres, type OwnPostgres } from './support/own-postgres';

/**
 * Issue 16's analytics page, and the dashboard home's figures, in Chromium on the demo company, on
 * a PostgreSQL of the test's own so the test can ask the database itself: the home's counts and
 * the totals for 6 months and for 30 days are what SQL counts, the engagement table's columns are SQL's counts by investor type, and the downloaded
 * CSV has its BOM and the table's rows. Photographed and checked by axe at 1280 and 390 wide
 * (e2e/artifacts/analytics). The viewer is in Sydney, so the periods start at Sydney's midnight.
 */
const SHOTS = path.join(ARTIFACTS, 'analytics');
const PAGE = '/dashboard/dashboard2';
const ZONE = 'Australia/Sydney';
const ENGAGEMENT = 'Questions by investor type';
const home = messages.dashboard;
/** The seed's second demo account, on Essentials (apps/api/src/seed/demo.ts). */
const FREE_DEMO = { email: 'free@quorum.dev', password: DEMO.password };

describe('The analytics page', () => {
  let database: OwnPostgres;
  let product: Awaited<ReturnType<typeof startProduct>>;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let sql: pg.Client;
  let companyId: string;

  const rows = async <T>(statement: string, values: unknown[] = []) =>
    (await sql.query(statement, values)).rows as T[];

  beforeAll(async () => {
    database = await createOwnPostgres();
    product = await startProduct({
      env: { DATABASE_URL: database.url },
      logFile: path.join(ARTIFACTS, 'analytics-server.log'),
    });
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    [{ id: companyId }] = (await rows<{ id: string }>(
      `select id from companies where legal_business_name = 'Demo Resources Ltd'`,
    )) as [{ id: string }];
    // Two guests' questions this week, whatever history the demo has: the 30 days are never empty.
    await sql.query(
      `insert into enquiries (id, company_id, is_guest, guest_first_name, guest_email, channel, question, created_at)
       values (gen_random_uuid(), $1, true, 'Gwen', 'gwen@example.com', 'web_form', 'Is the dividend on track?', now() - interval '2 days'),
              (gen_random_uuid(), $1, true, 'Gil', 'gil@example.com', 'investor_page', 'When is the AGM?', now() - interval '3 days')`,
      [companyId],
    );
    browser = await launchChromium();
    context = await browser.newContext({
      baseURL: product.url,
      acceptDownloads: true,
      timezoneId: ZONE,
      // The charts then draw at once (the page honours reduced motion), so screenshots are whole.
      reducedMotion: 'reduce',
    });
    await prepareForAxe(context);
    page = await context.newPage();
    await signIn(page, DEMO);
  }, 180_000);

  const signIn = (into: Page, account: { email: string; password: string }) =>
    signInOnProduct(into, product.url, account);

  afterAll(async () => {
    await sql?.end();
    await browser?.close();
    await product?.stop();
    await database?.destroy();
  });

  /** The period's first instant, as the spec's ranges read: that many days or months before today's midnight in Sydney. */
  const periodStart = (interval: string) =>
    `(date_trunc('day', now() at time zone '${ZONE}') - interval '${interval}') at time zone '${ZONE}'`;

  async function sqlTotals(interval: string) {
    const [totals] = await rows<Record<string, number>>(
      `select count(*)::int as questions, count(responded_at)::int as answered,
         count(resolved_at)::int as resolved,
         (count(*) filter (where responded_at is null and resolved_at is null))::int as outstanding
       from enquiries
       where company_id = $1 and created_at >= ${periodStart(interval)} and not is_sample_question`,
      [companyId],
    );
    return totals!;
  }

  async function sqlByInvestorType(interval: string) {
    const counted = await rows<{ type: string; n: number }>(
      `select case when e.is_guest or e.investor_id is null then 'guest'
           else coalesce(ic.investor_type, 'interested') end as type, count(*)::int as n
       from enquiries e
       left join investor_companies ic on ic.investor_id = e.investor_id and ic.company_id = e.company_id
       where e.company_id = $1 and e.created_at >= ${periodStart(interval)} and not e.is_sample_question
       group by 1`,
      [companyId],
    );
    const of = (type: string) => counted.find((row) => row.type === type)?.n ?? 0;
    return [of('invested'), of('interested'), of('guest')];
  }

  async function shownTotals() {
    const totals = page.getByRole('region', { name: 'Totals' });
    await totals.waitFor();
    const figure = async (label: string) =>
      Number((await totals.locator(`[data-figure="${label}"]`).innerText()).replaceAll(',', ''));
    return {
      questions: await figure('Questions'),
      answered: await figure('Answered'),
      resolved: await figure('Resolved'),
      outstanding: await figure('Outstanding'),
    };
  }

  /** The engagement chart's table, header and rows, as text. */
  async function engagementTable() {
    const card = page.getByRole('region', { name: ENGAGEMENT });
    const toggle = card.getByRole('button', { name: 'Show as table' });
    if (await toggle.isVisible()) await toggle.click();
    const table = card.getByRole('table');
    await table.waitFor();
    const header = await table.locator('thead th').allInnerTexts();
    const body = [];
    for (const row of await table.locator('tbody tr').all())
      body.push(await row.locator('th, td').allInnerTexts());
    return { header, body };
  }

  async function shoot(name: string, shown = page) {
    mkdirSync(SHOTS, { recursive: true });
    for (const width of [1280, 390]) {
      await shown.setViewportSize({ width, height: 900 });
      await shown.waitForLoadState('networkidle');
      await shown.evaluate('document.fonts.ready');
      // A resize cancels some animations (their promise rejects): settled is enough.
      await shown.evaluate('Promise.allSettled(document.getAnimations().map((a) => a.finished))');
      await shown.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
      await expectNoViolations(shown);
    }
    await shown.setViewportSize({ width: 1280, height: 900 });
  }

  it.each([
    { range: '6Months', interval: '6 months', label: 'Last 6 months' },
    { range: '30Days', interval: '30 days', label: 'Last 30 days' },
  ])(
    'shows for $label the totals and the questions by investor type SQL counts',
    async ({ range, interval, label }) => {
      await page.goto(range === '6Months' ? PAGE : `${PAGE}?range=${range}`);
      // The spec's defaults: the last 6 months, by investor type.
      await expect
        .poll(() => page.getByRole('combobox', { name: 'Period' }).inputValue())
        .toBe(label);
      await page.getByRole('heading', { name: ENGAGEMENT }).waitFor();
      expect(await shownTotals()).toEqual(await sqlTotals(interval));
      const { header, body } = await engagementTable();
      expect(header).toEqual([
        'Period starting',
        'Shareholders',
        'Interested investors',
        'Guests',
        'Total',
      ]);
      const columnTotals = [1, 2, 3].map((c) => body.reduce((sum, r) => sum + Number(r[c]), 0));
      expect(columnTotals).toEqual(await sqlByInvestorType(interval));
      await page
        .getByRole('region', { name: ENGAGEMENT })
        .getByRole('button', { name: 'Show as chart' })
        .click();
      await shoot(`analytics-${range}`);
    },
  );

  it('shows on the home the outstanding, new, assigned, drafted and investor counts SQL counts', async () => {
    // The demo user has opened one outstanding question: it is outstanding, not new.
    await sql.query(
      `insert into enquiry_reads (company_id, user_id, enquiry_id, read_at)
       select $1, u.id, e.id, now() from users u, enquiries e
       where u.email = $2 and e.company_id = $1 and e.board_status = 'outstanding'
       order by e.created_at limit 1
       on conflict do nothing`,
      [companyId, DEMO.email],
    );
    const [found] = await rows<
      Record<'outstanding' | 'new' | 'assigned' | 'drafted' | 'investors' | 'invested', number>
    >(
      `select
         (select count(*)::int from enquiries where company_id = $1 and board_status = 'outstanding') as outstanding,
         (select count(*)::int from enquiries e where e.company_id = $1 and e.board_status = 'outstanding'
            and not exists (select 1 from enquiry_reads rd where rd.enquiry_id = e.id and rd.user_id = u.id
              and rd.read_at >= e.last_investor_message_at)) as new,
         (select count(*)::int from enquiries e join enquiry_assignees a on a.enquiry_id = e.id and a.user_id = u.id
            where e.company_id = $1 and e.board_status = 'outstanding') as assigned,
         (select count(*)::int from enquiries where company_id = $1 and board_status = 'drafted') as drafted,
         (select count(*)::int from investor_companies ic join investors i on i.id = ic.investor_id
            where ic.company_id = $1 and ic.removed_at is null and i.deleted_at is null) as investors,
         (select count(*)::int from investor_companies ic join investors i on i.id = ic.investor_id
            where ic.company_id = $1 and ic.removed_at is null and i.deleted_at is null
              and ic.investor_type = 'invested') as invested
       from users u where u.email = $2`,
      [companyId, DEMO.email],
    );
    const counts = found!;
    await page.goto('/dashboard');
    const figures = page.getByRole('region', { name: 'Figures' });
    const tile = async (label: string) =>
      Number((await figures.locator(`[data-tile="${label}"]`).innerText()).replaceAll(',', ''));
    await figures.locator(`[data-tile="${home.outstandingTile}"]`).waitFor();
    const newCount = figures.locator('[data-new-count]');
    expect({
      outstanding: await tile(home.outstandingTile),
      new:
        (await newCount.count()) === 0 ? 0 : Number(await newCount.getAttribute('data-new-count')),
      assigned: await tile(home.assignedTile),
      drafted: await tile(home.draftsTile),
      investors: await tile(home.investorsTile),
    }).toEqual({
      outstanding: counts.outstanding,
      new: counts.outstanding - 1,
      assigned: counts.assigned,
      drafted: counts.drafted,
      investors: counts.investors,
    });
    expect(counts.new).toBe(counts.outstanding - 1);
    await figures
      .getByText(home.investorSplit(counts.investors - counts.invested, counts.invested))
      .waitFor();
  });

  it('downloads the engagement CSV with its BOM and the numbers of the chart’s table', async () => {
    await page.goto(`${PAGE}?range=30Days`);
    await page.getByRole('heading', { name: ENGAGEMENT }).waitFor();
    const { header, body } = await engagementTable();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const bytes = await readFile(await (await download).path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trim().split('\r\n');
    expect(lines.map((line) => line.split(','))).toEqual([header, ...body]);
    await shoot('analytics-table');
  });

  it('opens on channels on Essentials, with the Premium charts locked behind the way to Premium', async () => {
    const essentials = await context.browser()!.newContext({
      baseURL: product.url,
      timezoneId: ZONE,
      reducedMotion: 'reduce',
    });
    await prepareForAxe(essentials);
    const free = await essentials.newPage();
    try {
      await signIn(free, FREE_DEMO);
      await free.goto(PAGE);
      await free.getByRole('heading', { name: 'Questions by channel' }).waitFor();
      await free.getByText(messages.analytics.sentimentPremium).waitFor();
      expect(await free.getByText(messages.analytics.categoryPremium).count()).toBe(2);
      expect(await free.getByRole('radio', { name: /Investor type/ }).isDisabled()).toBe(true);
      await shoot('analytics-essentials', free);
    } finally {
      await essentials.close();
    }
  });
});
