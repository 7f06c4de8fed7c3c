import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { createTestApp, type TestApp } from './testing/test-app';

const CHECK = '{"query":"mutation { verifyNonUser(email: \\"someone@example.com\\") { isUser } }"}';
/** The account check allows 30 a minute from one address. */
const ACCOUNT_CHECKS_PER_MINUTE = 30;

/** Sends the account check through a proxy that appends `proxySaw` to what the client claimed. */
const checkFrom = (t: TestApp, claimed: string, proxySaw: string) =>
  t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `${claimed}, ${proxySaw}` },
    payload: CHECK,
  });

const refused = async (response: Awaited<ReturnType<typeof checkFrom>>) =>
  JSON.stringify(response.json()).includes('TOO_MANY_REQUESTS');

let behindProxy: TestApp;
beforeAll(async () => {
  // The test's requests come from 127.0.0.1: that is the proxy.
  behindProxy = await createTestApp({ trustProxy: ['127.0.0.1'] });
});
afterAll(() => behindProxy.close());

describe('TRUST_PROXY', () => {
  it('takes the proxies’ addresses, and refuses true or a hop count, which would believe anyone', () => {
    const secret = { JWT_SECRET: 'x'.repeat(40) };
    expect(loadConfig(secret).trustProxy).toBe(false);
    expect(() => loadConfig({ ...secret, TRUST_PROXY: '1' })).toThrow(
      /TRUST_PROXY: '1' cannot tell/,
    );
    expect(loadConfig({ ...secret, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(() => loadConfig({ ...secret, TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: 'true' cannot tell a proxy from a client/,
    );
  });

  it('keeps counting one address whatever it claims in X-Forwarded-For', async () => {
    const answers: boolean[] = [];
    for (let i = 0; i < ACCOUNT_CHECKS_PER_MINUTE; i++)
      answers.push(await refused(await checkFrom(behindProxy, `203.0.113.${i}`, '198.51.100.7')));
    expect(answers.every((refusal) => !refusal)).toBe(true);
    expect(await refused(await checkFrom(behindProxy, '203.0.113.250', '198.51.100.7'))).toBe(true);
    // Another address the proxy saw has its own allowance: the limit is per address, not global.
    expect(await refused(await checkFrom(behindProxy, '203.0.113.1', '198.51.100.8'))).toBe(false);
  });
});

describe('without a trusted proxy', () => {
  let direct: TestApp;
  beforeAll(async () => {
    direct = await createTestApp({ trustProxy: false });
  });
  afterAll(() => direct.close());

  it('ignores X-Forwarded-For altogether: a client cannot dodge its limit by claiming addresses', async () => {
    for (let i = 0; i < ACCOUNT_CHECKS_PER_MINUTE; i++)
      await checkFrom(direct, `203.0.113.${i}`, `198.51.100.${i}`);
    expect(await refused(await checkFrom(direct, '203.0.113.77', '198.51.100.77'))).toBe(true);
  });
});
