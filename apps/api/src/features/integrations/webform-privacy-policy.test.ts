import { describe, expect, it } from 'vitest';
import { messages } from '@quorum/shared';
import { addMember, makeUser, signIn } from '../../testing/factories';
import { useTestApp } from '../../testing/test-app';
import type { WebformConfigView } from './service';
import { makeWebformCompany, rest } from './testing/webform-test-kit';

const t = useTestApp({ rateLimitMultiplier: 100 });
const text = messages.privacy;
type Refusal = { code: string; message: string };

const setPolicy = (token: string, privacyPolicyUrl: unknown) =>
  rest<WebformConfigView & Refusal>(t, 'PUT', '/webform', { token, body: { privacyPolicyUrl } });

describe("the company's privacy policy address (APP 5)", () => {
  it('is stored with the web form settings and reaches the form page, which names the company', async () => {
    const company = await makeWebformCompany(t);
    const saved = await setPolicy(company.token, ' https://investors.example.com/privacy ');
    expect(saved.status).toBe(200);
    expect(saved.body.privacyPolicyUrl).toBe('https://investors.example.com/privacy');
    const page = await rest(
      t,
      'GET',
      `/webform/iframe?companyId=${company.companyId}&clientSecret=${company.config!.clientSecret}`,
    );
    expect(page.text).toContain('"privacyPolicyUrl":"https://investors.example.com/privacy"');
    expect(page.text).toContain('"companyName":"Southern Cross Minerals Ltd"');
  });

  it('is cleared by an empty address', async () => {
    const company = await makeWebformCompany(t);
    await setPolicy(company.token, 'https://investors.example.com/privacy');
    const cleared = await setPolicy(company.token, '');
    expect(cleared.body.privacyPolicyUrl).toBeNull();
  });

  it.each([
    'http://investors.example.com/privacy',
    'javascript:alert(1)',
    'investors.example.com/privacy',
    'https://localhost/privacy',
    'https://user:pw@investors.example.com/',
  ])('refuses %s, keeping the saved address', async (address) => {
    const company = await makeWebformCompany(t);
    await setPolicy(company.token, 'https://investors.example.com/privacy');
    const refused = await setPolicy(company.token, address);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(text.policyUrlInvalid);
    const kept = await rest<WebformConfigView>(t, 'GET', '/webform', { token: company.token });
    expect(kept.body.privacyPolicyUrl).toBe('https://investors.example.com/privacy');
  });

  it('cannot be changed by a viewer', async () => {
    const company = await makeWebformCompany(t);
    const viewer = await makeUser(t.database.db);
    await addMember(t.database.db, company.companyId, viewer.id, 'viewer');
    const token = (await signIn(t, viewer.email, viewer.password)).accessToken;
    const refused = await setPolicy(token, 'https://investors.example.com/privacy');
    expect(refused.status).toBe(403);
    const kept = await rest<WebformConfigView>(t, 'GET', '/webform', { token: company.token });
    expect(kept.body.privacyPolicyUrl).toBeNull();
  });
});

describe('a question without a last name', () => {
  it('is accepted: the last name is optional', async () => {
    const company = await makeWebformCompany(t);
    const answer = await rest(t, 'POST', '/webform/enquiries', {
      body: {
        companyId: company.companyId,
        firstName: 'Cher',
        email: 'cher@example.com',
        question: 'Is there a dividend reinvestment plan?',
        website: '',
      },
      headers: {
        origin: 'https://investors.example.com',
        'client-secret': company.config!.clientSecret,
      },
      remoteAddress: '10.9.8.7',
    });
    expect(answer.status).toBe(201);
  });
});
