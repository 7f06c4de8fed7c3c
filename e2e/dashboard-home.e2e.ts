// Issue 16's dashboard home in Chromium on the demo company: the whole page is one GraphQL request;
// its Outstanding figure is the board's own column count and its "Waiting longest" list starts with
// the board's oldest outstanding question; a question posted to the web form raises the figure
// and the new count in place, without a reload; the onboarding checklist's open steps are done
// (inviting investors ticked off, the logo uploaded where the step links) and the checklist goes.
// Checked by axe, photographed at 1280 and 390 wide (e2e/artifacts/dashboard-home).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '@quorum/shared';
import { DEMO, graphql, signInByApi } from '../scripts/lib/api-sign-in.mjs';
import { ARTIFACTS } from './global-setup';
import { expectNoViolations, prepareForAxe } from './support/axe';
import { useBrowser } from './support/browser';
import { drawLogo } from './support/logo';
import { signInAsDemo } from './support/demo-session';
import { blankPage, serveSite } from './support/embedding-site';
import { authoriseWebsite, outstandingTotal, postFromScript } from './support/webform-api';
import type { WebformConfig } from './support/webform-api';

const text = messages.dashboard;
const SHOTS = path.join(ARTIFACTS, 'dashboard-home');

/** The board's oldest outstanding question, read newest first: the last card of the column. */
async function oldestOutstanding(baseUrl: string, token: string, total: number) {
  const data = (await graphql(
    baseUrl,
    `{ getKanbanBoardQuestionV2(boardStatus: outstanding, page: ${total}, limit: 1) { items { _id } } }`,
    undefined,
    token,
  )) as { getKanbanBoardQuestionV2: { items: { _id: string }[] } };
  return data.getKanbanBoardQuestionV2.items[0]!._id;
}

describe('The dashboard home', () => {
  const browser = useBrowser();
  let site: Awaited<ReturnType<typeof serveSite>>;
  let config: WebformConfig;
  let token: string;

  beforeAll(async () => {
    site = await serveSite(() => blankPage);
    token = await signInByApi(inject('baseUrl'), DEMO);
    config = await authoriseWebsite(inject('baseUrl'), token, site.origin);
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await site?.close();
  });

  it('shows what needs attention from one request, and follows the board live', async () => {
    const { page } = browser;
    await prepareForAxe(page.context());
    const homeRequests: string[] = [];
    page.on('request', (request) => {
      const body = request.postData() ?? '';
      if (request.url().endsWith('/graphql') && body.includes('newAndTotalOutstandingQuestions'))
        homeRequests.push(body);
    });

    await signInAsDemo(page);
    const figures = page.getByRole('region', { name: 'Figures' });
    const outstanding = figures.locator(`[data-tile="${text.outstandingTile}"]`);
    await outstanding.waitFor();
    await page.waitForLoadState('networkidle');
    expect(homeRequests).toHaveLength(1);

    const total = await outstandingTotal(inject('baseUrl'), token);
    expect(total).toBeGreaterThan(0);
    expect(Number((await outstanding.innerText()).replaceAll(',', ''))).toBe(total);

    const attention = page.getByRole('region', { name: text.attentionTitle });
    const firstRow = attention.locator('[data-question]').first();
    expect(await firstRow.getAttribute('data-question')).toBe(
      await oldestOutstanding(inject('baseUrl'), token, total),
    );
    expect(await firstRow.innerText()).toMatch(/Waiting \d+ (days|weeks|months)/);
    // The demo is on Premium: its seeded questions are scored, and the rows say how they feel.
    expect(await attention.locator('[data-sentiment]').count()).toBeGreaterThan(0);

    await expectNoViolations(page);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: path.join(SHOTS, `home-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    // A question through the web form: the figure and the new count rise where they are.
    const newBadge = figures.locator('[data-new-count]');
    const newBefore = Number((await newBadge.getAttribute('data-new-count')) ?? 0);
    const tag = randomBytes(3).toString('hex');
    const posted = await postFromScript(inject('baseUrl'), site.origin, config.clientSecret, {
      companyId: config.companyId,
      firstName: 'Grace',
      lastName: `Investor${tag}`,
      email: `investor-${tag}@example.com`,
      question: `Another dilutive raise, and no word on guidance. Very disappointing. (${tag})`,
    });
    expect(posted.status).toBe(201);
    await page
      .locator(`[data-tile="${text.outstandingTile}"]`, { hasText: String(total + 1) })
      .waitFor();
    expect(await newBadge.getAttribute('data-new-count')).toBe(String(newBefore + 1));
    expect(homeRequests.length).toBeGreaterThan(1);
  });

  it('ticks off inviting investors and puts the checklist away once every step is done', async () => {
    const { page } = browser;
    await prepareForAxe(page.context());
    await signInAsDemo(page);
    const checklist = page.getByRole('region', { name: text.checklistTitle });
    await checklist.waitFor();
    const invite = checklist.getByRole('button', { name: text.checklistSteps.inviteInvestors });
    await invite.click();
    const dialog = page.getByRole('dialog', { name: text.inviteTitle });
    await dialog.waitFor();
    await expectNoViolations(page);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: path.join(SHOTS, `invite-${width}.png`) });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await dialog.getByRole('button', { name: text.inviteDone }).click();
    await page.getByText(text.inviteSaved).waitFor();
    await checklist.locator('[data-step="inviteInvestors"][data-done="true"]').waitFor();

    // The demo has its bio, executives and FAQ; its logo is the last step, done where it links.
    await checklist.getByRole('link', { name: text.checklistSteps.addCompanyLogo }).click();
    await page.getByRole('heading', { name: 'Company details', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Upload company logo' }).click();
    const upload = page.getByRole('dialog', { name: 'Upload company logo' });
    await upload.locator('input[type="file"]').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: await drawLogo(page, 'DR'),
    });
    await upload.getByRole('img', { name: 'Preview of the new logo' }).waitFor();
    await upload.getByRole('button', { name: 'Save' }).click();
    await page.getByText(messages.company.logoUpdated).waitFor();
    await page.goto('/dashboard');
    await page.getByRole('region', { name: 'Figures' }).waitFor();
    expect(await checklist.count()).toBe(0);
    const data = (await graphql(
      inject('baseUrl'),
      '{ getOnboardingChecklistData { inviteInvestors showOnboardingChecklist completionTime } }',
      undefined,
      token,
    )) as {
      getOnboardingChecklistData: {
        inviteInvestors: boolean;
        showOnboardingChecklist: boolean;
        completionTime: string | null;
      };
    };
    expect(data.getOnboardingChecklistData).toMatchObject({
      inviteInvestors: true,
      showOnboardingChecklist: false,
    });
    expect(data.getOnboardingChecklistData.completionTime).not.toBeNull();
  });
});
