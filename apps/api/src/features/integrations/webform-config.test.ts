import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBFORM_DEFAULT_THEME, messages } from '@quorum/shared';
import { addMember, makeCompany, makeUser, signIn } from '../../testing/factories';
import { gql } from '../../testing/graphql';
import { createTestApp, useTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import type { WebformConfigView } from './service';
import { COMPANY_SITE, makeWebformCompany, rest } from './testing/webform-test-kit';

const t = useTestApp({ rateLimitMultiplier: 100 });
const text = messages.webform;
const invalidDomain = text.invalidDomain('https://www.example.com');

type Refusal = { code: string; message: string };

async function teammate(companyId: string, role: 'viewer' | 'custom') {
  const user = await makeUser(t.database.db);
  await addMember(t.database.db, companyId, user.id, role);
  return (await signIn(t, user.email, user.password)).accessToken;
}

describe('the web form config', () => {
  it('is made on the first visit with a long random secret, the default colours and no site', async () => {
    const { token, companyId } = await makeWebformCompany(t, { origin: null });
    const first = await rest<WebformConfigView>(t, 'GET', '/webform', { token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      companyId,
      authorizedOrigins: [],
      theme: WEBFORM_DEFAULT_THEME,
      enabled: false,
    });
    expect(first.body.clientSecret).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    const again = await rest<WebformConfigView>(t, 'GET', '/webform', { token });
    expect(again.body.clientSecret).toBe(first.body.clientSecret);
  });

  it('gives the one-line embed code and the form’s link', async () => {
    const { config } = await makeWebformCompany(t);
    const { companyId, clientSecret } = config!;
    expect(config!.embedCode).toBe(
      `<script src="${t.config.appUrl}/webform/embed.js" data-company-id="${companyId}" data-client-secret="${clientSecret}" async></script>`,
    );
    expect(config!.webLink).toBe(
      `${t.config.appUrl}/webform/iframe?companyId=${companyId}&clientSecret=${clientSecret}`,
    );
  });

  it('stores the website as the origin a browser sends, and counts as set up', async () => {
    const { token } = await makeWebformCompany(t, { origin: null });
    const saved = await rest<WebformConfigView>(t, 'PUT', '/webform', {
      token,
      body: { authorizedOrigins: ['https://Investors.Example.com/contact?x=1'] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ authorizedOrigins: [COMPANY_SITE], enabled: true });
    const setup = await rest(t, 'GET', '/has-web-integration-setup', { token });
    expect(setup.body).toEqual({ hasSetup: true });
  });

  it('removes the website when an empty list is saved', async () => {
    const { token } = await makeWebformCompany(t);
    const saved = await rest<WebformConfigView>(t, 'PUT', '/webform', {
      token,
      body: { authorizedOrigins: [] },
    });
    expect(saved.body).toMatchObject({ authorizedOrigins: [], enabled: false });
    expect((await rest(t, 'GET', '/has-web-integration-setup', { token })).body).toEqual({
      hasSetup: false,
    });
  });

  it.each([
    ['a host that is not a domain', 'https://intranet', invalidDomain],
    ['a made-up scheme', 'ftp://investors.example.com', invalidDomain],
    ['an empty domain', '   ', text.domainRequired],
  ])(
    'refuses %s with the spec’s words and keeps the saved site',
    async (_case, domain, message) => {
      const { token } = await makeWebformCompany(t);
      const refused = await rest<Refusal>(t, 'PUT', '/webform', {
        token,
        body: { authorizedOrigins: [domain] },
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'BAD_USER_INPUT', message });
      const stored = await rest<WebformConfigView>(t, 'GET', '/webform', { token });
      expect(stored.body.authorizedOrigins).toEqual([COMPANY_SITE]);
    },
  );

  it('takes one website only', async () => {
    const { token } = await makeWebformCompany(t);
    const refused = await rest<Refusal>(t, 'PUT', '/webform', {
      token,
      body: { authorizedOrigins: ['https://a.example.com', 'https://b.example.com'] },
    });
    expect(refused.body).toMatchObject({ code: 'BAD_USER_INPUT', message: text.oneOrigin });
  });

  it('allows http while developing, for a form tried on localhost', async () => {
    const { token } = await makeWebformCompany(t, { origin: null });
    const saved = await rest<WebformConfigView>(t, 'PUT', '/webform', {
      token,
      body: { authorizedOrigins: ['http://localhost:5174'] },
    });
    expect(saved.body.authorizedOrigins).toEqual(['http://localhost:5174']);
  });

  it('saves the three colours', async () => {
    const { token } = await makeWebformCompany(t);
    const theme = { primaryColor: '#123456', secondaryColor: '#eeeeee', backgroundColor: '#fff' };
    const saved = await rest<WebformConfigView>(t, 'PUT', '/webform', { token, body: { theme } });
    expect(saved.status).toBe(200);
    expect(saved.body.theme).toEqual(theme);
    expect(saved.body.authorizedOrigins).toEqual([COMPANY_SITE]);
  });

  it('refuses a colour that is not a hex code, and keeps the saved ones', async () => {
    const { token } = await makeWebformCompany(t);
    const refused = await rest<Refusal>(t, 'PUT', '/webform', {
      token,
      body: { theme: { ...WEBFORM_DEFAULT_THEME, primaryColor: 'navy' } },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'BAD_USER_INPUT', message: text.invalidColour });
    const stored = await rest<WebformConfigView>(t, 'GET', '/webform', { token });
    expect(stored.body.theme).toEqual(WEBFORM_DEFAULT_THEME);
  });

  it('refuses a change of both parts at once, or of neither', async () => {
    const { token } = await makeWebformCompany(t);
    for (const body of [{ authorizedOrigins: [], theme: WEBFORM_DEFAULT_THEME }, {}, []]) {
      const refused = await rest<Refusal>(t, 'PUT', '/webform', { token, body });
      expect(refused.body).toMatchObject({ code: 'BAD_USER_INPUT', message: text.oneChange });
    }
  });
});

describe('who may see and change the web form', () => {
  it('asks a free company to upgrade', async () => {
    const { token } = await makeWebformCompany(t, { plan: 'freemium' });
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { authorizedOrigins: [COMPANY_SITE] }],
    ] as const) {
      const refused = await rest<Refusal>(t, method, '/webform', { token, body });
      expect(refused.status).toBe(402);
      expect(refused.body).toEqual({ code: 'PAYMENT_REQUIRED', message: text.premiumOnly });
    }
    const setup = await rest(t, 'GET', '/has-web-integration-setup', { token });
    expect(setup.body).toEqual({ hasSetup: false });
  });

  it('lets a viewer read the settings but not change them', async () => {
    const { companyId } = await makeWebformCompany(t);
    const token = await teammate(companyId, 'viewer');
    expect((await rest(t, 'GET', '/webform', { token })).status).toBe(200);
    const refused = await rest<Refusal>(t, 'PUT', '/webform', {
      token,
      body: { authorizedOrigins: [] },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('FORBIDDEN');
  });

  it('refuses a custom member without the integration area, whatever the call', async () => {
    const { companyId } = await makeWebformCompany(t);
    const token = await teammate(companyId, 'custom');
    for (const url of ['/webform', '/has-web-integration-setup']) {
      const refused = await rest<Refusal>(t, 'GET', url, { token });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(messages.permission.denied);
    }
  });

  it('asks a caller without a session to sign in', async () => {
    const refused = await rest<Refusal>(t, 'GET', '/webform');
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe(messages.auth.signInRequired);
  });
});

describe('the Integrations page’s entries (getMenus)', () => {
  const MENUS = 'query { getMenus { type data { authorizedOrigins users { userId } } } }';

  it('lists the web form with its website and the email extension with no users yet', async () => {
    const { token } = await makeWebformCompany(t);
    const menus = await gql<{ getMenus: unknown[] }>(t.app, MENUS, {}, token);
    expect(menus.data?.getMenus).toEqual([
      { type: 'WEB_FORM', data: { authorizedOrigins: [COMPANY_SITE], users: [] } },
      { type: 'EMAIL_INTEGRATION', data: { authorizedOrigins: [], users: [] } },
    ]);
  });

  it('asks a free company to upgrade', async () => {
    const db = t.database.db;
    const admin = await makeUser(db);
    await makeCompany(db, admin.id, { plan: 'freemium' });
    const token = (await signIn(t, admin.email, admin.password)).accessToken;
    const menus = await gql(t.app, MENUS, {}, token);
    expect(menus.error).toEqual({ code: 'PAYMENT_REQUIRED', message: text.premiumOnly });
  });
});

describe('the web form in production', () => {
  let live: TestApp;
  beforeAll(async () => {
    live = await createTestApp({ env: 'production', rateLimitMultiplier: 100 });
  });
  afterAll(() => live.close());

  it('refuses an http website: a live site must use https', async () => {
    const { token } = await makeWebformCompany(live, { origin: null });
    for (const domain of ['http://investors.example.com', 'http://localhost:5174']) {
      const refused = await rest<Refusal>(live, 'PUT', '/webform', {
        token,
        body: { authorizedOrigins: [domain] },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(invalidDomain);
    }
    const saved = await rest<WebformConfigView>(live, 'PUT', '/webform', {
      token,
      body: { authorizedOrigins: ['https://investors.example.com'] },
    });
    expect(saved.body.authorizedOrigins).toEqual([COMPANY_SITE]);
  });
});
