import { EMAIL_EXTENSION_PAGE_PATH, messages } from '@quorum/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoViolations, prepareForAxe } from './support/axe';
import { useBrowser } from './support/browser';
import { signInAsDemo } from './support/demo-session';
import { expectMail } from './support/mailbox';

const text = messages.extension;

/** The subject of the code mailed to a mailbox being connected (features/email). */
const CONNECT_SUBJECT = 'Connect this mailbox to Quorum';

const mailboxes = (page: Page) => page.getByRole('table', { name: text.tableLabel });

/** The table's row of one mailbox, found by its address in the row header. */
const rowOf = (page: Page, email: string) =>
  mailboxes(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: email }) });

describe('The Email extension page', () => {
  const browser = useBrowser();

  it('lets the demo creator connect a mailbox with its emailed code, then disconnect it after confirming', async () => {
    const { page } = browser;
    const mailbox = `ir-${Date.now()}@demo-resources.example`;
    await prepareForAxe(page.context());
    await signInAsDemo(page);
    await page.goto(EMAIL_EXTENSION_PAGE_PATH);
    await page.getByRole('heading', { name: text.pageTitle, level: 1 }).waitFor();
    await mailboxes(page).waitFor();

    // Connect: the address, then the code the server mailed to that mailbox.
    await page.getByRole('button', { name: text.connectEmail, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: text.connectEmail });
    await dialog.getByLabel(text.emailColumn, { exact: true }).fill(mailbox);
    const mail = expectMail(mailbox, CONNECT_SUBJECT);
    await dialog.getByRole('button', { name: text.sendCode, exact: true }).click();
    await dialog.getByText(text.codeSent(mailbox), { exact: true }).waitFor();
    await rowOf(page, mailbox).getByText(text.statusPending, { exact: true }).waitFor();
    await expectNoViolations(page);
    const code = await mail.code();
    // The first box has the focus; each digit moves it on.
    await dialog.getByLabel(`${text.codeLabel}, digit 1 of 4`).focus();
    await page.keyboard.type(code);
    await dialog.getByRole('button', { name: text.connect, exact: true }).click();
    await page.getByText(text.connected(mailbox), { exact: true }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await rowOf(page, mailbox).getByText(text.statusActive, { exact: true }).waitFor();
    await expectNoViolations(page);

    // Download extension: a plain link per browser, opening in a new tab, answered with the zip.
    await page.getByRole('button', { name: text.downloadExtension, exact: true }).click();
    const chrome = page.getByRole('menuitem', { name: /Chrome/ });
    expect(await chrome.getAttribute('target')).toBe('_blank');
    const download = await page.request.get((await chrome.getAttribute('href'))!);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-disposition']).toMatch(
      /^attachment; filename="quorum-extension-[\d.]+-chrome\.zip"$/,
    );
    await page.keyboard.press('Escape');

    // Disconnect: Escape first cancels and keeps it; then confirmed, it goes.
    const disconnect = rowOf(page, mailbox).getByRole('button', { name: `Disconnect ${mailbox}` });
    await disconnect.click();
    const confirm = page.getByRole('dialog', { name: text.disconnectTitle });
    await confirm.getByText(text.disconnectConfirm(mailbox), { exact: true }).waitFor();
    await expectNoViolations(page);
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'hidden' });
    await rowOf(page, mailbox).waitFor();

    await disconnect.click();
    await confirm.getByRole('button', { name: text.disconnect, exact: true }).click();
    await page.getByText(text.disconnected(mailbox), { exact: true }).waitFor();
    await rowOf(page, mailbox).waitFor({ state: 'detached' });
    // The demo company connects no mailbox of its own, so the table is empty again.
    await mailboxes(page).getByText(text.noEmails, { exact: true }).waitFor();
  });
});
