import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../scripts/lib/chromium.mjs';
import { codeFrom, waitForMail } from '../scripts/lib/mailbox.mjs';
import { startProduct } from '../scripts/lib/product.mjs';
import { expectNoViolations, prepareForAxe } from './support/axe';
import { newPerson } from './support/people';
import { keepTrialAndSkipInvites } from './support/registration';
import { logOut } from './support/shell';

/**
 * Two-step sign-in in Chromium. The product runs here on its own, addressed as `localhost`: a
 * passkey is bound to a domain (WebAuthn's RP ID), and the run's shared server is addressed by IP.
 */
let product: Awaited<ReturnType<typeof startProduct>>;
let browser: Browser;
const contexts: BrowserContext[] = [];
const SHOTS = path.join(import.meta.dirname, 'artifacts', 'two-step');

beforeAll(async () => {
  product = await startProduct({
    hostname: 'localhost',
    logFile: path.join(import.meta.dirname, 'artifacts', 'two-step-server.log'),
  });
  browser = await launchChromium();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await product?.stop();
});

/** A new device: a browser context with nothing stored. */
async function newDevice(): Promise<Page> {
  const context = await browser.newContext({ baseURL: product.url });
  await prepareForAxe(context);
  contexts.push(context);
  return context.newPage();
}

/** The dev mailbox, asked at the loopback address the server listens on. */
function expectMail(to: string, subject: string) {
  const since = new Date();
  const mailbox = product.url.replace('localhost', '127.0.0.1');
  return { code: async () => codeFrom(await waitForMail(mailbox, to, { since, subject })) };
}

async function submitEmailCode(page: Page, code: string) {
  await page.getByRole('heading', { name: 'Enter your code' }).waitFor();
  for (const [index, digit] of [...code].entries()) {
    await page.getByLabel(`Digit ${index + 1} of 4`, { exact: true }).fill(digit);
  }
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

async function registerWithCompany(page: Page, person: ReturnType<typeof newPerson>) {
  await page.goto('/register');
  await page.getByLabel('First name', { exact: true }).fill(person.firstName);
  await page.getByLabel('Last name', { exact: true }).fill(person.lastName);
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  const mail = expectMail(person.email, 'Verify your email for Quorum');
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
  await submitEmailCode(page, await mail.code());
  const { company } = person;
  await page.getByRole('heading', { name: 'Register your company' }).waitFor();
  await page.getByLabel('Legal business name', { exact: true }).fill(company.legalName);
  await page.getByLabel('Australian business number', { exact: true }).fill(company.abn);
  await page.getByLabel('ASX code', { exact: true }).fill(company.asxCode);
  await page.getByLabel('Company email', { exact: true }).fill(company.email);
  await page.getByLabel('Website', { exact: true }).fill(company.website);
  await page.getByRole('button', { name: 'Register company', exact: true }).click();
  await keepTrialAndSkipInvites(page);
}

/**
 * What the person sees, at desktop (1280) and phone (390) widths, once transitions have settled,
 * with `focus` (a section) scrolled into view: screenshots for a person to look at.
 */
async function shoot(page: Page, name: string, focus?: Locator) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await focus?.scrollIntoViewIfNeeded();
    await page.evaluate('Promise.allSettled(document.getAnimations().map((a) => a.finished))');
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** What the authenticator app shows: the test holds the same secret the person scanned. */
const appCode = (secret: string, stepsAhead = 0) =>
  new TOTP({
    secret: Secret.fromBase32(secret),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });

async function signInWithPassword(page: Page, person: ReturnType<typeof newPerson>) {
  await page.goto('/');
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Signed out from the Profile page, a person is signed back in there. */
async function expectSignedInOnProfile(page: Page) {
  await page.waitForURL((url) => url.pathname === '/dashboard/profile');
  await page.getByRole('heading', { name: 'Profile', exact: true }).waitFor();
  await page.getByRole('button', { name: /^Profile menu/ }).waitFor();
}

describe('two-step sign-in', () => {
  it('turns on an authenticator app on the Profile page, then signs in with its code', async () => {
    const page = await newDevice();
    const person = newPerson();
    await registerWithCompany(page, person);

    await page.goto('/dashboard/profile');
    const section = page.getByRole('region', { name: 'Two-step sign-in' });
    await section.getByRole('button', { name: 'Set up authenticator app' }).click();
    const setup = page.getByRole('dialog', { name: 'Set up an authenticator app' });
    const shown = setup.getByTestId('totp-secret');
    await shown.waitFor();
    await setup.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    await shoot(page, 'profile-totp-setup');
    const secret = (await shown.innerText()).replace(/\s/g, '');
    await setup.getByLabel('Code from the app', { exact: true }).fill(appCode(secret));
    await setup.getByLabel('Current password', { exact: true }).fill(person.password);
    await setup.getByRole('button', { name: 'Turn on' }).click();

    const saved = page.getByRole('dialog', { name: 'Save your recovery codes' });
    const codes = saved.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await codes.nth(9).waitFor();
    expect(await codes.count()).toBe(10);
    await shoot(page, 'profile-recovery-codes');
    await expectNoViolations(page);
    await saved.getByRole('button', { name: 'I have saved them' }).click();
    await section.getByText('On', { exact: true }).waitFor();
    await section.getByText(/10 of 10 recovery codes left/).waitFor();
    await shoot(page, 'profile-two-step-on', section);

    // This browser passed the emailed code at registration, so it is trusted; forgetting every
    // device makes the next sign-in ask for the second step.
    const devices = page.getByRole('region', { name: 'Trusted devices' });
    await devices.getByRole('button', { name: 'Forget all' }).click();
    const confirm = page.getByRole('dialog', { name: 'Forget all devices?' });
    await confirm.getByRole('button', { name: 'Forget all' }).click();
    await devices.getByText('No devices are trusted.', { exact: false }).waitFor();

    await logOut(page);
    await signInWithPassword(page, person);
    await page.getByRole('heading', { name: 'Two-step sign-in' }).waitFor();
    await shoot(page, 'sign-in-second-step');
    await expectNoViolations(page);
    // The next step's code: the one shown at set-up has been used, and a code works once.
    await page.getByLabel('Authenticator code', { exact: true }).fill(appCode(secret, 1));
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expectSignedInOnProfile(page);
  });

  it('registers a passkey with Chromium’s virtual authenticator and signs in with it', async () => {
    const page = await newDevice();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    });
    const person = newPerson();
    await registerWithCompany(page, person);

    await page.goto('/dashboard/profile');
    const section = page.getByRole('region', { name: 'Two-step sign-in' });
    await section.getByRole('button', { name: 'Add a passkey' }).click();
    const naming = page.getByRole('dialog', { name: 'Add a passkey' });
    await naming.getByLabel('Passkey name', { exact: true }).fill('Test laptop');
    await naming.getByLabel('Current password', { exact: true }).fill(person.password);
    await naming.getByRole('button', { name: 'Continue' }).click();
    await naming.waitFor({ state: 'detached' });
    const passkeys = section.getByRole('list', { name: 'Passkeys' });
    await passkeys.getByText('Test laptop', { exact: true }).waitFor();
    await shoot(page, 'profile-passkey-added', section);
    await expectNoViolations(page);

    await logOut(page);
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await shoot(page, 'sign-in-page');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expectSignedInOnProfile(page);
    await passkeys.getByText(/last used/).waitFor();
  });
});
