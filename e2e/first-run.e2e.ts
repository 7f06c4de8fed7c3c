import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { messages } from '@quorum/shared';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { graphql, signInByApi } from '../scripts/lib/api-sign-in.mjs';
import { launchChromium } from '../scripts/lib/chromium.mjs';
import { ARTIFACTS } from './global-setup';
import { expectNoViolations, prepareForAxe } from './support/axe';
import { submitCode } from './support/code-entry';
import { expectMail, SUBJECTS } from './support/mailbox';
import { openTrackedPage, settle } from './support/page-ready';
import { DEMO, newPerson } from './support/people';
import { registerAccount, registerCompany } from './support/registration';
import { expectDashboard, logOut } from './support/shell';

/**
 * Issue 16's first run in Chromium: a new company's first_time_login and greeting, the integration
 * promo on a later sign-in (paid: the web form page; the free plan's creator: update-plan), and the
 * registry's monthly prompts on the demo company. Each modal and the prompts view are checked by
 * axe and photographed at 1280 and 390 wide (e2e/artifacts/first-run).
 */
const SHOTS = path.join(ARTIFACTS, 'first-run');
const FREE_DEMO = { email: 'free@quorum.dev', password: DEMO.password };
const text = messages.firstRun;

let browser: Browser;
const contexts: BrowserContext[] = [];

async function newDevice(): Promise<Page> {
  const context = await browser.newContext({
    baseURL: inject('baseUrl'),
    viewport: { width: 1280, height: 900 },
    reducedMotion: 'reduce',
  });
  contexts.push(context);
  await prepareForAxe(context);
  return openTrackedPage(context);
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/');
  await page.getByRole('heading', { name: 'Sign in to Quorum' }).waitFor();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  const mail = expectMail(email, SUBJECTS.signInCode);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await submitCode(page, await mail.code());
  await expectDashboard(page);
}

/** Axe, then the page at 1280 and at 390 wide, then back to 1280. */
async function checkAndPhotograph(page: Page, name: string) {
  await settle(page);
  await expectNoViolations(page);
  await page.screenshot({ path: path.join(SHOTS, `${name}-1280.png`) });
  await page.setViewportSize({ width: 390, height: 844 });
  await settle(page);
  await expectNoViolations(page);
  await page.screenshot({ path: path.join(SHOTS, `${name}-390.png`) });
  await page.setViewportSize({ width: 1280, height: 900 });
  await settle(page);
}

const dialog = (page: Page, name: string | RegExp): Locator => page.getByRole('dialog', { name });

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchChromium();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

describe('The first run', () => {
  it('welcomes a new company’s creator once, then offers the integration promo on a later sign-in', async () => {
    const person = newPerson();
    const page = await newDevice();
    await registerAccount(page, person);
    await registerCompany(page, person);
    await page.waitForURL((url) => url.pathname === '/dashboard/plan');
    await page.getByRole('button', { name: 'Continue with the free trial', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/invite-team');
    await page.getByRole('button', { name: 'Skip for now', exact: true }).click();
    await expectDashboard(page);

    // first_time_login: the welcome and the checklist, with Continue.
    const welcome = dialog(page, text.welcomeTitle(person.firstName));
    await welcome.getByText(text.welcomeBody).waitFor();
    const checklist = welcome.getByRole('list', { name: 'Onboarding checklist' });
    for (const step of [
      'Add your company bio',
      'Add your company logo',
      'Add an executive',
      'Add a FAQ',
    ])
      await checklist.getByRole('link', { name: step }).waitFor();
    await checkAndPhotograph(page, 'first-time-login');
    await welcome.getByRole('button', { name: text.continue, exact: true }).click();
    await welcome.waitFor({ state: 'detached' });

    // New here: welcomed, not welcomed back; and no promo on the first-time login.
    await page.getByText(`${text.greetingNew(person.firstName)}.`, { exact: true }).waitFor();
    expect(await page.getByText(/^Welcome back/).count()).toBe(0);
    await page.reload();
    await expectDashboard(page);
    await settle(page);
    expect(await page.getByRole('dialog').count()).toBe(0);

    // A later sign-in: the promo, paid (the trial is Premium), so 'Get started now!'.
    await logOut(page);
    const later = await newDevice();
    await signIn(later, person.email, person.password);
    const promo = dialog(later, text.integrationPromoTitle);
    await promo.getByRole('button', { name: text.integrationPromoPaid, exact: true }).waitFor();
    await checkAndPhotograph(later, 'integration-promo-paid');
    await later
      .getByText(`${text.greetingReturning(person.firstName)}.`, { exact: true })
      .waitFor();

    // Close marks it seen: it does not come back.
    await promo.getByRole('button', { name: text.close, exact: true }).click();
    await promo.waitFor({ state: 'detached' });
    await later.reload();
    await expectDashboard(later);
    await settle(later);
    expect(await later.getByRole('dialog').count()).toBe(0);
  }, 180_000);

  it('sends the free plan’s creator from the promo’s Upgrade to update-plan', async () => {
    // The Essentials demo's creator has seen the promo (the seed says so): offered it again.
    const token = await signInByApi(inject('baseUrl'), FREE_DEMO);
    await graphql(
      inject('baseUrl'),
      'mutation { updateIntegrationModalSeen(hasViewedIntegrationModal: false) { _id } }',
      {},
      token,
    );
    const page = await newDevice();
    await signIn(page, FREE_DEMO.email, FREE_DEMO.password);
    const promo = dialog(page, text.integrationPromoTitle);
    const upgrade = promo.getByRole('button', { name: text.integrationPromoUpgrade, exact: true });
    await upgrade.waitFor();
    await checkAndPhotograph(page, 'integration-promo-free');
    await upgrade.click();
    await page.waitForURL((url) => url.pathname === '/dashboard/update-plan');
    await promo.waitFor({ state: 'detached' });
  }, 180_000);

  it('lists the demo company’s monthly prompts, and Add to registry opens the form with the question', async () => {
    const page = await newDevice();
    await signIn(page, DEMO.email, DEMO.password);
    await page.goto('/dashboard/question-registry?view=prompts');
    const first = page.getByRole('listitem').first();
    await first.getByRole('button', { name: messages.monthlyPrompts.addToRegistry }).waitFor();
    const question = (await first.locator('p').first().textContent())!;
    expect(question.length).toBeGreaterThan(0);
    await expect.poll(async () => first.getByText(/^Asked \d+ times$/).count()).toBe(1);
    await checkAndPhotograph(page, 'monthly-prompts');

    await first.getByRole('button', { name: messages.monthlyPrompts.addToRegistry }).click();
    const field = page.getByRole('dialog').getByRole('textbox', { name: /^Question/ });
    await field.waitFor();
    expect(await field.inputValue()).toBe(question);
    await checkAndPhotograph(page, 'monthly-prompt-add-form');
  }, 180_000);
});
