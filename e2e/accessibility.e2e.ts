import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../scripts/lib/chromium.mjs';
import { expectNoViolations, prepareForAxe } from './support/axe';
import { navigateInApp, openTrackedPage, settle } from './support/page-ready';
import { signInAsDemo } from './support/demo-session';
import { BOARD_PATH, bell } from './support/question-board';

/** Desktop and phone widths, as the product is used (spec: sensible mobile layout). */
const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

/** Every page a signed-out visitor can open; tokens and ids are unknown ones (the refusal states). */
const SIGNED_OUT_PAGES = [
  '/',
  // No sign-in started in this tab: the callback's refusal, with its way back to sign in.
  '/sign-in/callback',
  '/register',
  '/register/not-a-real-invitation',
  '/forgot-password',
  '/forgot-password/not-a-real-reset',
  '/success',
  '/success?session_id=chk_unknown&flag=update',
  '/error',
  '/checkout/chk_unknown',
  '/sign-in-extension',
  '/redirect-sign-in-extension',
  '/user-consent/00000000-0000-4000-8000-000000000000/someone%40example.com',
  '/no-such-page',
  '/privacy',
  '/webform/iframe?companyId=00000000-0000-4000-8000-000000000000&clientSecret=wrong',
  // The investor page of a code with no page (its 404); the open page is axe-checked in
  // investor-hub.e2e.ts, which switches one on.
  '/hub/ZZZQQ9',
];

/** Every dashboard route (apps/web/src/app/routes/router.tsx), as the demo user on Premium. */
const SIGNED_IN_PAGES = [
  '/dashboard',
  '/dashboard/history-of-activity',
  BOARD_PATH,
  '/dashboard/dashboard2',
  '/dashboard/faq',
  '/dashboard/profile',
  '/dashboard/contact-us',
  '/dashboard/notifications',
  '/dashboard/calendar',
  '/dashboard/announcements',
  '/dashboard/market',
  '/dashboard/announcements/00000000-0000-4000-8000-000000000000',
  '/dashboard/company-profile',
  '/dashboard/company-profile/company-details',
  '/dashboard/company-profile/excutive-team',
  '/dashboard/company-profile/integrate-quorum',
  '/dashboard/company-profile/integrate-quorum/email-extension',
  '/dashboard/company-profile/integrate-quorum/web-form',
  '/dashboard/executive-team',
  '/dashboard/my-team',
  '/dashboard/my-team-details',
  '/dashboard/question-registry',
  '/dashboard/question-registry-email/00000000-0000-4000-8000-000000000000',
  '/dashboard/invite-team',
  '/dashboard/privacy-requests',
  '/dashboard/plan',
  '/dashboard/update-plan',
  '/dashboard/update-plan?isReactivate=Yes',
];

