import { messages } from '@quorum/shared';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { graphql, signInByApi } from '../scripts/lib/api-sign-in.mjs';
import { useBrowser } from './support/browser';
import { drawLogo } from './support/logo';
import { registerWithCompany } from './support/registration';
import { submitCode } from './support/code-entry';
import { expectMail, SUBJECTS } from './support/mailbox';
import { newPerson } from './support/people';
import { expectDashboard } from './support/shell';

const DETAILS_PATH = '/dashboard/company-profile/company-details';

async function openCompanyDetails(page: Page) {
  await page.goto(DETAILS_PATH);
  await page.getByRole('heading', { name: 'Company details', exact: true }).waitFor();
  await page.getByLabel('Email', { exact: true }).waitFor();
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function chooseLogo(
  dialog: Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  await dialog.locator('input[type="file"]').setInputFiles(file);
}

describe('Company details', () => {
  const browser = useBrowser();

  it('refuses bad input with each rule’s message, saves good details from the place search, and uploads a logo', async () => {
    const { page } = browser;
    const person = newPerson();
    await registerWithCompany(page, person);
    await openCompanyDetails(page);

    // Bad input: each rule's message, and nothing is written.
    await field(page, 'Post code').fill('600');
    await field(page, 'Phone number').fill('089226140');
    await field(page, 'Website').fill('not a url');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText(messages.company.postCodeInvalid).waitFor();
    await page.getByText(messages.company.phoneInvalid).waitFor();
    await page.getByText(messages.company.websiteInvalid).waitFor();
    await field(page, 'Post code').fill('600000');
    await page.getByText(messages.company.postCodeInvalid).waitFor();
    await page.reload();
    await field(page, 'Website').waitFor();
    expect(await field(page, 'Website').inputValue()).toBe(person.company.website);
    expect(await field(page, 'Post code').inputValue()).toBe('');

    // Good input, with Suburb, State and Post code from the offline place search.
    await field(page, 'Phone number').fill('08 9226 1400');
    await field(page, 'Address line 1').fill('Level 5, 200 St Georges Terrace');
    await field(page, 'Search suburb or postcode').fill('perth');
    await page.getByRole('option', { name: 'Perth, WA 6000' }).click();
    expect(await field(page, 'Suburb').inputValue()).toBe('Perth');
    expect(await field(page, 'Post code').inputValue()).toBe('6000');
    expect(await page.getByRole('combobox', { name: 'State' }).inputValue()).toBe('WA');
    await field(page, 'About').fill('Lithium and nickel exploration in the Goldfields.');
    await field(page, 'Doing business as (Optional)').fill('Swan River');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText(messages.company.updated).waitFor();

    await page.reload();
    await field(page, 'Address line 1').waitFor();
    expect(await field(page, 'Address line 1').inputValue()).toBe(
      'Level 5, 200 St Georges Terrace',
    );
    expect(await field(page, 'Phone number').inputValue()).toBe('0892261400');
    expect(await field(page, 'Suburb').inputValue()).toBe('Perth');
    expect(await field(page, 'Australian business number').getAttribute('readonly')).not.toBeNull();

    // The logo: oversize, wrong type and a renamed .exe refused; a real PNG saved.
    await page.getByRole('button', { name: 'Upload company logo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload company logo' });
    await dialog.getByText('Drop here to upload').waitFor();
    const save = dialog.getByRole('button', { name: 'Save' });
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await chooseLogo(dialog, {
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]),
    });
    await dialog.getByText(messages.uploads.logoTooLarge).waitFor();
    expect(await save.isDisabled()).toBe(true);
    await chooseLogo(dialog, {
      name: 'logo.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n'),
    });
    await dialog.getByText(messages.uploads.imageWrongType).waitFor();
    await chooseLogo(dialog, {
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2048)]),
    });
    await dialog.getByText(messages.uploads.disguised).waitFor();
    expect(await save.isDisabled()).toBe(true);

    await chooseLogo(dialog, {
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: await drawLogo(page),
    });
    await dialog.getByRole('img', { name: 'Preview of the new logo' }).waitFor();
    await save.click();
    await page.getByText(messages.company.logoUpdated).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const logo = page.getByRole('img', { name: `${person.company.legalName} logo` });
    await logo.waitFor();
    expect(await logo.getAttribute('src')).toMatch(/^\/files\/.+signature=/);
    // Loaded and drawn, not just addressed: a broken image has no width.
    await page.waitForFunction(
      (img) => (img as { complete: boolean }).complete,
      await logo.elementHandle(),
    );
    expect(await logo.evaluate((img) => (img as { naturalWidth: number }).naturalWidth)).toBe(320);
  });

  it('removes the only company after asking, and logs its creator out', async () => {
    const { page } = browser;
    const person = newPerson();
    await registerWithCompany(page, person);
    await openCompanyDetails(page);

    await page.getByRole('button', { name: 'Remove company' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove company' });
    await dialog.getByText(messages.company.removeConfirm(person.company.legalName)).waitFor();
    await dialog.getByLabel('Current password', { exact: true }).fill(person.password);
    await dialog.getByRole('button', { name: 'Remove company' }).click();

    await page.getByRole('heading', { name: 'Sign in to Quorum' }).waitFor();
    await page.getByText(messages.company.removed).waitFor();
    expect(await page.evaluate("localStorage.getItem('quorum.companyId')")).toBeNull();

    // Signing in again finds no company, so registration asks for one.
    await page.getByLabel('Email', { exact: true }).fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    const mail = expectMail(person.email, SUBJECTS.signInCode);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    // This browser may be a device the server knows; if it asks for a code, the code is mailed.
    const codeStep = page.getByRole('heading', { name: 'Enter your code' });
    const register = page.getByRole('heading', { name: 'Register your company' });
    await codeStep.or(register).waitFor();
    if (await codeStep.isVisible()) await submitCode(page, await mail.code());
    await register.waitFor();
  });

  it('removes one of two companies and opens the other', async () => {
    const { page } = browser;
    const person = newPerson();
    await registerWithCompany(page, person);
    // The same person registers a second company from another device (a script, here).
    const baseUrl = inject('baseUrl');
    const token = await signInByApi(baseUrl, { email: person.email, password: person.password });
    const second = newPerson().company;
    await graphql(
      baseUrl,
      `
        mutation ($i: RegisterCompanyInput!) {
          registerCompany(registerCompanyInput: $i) {
            userData {
              companyId
            }
          }
        }
      `,
      {
        i: {
          legalBusinessName: second.legalName,
          abn: second.abn,
          asxCode: second.asxCode,
          email: second.email,
          websiteUrl: second.website,
        },
      },
      token,
    );

    await openCompanyDetails(page);
    await page.getByRole('button', { name: 'Remove company' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove company' });
    await dialog.getByLabel('Current password', { exact: true }).fill(person.password);
    await dialog.getByRole('button', { name: 'Remove company' }).click();

    await expectDashboard(page);
    await page.getByText(second.legalName).first().waitFor();
    await openCompanyDetails(page);
    expect(await field(page, 'Legal business name').inputValue()).toBe(second.legalName);
  });
});
