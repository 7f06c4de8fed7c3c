import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverAudits } from 'graphql-http';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * The public GraphQL-over-HTTP audit suite (graphql-http's `serverAudits`) against the server on a
 * real port. Every MUST and every SHOULD passes; a MAY is the server's choice (it refuses GET
 * queries without the preflight header, and form-encoded GETs, as CSRF protection).
 */
let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  url = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/graphql`;
});
afterAll(() => t.close());

const audits = serverAudits({ url: () => url, fetchFn: fetch });
const required = audits.filter((audit) => !audit.name.startsWith('MAY'));

describe('GraphQL over HTTP conformance', () => {
  it('has MUST and SHOULD audits to pass', () => {
    expect(required.filter((audit) => audit.name.startsWith('MUST')).length).toBeGreaterThan(10);
  });

  it.each(required.map((audit) => [audit.name, audit] as const))('%s', async (_name, audit) => {
    const result = await audit.fn();
    expect(result.status === 'ok' ? 'ok' : `${result.status}: ${result.reason}`).toBe('ok');
  });
});
