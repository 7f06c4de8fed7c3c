import { messages } from '@quorum/shared';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { waitForMail } from '../scripts/lib/mailbox.mjs';
import { useBrowser } from './support/browser';
import { registerWithCompany } from './support/registration';

import { newPerson } from './support/people';
import { expectDashboard } from './support/shell';

/** The link in the invitation email. */
async function invitationLink(to: string, companyName: string, since: Date) {
  const mail = await waitForMail(inject('baseUrl'), to, {
    since,
    subject: `Join ${companyName} on Quorum`,
  });
  const link = /https?:\/\/\S+\/register\/[\w-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No invitation link in:\n${mail.text}`);
  return link;
}

async function openMember(page: Page, name: string) {
  await page.goto('/dashboard/my-team');
  await page.getByRole('link', { name, exact: true }).click();
  await page.getByRole('heading', { name: 'Team member', exact: true }).waitFor();
}

describe('A colleague joins the team by invitation', () => {
  const browser = useBrowser();

  it('is invited, accepts by the mailed link, sees what their role allows, loses it when made a viewer, and is signed out by an admin', async () => {
    const admin = browser.page;
    const creator = newPerson();
    const colleague = newPerson();
    const colleagueName = `${colleague.firstName} ${colleague.lastName}`;
    const creatorName = `${creator.firstName} ${creator.lastName}`;

    // The creator invites a colleague with a custom role: My team in full, nothing else.
    await registerWithCompany(admin, creator);
    await admin.goto('/dashboard/my-team');
    await admin.getByText(messages.team.emptyTeam).waitFor();
    await admin.getByRole('button', { name: 'Invite team member' }).first().click();
    const modal = admin.getByRole('dialog', { name: 'Invite team member' });
    await modal.getByLabel('First name').fill(colleague.firstName);
    await modal.getByLabel('Last name').fill(colleague.lastName);
    await modal.getByLabel('Email').fill(colleague.email);
    await modal.getByLabel('Job title').fill('Investor relations');
    await modal.getByRole('combobox', { name: 'Role' }).selectOption('custom');
    await modal.getByRole('radiogroup', { name: 'My team access' }).getByText('Full').click();
    const sent = new Date();
    await modal.getByRole('button', { name: 'Send invitation' }).click();
    await admin.getByText(messages.team.invited(colleague.email)).waitFor();
    await admin
      .getByRole('row', { name: new RegExp(colleagueName) })
      .getByText('Pending invitation')
      .waitFor();

    // The colleague, on their own device, follows the mailed link and sets a password.
    const link = await invitationLink(colleague.email, creator.company.legalName, sent);
    const device = await admin
      .context()
      .browser()!
      .newContext({ baseURL: inject('baseUrl') });
    const them = await device.newPage();
    await them.goto(link);
    await them.getByRole('heading', { name: `Join ${creator.company.legalName}` }).waitFor();
    await them.getByLabel('Password', { exact: true }).fill(colleague.password);
    await them.getByLabel('Confirm password', { exact: true }).fill(colleague.password);
    await them.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
    await them.getByRole('button', { name: `Join ${creator.company.legalName}` }).click();
    await expectDashboard(them);

    // As a custom member with My team in full: no invitations (no invite flag), but details edit.
    await them.goto('/dashboard/my-team');
    await them.getByRole('link', { name: creatorName, exact: true }).waitFor();
    expect(await them.getByRole('button', { name: 'Invite team member' }).count()).toBe(0);
    await openMember(them, creatorName);
    expect(await them.getByRole('button', { name: 'Delete member' }).count()).toBe(0);
    const jobTitle = them.getByLabel('Job title in this company');
    await jobTitle.fill('Chair');
    await them.getByRole('button', { name: 'Save', exact: true }).click();
    await them.getByText(messages.team.detailUpdated).waitFor();

    // The link works once.
    const reuse = await device.newPage();
    await reuse.goto(link);
    await reuse.getByText(messages.team.invitationUsed).waitFor();

    // The creator makes them a viewer.
    await openMember(admin, colleagueName);
    const roleSection = admin.locator('form', {
      has: admin.getByRole('heading', { name: 'Role & permissions' }),
    });
    await roleSection.getByRole('combobox', { name: 'Role' }).selectOption('viewer');
    await roleSection.getByRole('button', { name: 'Save', exact: true }).click();
    await admin.getByText(messages.team.permissionsUpdated).waitFor();

    // Their very next request is refused, and once reloaded the page is read-only.
    await jobTitle.fill('Chief executive');
    await them.getByRole('button', { name: 'Save', exact: true }).click();
    await them.getByText(messages.permission.denied).waitFor();
    await them.reload();
    await them.getByText('Job title:').waitFor();
    expect(await them.getByLabel('Job title in this company').count()).toBe(0);

    // Their laptop is lost: the creator signs them out of the company on every device.
    await admin.getByRole('button', { name: 'Sign out of all devices' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Sign out', exact: true }).click();
    await admin.getByText(messages.sessions.endedForMember(colleagueName, 1)).waitFor();
    await them.reload();
    await them.getByRole('heading', { name: 'Sign in to Quorum' }).waitFor();
    await device.close();
  });
});
