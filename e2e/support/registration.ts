import { messages } from '@quorum/shared';
import type { Page } from 'playwright-core';
import { submitCode } from './code-entry';
import { expectMail, SUBJECTS } from './mailbox';
import type { newPerson } from './people';
import { expectDashboard } from './shell';

export type Person = ReturnType<typeof newPerson>;

/** Creates the person's account through /register and enters the emailed code. */
export async function registerAccount(page: Page, person: Person) {
  await page.goto('/register');
  await page.getByRole('heading', { name: 'Create your account' }).waitFor();
  await page.getByLabel('First name', { exact: true }).fill(person.firstName);
  await page.getByLabel('Last name', { exact: true }).fill(person.lastName);
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  const mail = expectMail(person.email, SUBJECTS.verifyEmail);
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
  // A refused registration sends no mail: name the refusal rather than wait for the mail.
  const codeStep = page.getByRole('heading', { name: 'Enter your code' });
  const refusal = page.getByRole('alert');
  await codeStep.or(refusal).first().waitFor();
  if (await refusal.isVisible())
    throw new Error(`Registration refused: ${await refusal.innerText()}`);
  await submitCode(page, await mail.code());
}

/** Fills and sends the company registration form that follows a new account. */
export async function registerCompany(page: Page, { company }: Person) {
  await page.getByRole('heading', { name: 'Register your company' }).waitFor();
  await page.getByLabel('Legal business name', { exact: true }).fill(company.legalName);
  await page.getByLabel('Australian business number', { exact: true }).fill(company.abn);
  await page.getByLabel('ASX code', { exact: true }).fill(company.asxCode);
  await page.getByLabel('Company email', { exact: true }).fill(company.email);
  await page.getByLabel('Website', { exact: true }).fill(company.website);
  await page.getByRole('button', { name: 'Register company', exact: true }).click();
}

/**
 * What follows a new company: its first choice of plan (/dashboard/plan). Keeps the two-week
 * trial, skips inviting the team for now, and lands on the dashboard.
 */
export async function keepTrialAndSkipInvites(page: Page) {
  await page.waitForURL((url) => url.pathname === '/dashboard/plan');
  await page.getByRole('button', { name: 'Continue with the free trial', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard/invite-team');
  await page.getByRole('button', { name: 'Skip for now', exact: true }).click();
  await expectDashboard(page);
  await continuePastWelcome(page);
}

/** A new person's first dashboard opens first_time_login: Continue, as e2e/first-run checks. */
export async function continuePastWelcome(page: Page) {
  const welcome = page.getByRole('dialog', { name: /^Welcome to Quorum, / });
  await welcome.getByRole('button', { name: messages.firstRun.continue, exact: true }).click();
  await welcome.waitFor({ state: 'detached' });
}

/**
 * A new person with their own company, signed in on the dashboard: each scenario works in a
 * company of its own, so scenarios never collide in the run's one database.
 */
export async function registerWithCompany(page: Page, person: Person) {
  await registerAccount(page, person);
  await registerCompany(page, person);
  await keepTrialAndSkipInvites(page);
}
