import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './testing/test-app';
import type { TestApp } from './testing/test-app';

const HSTS = 'max-age=31536000; includeSubDomains';

/** Answers of every kind: JSON, GraphQL, a refused file, the web form's pages and script, a 404. */
const REQUESTS = [
  { method: 'GET', url: '/health' },
  { method: 'POST', url: '/graphql', payload: { query: '{ __typename }' } },
  { method: 'GET', url: '/files/nothing.png?expires=1&kid=x&signature=x' },
  { method: 'GET', url: '/webform/iframe?companyId=00000000-0000-0000-0000-000000000000' },
  { method: 'GET', url: '/webform/embed.js' },
  { method: 'GET', url: '/no-such-route' },
] as const;

describe('transport security', () => {
  let production: TestApp;
  let development: TestApp;
  beforeAll(async () => {
    production = await createTestApp({ env: 'production', appUrl: 'https://ir.example.com' });
    development = await createTestApp({ env: 'development' });
  });
  afterAll(async () => {
    await production.close();
    await development.close();
  });

  it('sends exactly one HSTS header, a year with subdomains, on every answer in production', async () => {
    for (const request of REQUESTS) {
      const response = await production.app.inject({
        ...request,
        headers: { 'content-type': 'application/json', 'x-mercurius-operation-name': 'x' },
      });
      // One header: a second would arrive as an array (or a comma-joined pair).
      expect(response.headers['strict-transport-security'], request.url).toBe(HSTS);
    }
  });

  it('sends none outside production, where the browser must keep plain http to localhost', async () => {
    for (const request of REQUESTS) {
      const response = await development.app.inject({
        ...request,
        headers: { 'content-type': 'application/json', 'x-mercurius-operation-name': 'x' },
      });
      expect(response.headers['strict-transport-security'], request.url).toBeUndefined();
    }
  });

  it('gives answers that are not pages a policy that lets nothing load, frame or post, in production', async () => {
    const health = await production.app.inject({ method: 'GET', url: '/health' });
    expect(health.headers['content-security-policy']).toBe(
      "default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'",
    );
  });

  it('lets a company’s site frame the web form, and nothing frame the API', async () => {
    const graphql = await production.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: '{ __typename }' },
      headers: { 'content-type': 'application/json' },
    });
    expect(graphql.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const form = await production.app.inject({
      method: 'GET',
      url: '/webform/iframe?companyId=00000000-0000-0000-0000-000000000000',
    });
    // A form that cannot take questions says so in any frame; a live one names its site (its test).
    expect(form.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(form.headers['x-frame-options']).toBeUndefined();
  });
});
