import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { LOCAL_TEST_CARDS, messages } from '@quorum/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchChromium } from '../scripts/lib/chromium.mjs';
import { codeFrom, waitForMail } from '../scripts/lib/mailbox.mjs';
import { startProduct } from '../scripts/lib/product.mjs';
import { expectNoViolations, prepareForAxe } from './support/axe';
import { submitCode } from './support/code-entry';
import { openTrackedPage, settle } from './support/page-ready';
import { newPerson } from './support/people';
import { registerCompany, type Person } from './support/registration';

/**
 * Billing's screens on the local driver, in Chromium against the built product: the plan pages
 * in both modes, the checkout page with its test cards, /success and /error, every plan notice and
 * the banner in each state, each checked by axe and photographed at desktop and phone widths
 * (e2e/artifacts/billing). The product runs here
 * on its own: these scenarios move the billing clock, which must not move under other files.
 */
let product: Awaited<ReturnType<typeof startProduct>>;
let browser: Browser;
const contexts: BrowserContext[] = [];
const SHOTS = path.join(import.meta.dirname, 'artifacts', 'billing');
const SCENARIO_MS = 300_000;

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

describe('Billing screens', () => {
  it(
    'a new company sees Add mode, the plans modal, chooses Essentials and is greeted on the invite-team step',
    async () => {
      const page = await newDevice();
      await register(page, newPerson());
      await page.getByRole('region', { name: 'Premium' }).getByText('A$399').waitFor();
      await shoot(page, '01-plan-add-mode');

      await page.getByRole('combobox', { name: messages.pricing.findYourPlanHelp }).selectOption({
        label: 'More than 100,000 shareholders',
      });
      await page
        .getByRole('region', { name: 'Premium' })
        .getByRole('link', { name: /^Contact Sales/ })
        .waitFor();

      await page.getByRole('button', { name: 'Enter your exact number of shareholders' }).click();
      const plans = dialog(page, 'Choose your plan');
      await plans.getByLabel('Number of shareholders').fill('12000');
      await plans.getByText(`${messages.pricing.premiumAtTier('20,000')}: A$1,299/month`).waitFor();
      await shoot(page, '02-plans-modal');
      await plans.getByRole('button', { name: 'Cancel' }).click();
      await plans.waitFor({ state: 'hidden' });

      await page.getByRole('button', { name: 'Select Essentials' }).click();
      await at(page, '/dashboard/invite-team');
      const greeting = dialog(page, 'Plan activated');
      await greeting.getByText(messages.plan.activated('Essentials')).waitFor();
      await shoot(page, '03-stripe-success-invite-team');
      await greeting.getByRole('button', { name: 'Go to the dashboard' }).click();
      await at(page, '/dashboard');
      await banner(page).getByText(messages.subscription.planName('Essentials')).waitFor();
      await shoot(page, '04-banner-essentials');

      await page.goto('/dashboard/update-plan');
      const rows = page.getByRole('region', { name: /^(Essentials|Premium)$/ });
      await page.getByRole('button', { name: 'Upgrade: Premium' }).waitFor();
      expect(await rows.first().getAttribute('aria-label')).toBe('Essentials');
      await shoot(page, '05-update-plan-essentials');

      await page.goto('/success?session_id=chk_unknown&flag=update');
      await page.getByRole('heading', { name: messages.pricing.confirmFailed }).waitFor();
      await shoot(page, '05b-payment-success-not-confirmed');
    },
    SCENARIO_MS,
  );

  it(
    'a trial upgrades to 20,000 shareholders: a declined card lands on /error, the success card on premium_success and the renewal date; then a downgrade, a re-activation and a tier change',
    async () => {
      const page = await newDevice();
      await register(page, newPerson());
      await keepTrial(page);
      await banner(page).getByText(messages.subscription.trial).waitFor();
      await shoot(page, '06-banner-trial');

      await page.goto('/dashboard/update-plan');
      await page.getByRole('button', { name: 'Subscribe: Premium' }).waitFor();
      await shoot(page, '07-update-plan-trial');

      await buyPremium(page, '20000', /^Subscribe/);
      await page.getByRole('heading', { name: 'Quorum Premium — 20,000 shareholders' }).waitFor();
      await shoot(page, '08-checkout');
      await payWith(page, LOCAL_TEST_CARDS.declined);
      await at(page, '/error');
      await page.getByRole('heading', { name: messages.plan.paymentFailed }).waitFor();
      await shoot(page, '09-payment-error');

      await page.getByRole('link', { name: 'Back to plans' }).click();
      await buyPremium(page, '20000', /^Subscribe/);
      // The sync is held back a moment, to see /success while it confirms the payment.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/stripe/sync', async (route) => {
        await held;
        await route.continue();
      });
      await payWith(page, LOCAL_TEST_CARDS.succeeds);
      await at(page, '/success');
      await page.getByRole('heading', { name: messages.pricing.confirming }).waitFor();
      await page.screenshot({ path: path.join(SHOTS, '09b-payment-success-confirming-1280.png') });
      release();
      await at(page, '/dashboard');
      await page.unroute('**/stripe/sync');
      const supercharged = dialog(page, messages.pricing.supercharged);
      await supercharged.waitFor();
      await shoot(page, '10-premium-success');
      await supercharged.getByRole('button', { name: 'Got it!' }).click();
      await supercharged.waitFor({ state: 'hidden' });
      await banner(page)
        .getByText(/^Renews on/)
        .waitFor();
      await shoot(page, '11-banner-premium');

      await page.goto('/dashboard/update-plan');
      const premium = page.getByRole('region', { name: 'Premium' });
      await premium.getByText('Current plan').waitFor();
      expect(
        await premium.getByRole('combobox', { name: 'Number of shareholders' }).inputValue(),
      ).toBe('20000');
      await shoot(page, '12-update-plan-premium');

      await page.getByRole('button', { name: 'Downgrade: Essentials' }).click();
      const confirm = dialog(page, "What you're getting with Premium");
      await confirm.getByText('A$1,299/month').waitFor();
      await shoot(page, '13-downgrade-confirm');
      await confirm.getByRole('button', { name: "I don't want Premium" }).click();
      await at(page, '/dashboard');
      const cancelled = dialog(page, messages.pricing.downgradeTitle);
      await cancelled.waitFor();
      await shoot(page, '14-downgrade-premium-success');
      await cancelled.getByRole('button', { name: 'Got it' }).click();
      await banner(page)
        .getByText(/^Ends on/)
        .waitFor();
      await shoot(page, '15-banner-downgrade-scheduled');

      // Paid during the trial and then cancelled: the trial's days run out, and Premium can be had
      // back from the banner's link.
      await page.goto('/dashboard/update-plan?isReactivate=Yes');
      await premium.getByRole('button', { name: 'Reactivate: Premium' }).waitFor();
      await shoot(page, '16-update-plan-reactivate');
      await premium.getByRole('button', { name: 'Reactivate: Premium' }).click();
      await at(page, '/dashboard');
      await dialog(page, messages.pricing.supercharged)
        .getByRole('button', { name: 'Got it!' })
        .click();
      await banner(page)
        .getByText(/^Renews on/)
        .waitFor();

      await page.goto('/dashboard/update-plan');
      await premium
        .getByRole('combobox', { name: 'Number of shareholders' })
        .selectOption({ label: 'Up to 50,000 shareholders' });
      await premium.getByRole('button', { name: 'Upgrade: Premium' }).click();
      const tier = dialog(
        page,
        `What you're getting with ${messages.pricing.premiumAtTier('50,000')}`,
      );
      await tier.getByText('A$2,499/month').waitFor();
      await shoot(page, '17-tier-change-confirm');
      await tier.getByRole('button', { name: 'Upgrade' }).click();
      await at(page, '/dashboard');
      await dialog(page, messages.pricing.supercharged).waitFor();
    },
    SCENARIO_MS,
  );

  it(
    'a renewal that fails: past due with its grace days, then on hold for creator and member, then re-activated',
    async () => {
      const page = await newDevice();
      const creator = newPerson();
      const colleague = newPerson();
      await register(page, creator);
      await keepTrial(page);

      // A colleague joins as an admin, to see what a member who did not create the company sees.
      await page.goto('/dashboard/my-team');
      await page.getByRole('button', { name: 'Invite team member' }).first().click();
      const invite = dialog(page, 'Invite team member');
      await invite.getByLabel('First name').fill(colleague.firstName);
      await invite.getByLabel('Last name').fill(colleague.lastName);
      await invite.getByLabel('Email').fill(colleague.email);
      await invite.getByLabel('Job title').fill('Company secretary');
      await invite.getByRole('combobox', { name: 'Role' }).selectOption('admin');
      const sent = new Date();
      await invite.getByRole('button', { name: 'Send invitation' }).click();
      await invite.waitFor({ state: 'hidden' });
      const mail = await waitForMail(product.url, colleague.email, {
        since: sent,
        subject: `Join ${creator.company.legalName} on Quorum`,
      });
      const link = /https?:\/\/\S+\/register\/[\w-]+/.exec(mail.text)?.[0];
      expect(link).toBeDefined();
      const them = await newDevice();
      await them.goto(link!);
      await them.getByLabel('Password', { exact: true }).fill(colleague.password);
      await them.getByLabel('Confirm password', { exact: true }).fill(colleague.password);
      await them.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
      await them.getByRole('button', { name: `Join ${creator.company.legalName}` }).click();
      await at(them, '/dashboard');

      await them.goto('/dashboard/update-plan');
      await them.getByRole('button', { name: 'Subscribe: Premium' }).click();
      await dialog(them, messages.plan.nonPermitUpgrade).waitFor();
      await shoot(them, '18-non-permit-upgrade');

      await buyPremium(page, '5000', /^Subscribe/);
      await payWith(page, LOCAL_TEST_CARDS.renewalFails);
      await at(page, '/dashboard');
      await dialog(page, messages.pricing.supercharged)
        .getByRole('button', { name: 'Got it!' })
        .click();

      // Paid during the trial, charged when its 14 days end: the charge fails.
      await moveClock(15);
      await page.goto('/dashboard');
      await banner(page).getByText(messages.subscription.paymentFailed, { exact: false }).waitFor();
      await shoot(page, '19-banner-past-due');

      await moveClock(8);
      await page.goto('/dashboard');
      const welcome = dialog(page, messages.pricing.welcome);
      await welcome.waitFor();
      await shoot(page, '20-not-subscribed');
      await welcome.getByRole('button', { name: 'Close', exact: true }).click();
      await banner(page).getByText(messages.subscription.expired, { exact: false }).waitFor();
      await shoot(page, '21-banner-on-hold');

      await them.goto('/dashboard');
      const inactive = dialog(them, messages.pricing.inactiveTitle);
      await inactive.waitFor();
      await shoot(them, '22-not-subscribed-non-creator');

      await banner(page).getByRole('link', { name: 'Re-activate' }).click();
      await at(page, '/dashboard/update-plan');
      await page.getByRole('region', { name: 'Premium' }).getByText('On hold').waitFor();
      await shoot(page, '23-update-plan-on-hold');
      await page.getByRole('button', { name: 'Reactivate: Premium' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/checkout/'));
      await payWith(page, LOCAL_TEST_CARDS.succeeds);
      await at(page, '/dashboard');
      await dialog(page, messages.pricing.supercharged).waitFor();
      await page.getByRole('button', { name: 'Got it!' }).click();
      await banner(page)
        .getByText(/^Renews on/)
        .waitFor();
    },
    SCENARIO_MS,
  );
});
