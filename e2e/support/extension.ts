import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page, type Worker } from 'playwright-core';
import { graphql } from '../../scripts/lib/api-sign-in.mjs';
import { CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';
import { codeFrom, waitForMail } from '../../scripts/lib/mailbox.mjs';

const EXTENSION_ROOT = path.join(import.meta.dirname, '..', '..', 'apps', 'extension');
const FIXTURES = path.join(EXTENSION_ROOT, 'fixtures');

/**
 * The extension built for this run's server (its address is fixed at build time), unpacked, in a
 * folder of its own: the zips `npm run build` made for "Download extension" stay as they are.
 */
export function buildExtensionFor(baseUrl: string, browser: 'chrome' | 'firefox' = 'chrome') {
  const outDir = mkdtempSync(path.join(tmpdir(), 'quorum-extension-'));
  execFileSync(
    'npx',
    ['wxt', 'build', '-b', browser, ...(browser === 'firefox' ? ['--mv3'] : [])],
    {
      cwd: EXTENSION_ROOT,
      env: { ...process.env, WXT_QUORUM_URL: baseUrl, WXT_OUT_DIR: outDir },
      stdio: 'pipe',
    },
  );
  return path.join(outDir, `${browser}-mv3`);
}

/** Chromium with the unpacked extension, and the extension's id read from its service worker. */
export async function launchWithExtension(extensionDir: string) {
  const context = await chromium.launchPersistentContext(
    mkdtempSync(path.join(tmpdir(), 'quorum-profile-')),
    {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        `--disable-extensions-except=${extensionDir}`,
        `--load-extension=${extensionDir}`,
      ],
    },
  );
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  return { context, worker, extensionId: new URL(worker.url()).host };
}

/** Which fixture page stands in for which client's address. */
export const MAIL_PAGES = {
  'gmail conversation': {
    url: 'https://mail.google.com/mail/u/0/#inbox/FMfcgzQconversation',
    file: 'gmail/conversation.html',
  },
  'gmail reading pane': {
    url: 'https://mail.google.com/mail/u/1/#inbox/FMfcgzQreadingpane',
    file: 'gmail/reading-pane.html',
  },
  'outlook full page': {
    url: 'https://outlook.office.com/mail/inbox/id/full-page',
    file: 'outlook/full-page.html',
  },
  'outlook reading pane': {
    url: 'https://outlook.live.com/mail/0/inbox/id/reading-pane',
    file: 'outlook/reading-pane.html',
  },
} as const;
export type MailPage = keyof typeof MAIL_PAGES;

/**
 * Serves the sanitised fixture pages at Gmail's and Outlook's real addresses, so the extension's
 * content scripts run on them as on the real clients; nothing leaves the machine.
 */
export async function serveMailFixtures(context: BrowserContext) {
  const byUrl = new Map(Object.values(MAIL_PAGES).map((p) => [p.url.split('#')[0], p.file]));
  for (const host of [
    'https://mail.google.com/**',
    'https://outlook.*/**',
    'https://outlook.*.*/**',
  ])
    await context.route(host, async (route) => {
      const url = route.request().url();
      if (url.endsWith('/__fixtures__/record-input.js'))
        return route.fulfill({
          contentType: 'text/javascript',
          body: readFileSync(path.join(FIXTURES, 'record-input.js')),
        });
      const file = byUrl.get(url.split('#')[0]!);
      if (!file) return route.fulfill({ status: 404, body: 'not a fixture' });
      return route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: readFileSync(path.join(FIXTURES, file)),
      });
    });
}

/**
 * The panel as a window of its own beside the mail tab (a side panel cannot be driven from a
 * test): it follows the active tab of the other window, as it follows its own window's in Chrome.
 */
export async function openPanel(
  context: BrowserContext,
  worker: Worker,
  extensionId: string,
): Promise<Page> {
  const opened = context.waitForEvent('page', (page) =>
    page.url().startsWith(`chrome-extension://${extensionId}/sidepanel.html`),
  );
  await worker.evaluate(() => {
    const { chrome } = globalThis as unknown as { chrome: ExtensionApi };
    return chrome.windows.create({
      url: chrome.runtime.getURL('sidepanel.html'),
      type: 'popup',
      focused: false,
    });
  });
  const panel = await opened;
  await panel.waitForLoadState('domcontentloaded');
  return panel;
}

/** The little of the extension API the test calls inside the service worker. */
interface ExtensionApi {
  runtime: { getURL(path: string): string };
  windows: { create(options: { url: string; type: 'popup'; focused: boolean }): Promise<unknown> };
}

const CONNECT = `mutation($e: String!) { verifyExtensionEmail(email: $e) { message } }`;
const CONFIRM = `mutation($e: String!, $c: Int!) { updateAuthorizedEmail(email: $e, otpCode: $c) { status } }`;
export const DISCONNECT = `mutation($e: String!) { disconnectEmail(email: $e) { message } }`;

/** The demo company's creator connects a mailbox on the Email extension page, with its code. */
export async function connectMailbox(baseUrl: string, webToken: string, mailbox: string) {
  const since = new Date();
  await graphql(baseUrl, CONNECT, { e: mailbox }, webToken);
  const mail = await waitForMail(baseUrl, mailbox, {
    since,
    subject: 'Connect this mailbox to Quorum',
  });
  await graphql(baseUrl, CONFIRM, { e: mailbox, c: Number(codeFrom(mail)) }, webToken);
}
