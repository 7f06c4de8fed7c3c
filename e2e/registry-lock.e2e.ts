import { randomBytes } from 'node:crypto';
import { messages } from '@quorum/shared';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { graphql, signInByApi } from '../scripts/lib/api-sign-in.mjs';
import { waitForMail } from '../scripts/lib/mailbox.mjs';
import { useBrowser } from './support/browser';
import { submitCode } from './support/code-entry';
import { expectMail, SUBJECTS } from './support/mailbox';
import { DEMO, newPerson } from './support/people';
import { expectDashboard } from './support/shell';

const text = messages.registry;

/** The web app's test hook for the inactivity check (see use-inactivity-check.ts). */
const INACTIVITY_CHECK_OVERRIDE_KEY = 'quorum:inactivity-check-ms';

const ADD_QUESTION = `mutation Add($input: AddQuestionRegistryInput!) {
  addQuestionRegistry(addQuestionRegistryInput: $input) { questionRegistry { _id } }
}`;
const INVITE = `mutation Invite($input: AddTeamMemberInput!) {
  addTeamMember(addTeamMemberInput: $input) { _id }
}`;

async function signInAsDemo(page: Page) {
  await page.goto('/');
  await page.getByLabel('Email', { exact: true }).fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  const mail = expectMail(DEMO.email, SUBJECTS.signInCode);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await submitCode(page, await mail.code());
  await expectDashboard(page);
}

/** A colleague of the demo user: invited by the API, joining through the mailed link. */
async function colleagueJoins(page: Page, demoToken: string) {
  const baseUrl = inject('baseUrl');
  const colleague = newPerson();
  const sent = new Date();
  await graphql(
    baseUrl,
    INVITE,
    {
      input: {
        email: colleague.email,
        firstName: colleague.firstName,
        lastName: colleague.lastName,
        teamMemberRole: 'member',
      },
    },
    demoToken,
  );
  const mail = await waitForMail(baseUrl, colleague.email, {
    since: sent,
    subject: `Join ${DEMO.companyName} on Quorum`,
  });
  const link = /https?:\/\/\S+\/register\/[\w-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No invitation link in:\n${mail.text}`);
  await page.goto(link);
  await page.getByLabel('Password', { exact: true }).fill(colleague.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(colleague.password);
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  await page.getByRole('button', { name: `Join ${DEMO.companyName}` }).click();
  await expectDashboard(page);
  return `${colleague.firstName} ${colleague.lastName}`;
}

describe('Drafting a registry question', () => {
  const browser = useBrowser();

  it('locks it for colleagues while one person edits, and frees it live when they answer No to the inactivity prompt', async () => {
    const baseUrl = inject('baseUrl');
    const demoToken = await signInByApi(baseUrl);
    const question = `When is the AGM this year? (${randomBytes(3).toString('hex')})`;
    const { addQuestionRegistry } = await graphql(
      baseUrl,
      ADD_QUESTION,
      { input: { question, response: 'In November, in Perth.', drafted: false } },
      demoToken,
    );
    const address = `/dashboard/question-registry/${addQuestionRegistry.questionRegistry._id}`;

    // A colleague on their own device.
    const device = await browser.page.context().browser()!.newContext({ baseURL: baseUrl });
    const colleague = await device.newPage();
    const colleagueName = await colleagueJoins(colleague, demoToken);

    // The demo user starts editing, with a short inactivity check (the test hook).
    const demo = browser.page;
    await signInAsDemo(demo);
    await demo.evaluate(`localStorage.setItem('${INACTIVITY_CHECK_OVERRIDE_KEY}', '4000')`);
    await demo.goto(address);
    const demoModal = demo.getByRole('dialog', { name: 'View question' });
    await demoModal.getByText(question).waitFor();
    await demoModal.getByRole('button', { name: 'Edit', exact: true }).click();
    await demo.getByRole('dialog', { name: 'Edit question' }).waitFor();

    // The colleague opens it: the lock warning, who holds it, and no way to edit.
    await colleague.goto(address);
    const theirModal = colleague.getByRole('dialog', { name: 'View question' });
    await theirModal.getByText(question).waitFor();
    const warning = theirModal.getByRole('alert');
    await warning.getByText(text.locked).waitFor();
    await warning.getByText(text.drafting('Demo User')).waitFor();
    expect(await theirModal.getByRole('button', { name: 'Edit', exact: true }).isDisabled()).toBe(
      true,
    );

    // The demo user goes quiet; asked whether to go on, they answer No.
    const prompt = demo.getByRole('dialog', { name: text.inactiveTitle });
    await prompt.getByText(text.inactive).waitFor({ timeout: 20_000 });
    await prompt.getByRole('button', { name: 'No', exact: true }).click();
    await demo.getByRole('dialog', { name: 'View question' }).waitFor();

    // The colleague sees it free up without reloading, and edits it; the demo user sees that live.
    await theirModal.getByRole('status').getByText(text.lockReleased).waitFor();
    await theirModal.getByRole('button', { name: 'Edit', exact: true }).click();
    const form = colleague.getByRole('dialog', { name: 'Edit question' });
    await demoModal.getByRole('alert').getByText(text.drafting(colleagueName)).waitFor();

    const response = form.getByRole('textbox', { name: 'Response' });
    await response.fill('On 14 November at the Perth Convention Centre.');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await colleague
      .locator('.mantine-Notification-root')
      .filter({ hasText: text.updated })
      .waitFor();
    await theirModal.getByText('On 14 November at the Perth Convention Centre.').waitFor();
    // Saving released the lock: the demo user may edit again.
    await demoModal.getByRole('status').getByText(text.lockReleased).waitFor();
    await device.close();
  });
});
