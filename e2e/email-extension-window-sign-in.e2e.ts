import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { graphql, signInByApi } from '../scripts/lib/api-sign-in.mjs';
import { axeViolations, prepareForAxe } from './support/axe';
import { useBrowser } from './support/browser';
import { submitCode } from './support/code-entry';
import { DISCONNECT, connectMailbox } from './support/extension';
import { SUBJECTS, expectMail } from './support/mailbox';
import { DEMO } from './support/people';

/**
 * Firefox's sign-in: its extension origin differs per install, so the panel opens Quorum's page in
 * identity.launchWebAuthFlow's window, which ends at the extension's redirect address. Chromium
 * stands in for that window here: the page runs top-level, and the test reads the address it ends
 * at, as the browser hands it to the extension.
 */
const MAILBOX = 'ir-window@northwind-mining.example';
// Allowed outside production: Chrome's redirect address of the repository's test extension.
const RETURN_URI = 'https://lbgiafpbejapejlgmpjnaakjenebnccp.chromiumapp.org/';
const SHOTS = path.join(import.meta.dirname, 'artifacts', 'email-extension-window');

const browser = useBrowser();
let baseUrl: string;
let webToken: string;

beforeAll(async () => {
  baseUrl = inject('baseUrl');
  webToken = await signInByApi(baseUrl);
  await connectMailbox(baseUrl, webToken, MAILBOX);
});

afterAll(async () => {
  await graphql(baseUrl, DISCONNECT, { e: MAILBOX }, webToken);
});

describe('the email extension’s sign-in in a window of its own (Firefox)', () => {
  it(
    'signs in, consents and ends at the extension’s redirect address with a code only its verifier can exchange',
    { timeout: 90_000 },
    async () => {
      const { page } = browser;
      await prepareForAxe(page.context());
      const verifier = randomBytes(32).toString('base64url');
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      const state = randomBytes(16).toString('base64url');
      // The browser, not a server, receives the redirect: nothing may load there.
      await page.route(`${RETURN_URI}**`, (route) =>
        route.fulfill({ contentType: 'text/plain', body: 'handed to the extension' }),
      );
      const query = new URLSearchParams({
        return_uri: RETURN_URI,
        code_challenge: challenge,
        state,
        mailbox: MAILBOX,
      });
      await page.goto(`/sign-in-extension?${query}`);

      await page.getByLabel('Email', { exact: true }).fill(DEMO.email);
      await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
      const mail = expectMail(DEMO.email, SUBJECTS.signInCode);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await submitCode(page, await mail.code());

      const consent = page.getByRole('button', { name: 'Consent' });
      await consent.waitFor();
      mkdirSync(SHOTS, { recursive: true });
      for (const [name, width] of [
        ['desktop', 1280],
        ['phone', 390],
      ] as const) {
        await page.setViewportSize({ width, height: 844 });
        await page.screenshot({ path: path.join(SHOTS, `consent-${name}.png`), fullPage: true });
      }
      expect(await axeViolations(page)).toEqual([]);
      await consent.click();

      // The code is in the fragment, which no request carries: read from the address the window ends at.
      await page.waitForURL((url) => url.origin === new URL(RETURN_URI).origin, {
        timeout: 15_000,
      });
      const fragment = new URLSearchParams(new URL(page.url()).hash.slice(1));
      expect(fragment.get('state')).toBe(state);
      const exchange = (codeVerifier: string) =>
        fetch(`${baseUrl}/extension/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            grant_type: 'authorization_code',
            code: fragment.get('code'),
            code_verifier: codeVerifier,
          }),
        });
      const tokens = (await (await exchange(verifier)).json()) as { mailbox: string };
      expect(tokens.mailbox).toBe(MAILBOX);
      // Used once: the same code is no good a second time.
      expect((await exchange(verifier)).status).toBe(400);
    },
  );
});
