import { describe, expect, it } from 'vitest';
import { messages } from '@quorum/shared';
import { useTestApp } from '../../testing/test-app';
import type { WebformConfigView } from './service';
import { COMPANY_SITE, makeWebformCompany, rest } from './testing/webform-test-kit';

const t = useTestApp({ rateLimitMultiplier: 100 });
const text = messages.webform;

const iframeUrl = (config: WebformConfigView, secret = config.clientSecret) =>
  `/webform/iframe?companyId=${config.companyId}&clientSecret=${encodeURIComponent(secret)}`;

/** The page's settings for its script, as the server wrote them into it. */
function pageConfig(html: string) {
  const json = /<script type="application\/json" id="webform-config">(.*?)<\/script>/.exec(html);
  return JSON.parse(json![1]!) as { companyId: string; clientSecret: string; preview: boolean };
}

describe('the form’s page in the company’s site', () => {
  it('may be framed only by the authorised site', async () => {
    const { config } = await makeWebformCompany(t);
    const page = await rest(t, 'GET', iframeUrl(config!));
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain(`frame-ancestors ${COMPANY_SITE}`);
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(pageConfig(page.text)).toEqual({
      companyId: config!.companyId,
      clientSecret: config!.clientSecret,
      companyName: 'Southern Cross Minerals Ltd',
      preview: false,
      privacyPolicyUrl: null,
    });
  });

  it('wears the company’s colours', async () => {
    const { config, token } = await makeWebformCompany(t);
    const theme = {
      primaryColor: '#7a1f5c',
      secondaryColor: '#f1f3f5',
      backgroundColor: '#fffdf7',
    };
    await rest(t, 'PUT', '/webform', { token, body: { theme } });
    const page = await rest(t, 'GET', iframeUrl(config!));
    expect(page.text).toContain(
      ':root{--wf-primary:#7a1f5c;--wf-secondary:#f1f3f5;--wf-background:#fffdf7}',
    );
    // The colours' style element is the one inline style the policy lets in.
    const nonce = /<style nonce="([^"]+)">/.exec(page.text)![1];
    expect(page.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
  });

  it('says the form is not available for a wrong secret or a form not set up', async () => {
    const ready = await makeWebformCompany(t);
    const notSetUp = await makeWebformCompany(t, { origin: null });
    for (const url of [
      iframeUrl(ready.config!, 'wrong-secret'),
      iframeUrl(notSetUp.config!),
      '/webform/iframe?companyId=nonsense',
      '/webform/iframe',
    ]) {
      const page = await rest(t, 'GET', url);
      expect(page.status).toBe(404);
      expect(page.text).toContain(`<h1>${text.unavailableTitle}</h1>`);
      expect(page.text).not.toContain(ready.config!.clientSecret);
    }
  });
});

describe('the embed script', () => {
  it('is served as JavaScript that any site may load', async () => {
    const script = await rest(t, 'GET', '/webform/embed.js');
    expect(script.status).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(script.text).toContain("'/webform/iframe?'");
    expect(script.text).toContain(JSON.stringify(text.formTitle));
  });
});

describe('the dashboard’s preview', () => {
  it('shows the form with sending turned off, in the colours asked for', async () => {
    const { config } = await makeWebformCompany(t);
    const preview = await rest(
      t,
      'GET',
      '/webform/preview?primaryColor=%23112233&secondaryColor=%23445566&backgroundColor=%23778899',
      { headers: { 'client-secret': config!.clientSecret } },
    );
    expect(preview.status).toBe(200);
    expect(pageConfig(preview.text).preview).toBe(true);
    expect(preview.text).toContain('--wf-primary:#112233;--wf-secondary:#445566');
  });

  it('shows the saved colours when the ones asked for are not colours', async () => {
    const { config } = await makeWebformCompany(t);
    const preview = await rest(t, 'GET', '/webform/preview?primaryColor=red', {
      headers: { 'client-secret': config!.clientSecret },
    });
    expect(preview.text).toContain('--wf-primary:#00214D');
  });

  it('refuses a wrong secret', async () => {
    const preview = await rest(t, 'GET', '/webform/preview', {
      headers: { 'client-secret': 'wrong-secret' },
    });
    expect(preview.status).toBe(403);
    expect(preview.body).toEqual({ code: 'FORBIDDEN', message: text.wrongSecret });
  });

  it('gives the form’s link for its secret', async () => {
    const { config } = await makeWebformCompany(t);
    const link = await rest(t, 'GET', '/webform/link', {
      headers: { 'client-secret': config!.clientSecret },
    });
    expect(link.body).toEqual({ webLink: config!.webLink });
  });
});