/** States a page reaches only by a click: menus, popovers, drawers and dialogs. */
const OPEN_STATES: { name: string; path: string; open: (page: Page) => Promise<void> }[] = [
  {
    name: 'the authenticator app set-up on the Profile page',
    path: '/dashboard/profile',
    open: async (page) => {
      await page.getByRole('button', { name: 'Set up authenticator app' }).click();
      await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    },
  },
  {
    name: 'naming a new passkey on the Profile page',
    path: '/dashboard/profile',
    open: async (page) => {
      await page.getByRole('button', { name: 'Add a passkey' }).click();
      await page.getByRole('dialog', { name: 'Add a passkey' }).waitFor();
    },
  },
  {
    name: 'forgetting every trusted device on the Profile page',
    path: '/dashboard/profile',
    open: async (page) => {
      await page.getByRole('button', { name: 'Forget all' }).click();
      await page.getByRole('dialog', { name: 'Forget all devices?' }).waitFor();
    },
  },
  {
    name: 'the profile menu',
    path: '/dashboard',
    open: async (page) => {
      await page.getByRole('button', { name: /^Profile menu/ }).click();
      await page.getByRole('menu').waitFor();
    },
  },
  {
    name: 'the logout confirmation',
    path: '/dashboard',
    open: async (page) => {
      await page.getByRole('button', { name: /^Profile menu/ }).click();
      await page.getByRole('menuitem', { name: 'Logout', exact: true }).click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    name: 'the help menu',
    path: '/dashboard',
    open: async (page) => {
      await page.getByRole('button', { name: 'Help menu' }).click();
      await page.getByRole('menu').waitFor();
    },
  },
  {
    name: 'the Give feedback form',
    path: '/dashboard',
    open: async (page) => {
      await page.getByRole('button', { name: 'Help menu' }).click();
      await page.getByRole('menuitem', { name: 'Give feedback', exact: true }).click();
      await page.getByRole('dialog', { name: 'Give feedback' }).waitFor();
    },
  },
  {
    name: 'the notifications popover',
    path: '/dashboard',
    open: async (page) => {
      await bell(page).click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    name: 'the plans modal on the plan page',
    path: '/dashboard/plan',
    open: async (page) => {
      await page.getByRole('button', { name: 'Enter your exact number of shareholders' }).click();
      await page.getByRole('dialog', { name: 'Choose your plan' }).waitFor();
    },
  },
  {
    name: 'the downgrade confirmation on the update-plan page',
    path: '/dashboard/update-plan',
    open: async (page) => {
      await page.getByRole('button', { name: 'Downgrade: Essentials' }).click();
      await page.getByRole('dialog', { name: "What you're getting with Premium" }).waitFor();
    },
  },
  {
    name: "a question's drawer on the board",
    path: BOARD_PATH,
    open: async (page) => {
      await page.getByRole('article').first().click();
      await page.getByRole('dialog').waitFor();
    },
  },
];

/** The navigation drawer exists only at phone width, behind its burger button. */
const PHONE_NAVIGATION = {
  name: 'the navigation drawer',
  path: '/dashboard',
  open: async (page: Page) => {
    await page.getByRole('button', { name: /navigation/i }).click();
    await page.getByRole('navigation').first().waitFor({ state: 'visible' });
  },
};

/**
 * Opens a path as a visitor would reach it: the app's routes by in-app navigation (one document
 * per viewport: loading axe into each new document costs a second), the server's pages by a load.
 */
async function visit(page: Page, path: string) {
  // Pages the server renders itself (the web form, the investor page) load, not route in the app.
  const serverPage = (pathname: string) =>
    pathname.startsWith('/webform/') || pathname.startsWith('/hub/');
  if (serverPage(path) || serverPage(new URL(page.url()).pathname)) await page.goto(path);
  else await navigateInApp(page, path);
}

for (const [width, viewport] of Object.entries(VIEWPORTS)) {
  describe(`Every page at ${width} width (${viewport.width}×${viewport.height})`, () => {
    let browser: Browser;
    let signedOut: BrowserContext;
    let signedOutPage: Page;
    let signedIn: BrowserContext;
    let signedInPage: Page;

    beforeAll(async () => {
      browser = await launchChromium();
      const baseURL = inject('baseUrl');
      signedOut = await browser.newContext({ baseURL, viewport });
      signedIn = await browser.newContext({ baseURL, viewport });
      await prepareForAxe(signedOut);
      await prepareForAxe(signedIn);
      signedOutPage = await openTrackedPage(signedOut);
      await signedOutPage.goto('/');
      signedInPage = await openTrackedPage(signedIn);
      await signInAsDemo(signedInPage);
    });

    afterAll(async () => {
      await browser?.close();
    });

    it.each(SIGNED_OUT_PAGES)('signed out, %s has no WCAG 2.1 A or AA violation', async (path) => {
      await visit(signedOutPage, path);
      await settle(signedOutPage);
      await expectNoViolations(signedOutPage);
    });

    it.each(SIGNED_IN_PAGES)('signed in, %s has no WCAG 2.1 A or AA violation', async (path) => {
      await visit(signedInPage, path);
      await settle(signedInPage);
      expect(new URL(signedInPage.url()).pathname).not.toBe('/');
      await expectNoViolations(signedInPage);
    });

    const states = width === 'phone' ? [...OPEN_STATES, PHONE_NAVIGATION] : OPEN_STATES;
    it.each(states)('signed in, $name open has no WCAG 2.1 A or AA violation', async (state) => {
      // A fresh load: the state opened before may have left a dialog over the page.
      await signedInPage.goto(state.path);
      await settle(signedInPage);
      await state.open(signedInPage);
      await settle(signedInPage);
      await expectNoViolations(signedInPage);
    });
  });
}
