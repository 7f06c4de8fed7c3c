// Billing's scenarios in Chromium against the built product, on the local driver: a product of
// their own per file (the scenarios move the billing clock, which must not move under other files),
// each state photographed at desktop and phone widths and checked by axe.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { messages } from '@quorum/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { launchChromium } from '../../scripts/lib/chromium.mjs';
import { codeFrom, waitForMail } from '../../scripts/lib/mailbox.mjs';
import { startProduct } from '../../scripts/lib/product.mjs';
import { graphql, signInByApi } from '../../scripts/lib/api-sign-in.mjs';
import { expectNoViolations, prepareForAxe } from './axe';
import { submitCode } from './code-entry';
import { openTrackedPage, settle } from './page-ready';
import { continuePastWelcome, registerCompany, type Person } from './registration';

export const SCENARIO_MS = 300_000;

/**
 * Starts the product and Chromium for the file's scenarios (screenshots under
 * e2e/artifacts/{folder}) and answers the steps they are made of.
 */
export function useBillingProduct(folder: string) {
  let product: Awaited<ReturnType<typeof startProduct>>;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const SHOTS = path.join(import.meta.dirname, '..', 'artifacts', folder);

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    product = await startProduct({ logFile: path.join(SHOTS, 'server.log') });
    browser = await launchChromium();
  });

  // A failed scenario leaves a picture of every page it had open.
  beforeEach(({ task, onTestFailed }) => {
    onTestFailed(async () => {
      for (const [index, context] of contexts.entries())
        for (const page of context.pages())
          await page.screenshot({
            path: path.join(SHOTS, `failed-${task.name.slice(0, 30)}-${index}.png`),
            fullPage: true,
          });
    });
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await product?.stop();
  });

  /** A new device: its own storage and cookies. */
  async function newDevice() {
    const context = await browser.newContext({
      baseURL: product.url,
      viewport: { width: 1280, height: 900 },
    });
    contexts.push(context);
    await prepareForAxe(context);
    return openTrackedPage(context);
  }

  /**
   * What the person sees, settled, at desktop (1280) and phone (390) widths: a screenshot to look
   * at, and axe's WCAG 2.1 A/AA check of the same state.
   */
  async function shoot(page: Page, name: string) {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await settle(page);
      await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
      await expectNoViolations(page);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  const at = (page: Page, pathname: string) =>
    page.waitForURL((url) => url.pathname === pathname, { timeout: 30_000 });

  /** Registers the person and their company: the page ends on the first choice of plan. */
  async function register(page: Page, person: Person) {
    await page.goto('/register');
    await page.getByLabel('First name', { exact: true }).fill(person.firstName);
    await page.getByLabel('Last name', { exact: true }).fill(person.lastName);
    await page.getByLabel('Email', { exact: true }).fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
    const since = new Date();
    await page.getByRole('button', { name: 'Create account', exact: true }).click();
    const mail = await waitForMail(product.url, person.email, {
      since,
      subject: 'Verify your email for Quorum',
    });
    await submitCode(page, codeFrom(mail));
    await registerCompany(page, person);
    await at(page, '/dashboard/plan');
    await page.getByRole('heading', { name: messages.pricing.heading }).waitFor();
  }

  /** Keeps the two-week trial, skips inviting the team, and lands on the dashboard. */
  async function keepTrial(page: Page) {
    await page.getByRole('button', { name: 'Continue with the free trial', exact: true }).click();
    await at(page, '/dashboard/invite-team');
    await page.getByRole('button', { name: 'Skip for now', exact: true }).click();
    await at(page, '/dashboard');
    await continuePastWelcome(page);
  }

  /** From the update-plan page, Premium at `tier` (its option's value) to the checkout page. */
  async function buyPremium(page: Page, tier: string, action: RegExp) {
    await page.goto('/dashboard/update-plan');
    const premium = page.getByRole('region', { name: 'Premium' });
    await premium.getByRole('combobox', { name: 'Number of shareholders' }).selectOption(tier);
    await premium.getByRole('button', { name: action }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/checkout/'));
    await page.getByRole('button', { name: /^Pay/ }).waitFor();
  }

  async function payWith(page: Page, card: string) {
    await page.getByLabel('Card number', { exact: true }).fill(card);
    await page.getByLabel('Expiry (MM/YY)', { exact: true }).fill('12/39');
    await page.getByLabel('Security code (CVC)', { exact: true }).fill('123');
    await page.getByLabel('Name on card', { exact: true }).fill('Ava Tester');
    await page.getByRole('button', { name: /^Pay/ }).click();
  }

  const banner = (page: Page) => page.getByRole('region', { name: 'Subscription' });
  const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

  /** Moves the billing clock forward and runs the billing job (development tools only). */
  async function moveClock(days: number) {
    const response = await fetch(`${product.url}/dev/billing/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ days }),
    });
    expect(response.status).toBe(200);
  }

  /**
   * The creator invites `person` from My team; they accept on a device of their own and land on the
   * dashboard. Answers that device's page.
   */
  async function joinTeam(page: Page, creator: Person, person: Person, role: 'admin' | 'member') {
    await page.goto('/dashboard/my-team');
    await page.getByRole('button', { name: 'Invite team member' }).first().click();
    const invite = dialog(page, 'Invite team member');
    await invite.getByLabel('First name').fill(person.firstName);
    await invite.getByLabel('Last name').fill(person.lastName);
    await invite.getByLabel('Email').fill(person.email);
    await invite.getByLabel('Job title').fill('Company secretary');
    await invite.getByRole('combobox', { name: 'Role' }).selectOption(role);
    const sent = new Date();
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await invite.waitFor({ state: 'hidden' });
    const mail = await waitForMail(product.url, person.email, {
      since: sent,
      subject: `Join ${creator.company.legalName} on Quorum`,
    });
    const link = /https?:\/\/\S+\/register\/[\w-]+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    const them = await newDevice();
    await them.goto(link!);
    await them.getByLabel('Password', { exact: true }).fill(person.password);
    await them.getByLabel('Confirm password', { exact: true }).fill(person.password);
    await them.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
    await them.getByRole('button', { name: `Join ${creator.company.legalName}` }).click();
    await at(them, '/dashboard');
    return them;
  }

  /** Adds registry questions through the API, as the creator. */
  async function addQuestions(person: Person, questions: readonly string[]) {
    const token = await signInByApi(product.url, person);
    for (const question of questions)
      await graphql(
        product.url,
        `
          mutation ($input: AddQuestionRegistryInput!) {
            addQuestionRegistry(addQuestionRegistryInput: $input) {
              message
            }
          }
        `,
        { input: { question, response: `An answer to: ${question}`, drafted: false } },
        token,
      );
  }

  /** One picture at the width the page has, as it is this moment (a state that does not stay). */
  const glimpse = (page: Page, name: string) =>
    page.screenshot({ path: path.join(SHOTS, `${name}-1280.png`) });

  return {
    newDevice,
    shoot,
    glimpse,
    at,
    register,
    keepTrial,
    buyPremium,
    payWith,
    banner,
    dialog,
    moveClock,
    joinTeam,
    addQuestions,
    baseUrl: () => product.url,
  };
}
