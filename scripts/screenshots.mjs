// `node scripts/screenshots.mjs`: pictures of what a person sees as the demo user (sign-in, company
// details, executive team, my team, an invitation and its email, profile),
// at desktop and phone sizes, in screenshots/ (not committed). Uses the built product as it is.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DEMO } from './lib/api-sign-in.mjs';
import { launchChromium } from './lib/chromium.mjs';
import { codeFrom, waitForMail } from './lib/mailbox.mjs';
import { startProduct } from './lib/product.mjs';
import { ROOT, needsBuild } from './lib/workspace.mjs';

const OUT = path.join(ROOT, 'screenshots');
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
];

async function signInAndShoot(browser, baseUrl, viewport) {
  // A fresh context is a new device, so the server asks for the emailed code every time.
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: viewport.width, height: viewport.height },
  });
  const page = await context.newPage();
  const shoot = async (step, { fullPage = false, on = page } = {}) => {
    const file = path.join(OUT, `${viewport.name}-${step}.png`);
    // Mantine fades menus and modals in and out; a picture mid-fade shows two things at once.
    await on.screenshot({ path: file, animations: 'disabled', fullPage });
    console.log(`  ${path.relative(ROOT, file)}`);
  };

  await page.goto('/');
  await page.getByRole('heading', { name: 'Sign in to Quorum' }).waitFor();
  await page.getByLabel('Email', { exact: true }).fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await shoot('1-sign-in');

  const since = new Date();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('heading', { name: 'Enter your code' }).waitFor();
  const code = codeFrom(await waitForMail(baseUrl, DEMO.email, { since }));
  for (const [index, digit] of [...code].entries()) {
    await page.getByLabel(`Digit ${index + 1} of 4`, { exact: true }).fill(digit);
  }
  await shoot('2-code-entry');

  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
  await shoot('3-dashboard');
  await shootCompanyAndTeam(page, shoot, baseUrl, viewport);

  await page.getByRole('button', { name: /^Profile menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout', exact: true }).click();
  await page.getByRole('dialog').getByText('Are you sure you want to logout?').waitFor();
  await page.getByRole('menu').waitFor({ state: 'hidden' });
  await shoot('99-logout-confirm');
  await context.close();
}

/** Company details, executive team, my team with an invitation sent through the page, profile. */
async function shootCompanyAndTeam(page, shoot, baseUrl, viewport) {
  const visit = async (url, heading) => {
    await page.goto(url);
    await page.getByRole('heading', { name: heading, exact: true }).first().waitFor();
    // Lists and pictures arrive after the heading.
    await page.waitForLoadState('networkidle');
  };
  await visit('/dashboard/company-profile/company-details', 'Company details');
  await shoot('4-company-details', { fullPage: true });
  await page.getByRole('button', { name: 'Remove company', exact: true }).click();
  const removal = page.getByRole('dialog', { name: 'Remove company' });
  await removal.getByLabel('Current password', { exact: true }).waitFor();
  await shoot('4b-remove-company');
  await removal.getByRole('button', { name: 'Cancel' }).click();
  await removal.waitFor({ state: 'hidden' });
  await visit('/dashboard/company-profile/excutive-team', 'Executive team');
  await shoot('5-executive-team', { fullPage: true });
  await visit('/dashboard/my-team', 'My team');
  await shoot('6-my-team', { fullPage: true });

  const colleague = `colleague-${viewport.name}-${Date.now()}@example.com`;
  await page.getByRole('button', { name: 'Invite team member' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Invite team member' });
  await dialog.getByLabel('First name').fill('Olivia');
  await dialog.getByLabel('Last name').fill('Nguyen');
  await dialog.getByLabel('Email').fill(colleague);
  await dialog.getByLabel('Job title').fill('Investor relations associate');
  await shoot('7-invite-team-member');
  const since = new Date();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await dialog.waitFor({ state: 'hidden' });
  const mail = await waitForMail(baseUrl, colleague, { since });
  const inbox = await page.context().newPage();
  await inbox.setViewportSize({ width: viewport.width, height: viewport.height });
  await inbox.setContent(mail.html);
  await shoot('8-invitation-email', { on: inbox, fullPage: true });
  await inbox.close();

  await visit('/dashboard/profile', 'Profile');
  await shoot('9-profile', { fullPage: true });
  await page.getByRole('button', { name: 'Change email', exact: true }).click();
  const changeEmail = page.getByRole('dialog', { name: 'Change email' });
  await changeEmail.getByLabel('Current password', { exact: true }).waitFor();
  await shoot('9b-change-email');
  await changeEmail
    .getByLabel('New email address', { exact: true })
    .fill(`moved-${viewport.name}@example.com`);
  await changeEmail.getByLabel('Current password', { exact: true }).fill(DEMO.password);
  await changeEmail.getByRole('button', { name: 'Send codes', exact: true }).click();
  await changeEmail.getByRole('button', { name: 'Confirm change', exact: true }).waitFor();
  await shoot('9c-change-email-codes');
  await changeEmail.getByRole('button', { name: 'Close' }).click();
  await changeEmail.waitFor({ state: 'hidden' });
  const sessions = page.getByRole('region', { name: 'Where you’re signed in' });
  await sessions.scrollIntoViewIfNeeded();
  await shoot('9d-sessions');

  await visit('/dashboard/questions', 'Questions');
  await shoot('10-question-board');
  await page.getByRole('article').first().click();
  await page.getByRole('dialog').waitFor();
  await page.waitForLoadState('networkidle');
  await shoot('11-question-drawer');
  await visit('/dashboard/question-registry', 'Question registry');
  await shoot('12-question-registry');
}

const stale = needsBuild();
if (stale) console.warn(`Note: ${stale}; these pictures show the last build (npm run build).`);
mkdirSync(OUT, { recursive: true });
const product = await startProduct();
const browser = await launchChromium().catch(async (error) => {
  await product.stop();
  throw error;
});
try {
  for (const viewport of VIEWPORTS) {
    console.log(`${viewport.name} (${viewport.width}×${viewport.height}):`);
    await signInAndShoot(browser, product.url, viewport);
  }
} finally {
  await browser.close();
  await product.stop();
}
