import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { EMAIL_PREVIEWS } from './previews';

let development: TestApp;
let production: TestApp;

beforeAll(async () => {
  development = await createTestApp();
  production = await createTestApp({ env: 'production' });
});
afterAll(async () => {
  await development.close();
  await production.close();
});

const get = (t: TestApp, url: string) => t.app.inject({ method: 'GET', url });

describe('the email preview', () => {
  it('lists every email the product sends, sixteen of them', async () => {
    const page = await get(development, '/dev/emails');
    expect(page.statusCode).toBe(200);
    expect(Object.keys(EMAIL_PREVIEWS)).toHaveLength(16);
    for (const name of Object.keys(EMAIL_PREVIEWS))
      expect(page.body).toContain(`href="/dev/emails/${name}"`);
  });

  it('shows an email as HTML, and its plain text on request', async () => {
    const html = await get(development, '/dev/emails/password-reset');
    expect(html.headers['content-type']).toMatch(/^text\/html/);
    expect(html.body).toContain('Reset password');
    const text = await get(development, '/dev/emails/password-reset?format=text');
    expect(text.headers['content-type']).toMatch(/^text\/plain/);
    expect(text.body).toContain('Subject: Reset your Quorum password');
  });

  it('answers not found for a name it does not know, even one on every object', async () => {
    expect((await get(development, '/dev/emails/nothing-like-this')).statusCode).toBe(404);
    expect((await get(development, '/dev/emails/toString')).statusCode).toBe(404);
  });

  it('is not served in production', async () => {
    expect((await get(production, '/dev/emails')).statusCode).toBe(404);
    expect((await get(production, '/dev/emails/sign-in-code')).statusCode).toBe(404);
  });
});
