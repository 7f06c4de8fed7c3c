import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql } from '../../testing/graphql';
import { createTestApp, type TestApp } from '../../testing/test-app';

const TOKEN = 'a-metrics-token-for-the-test-only';
let open: TestApp;
let guarded: TestApp;
let production: TestApp;

beforeAll(async () => {
  open = await createTestApp();
  guarded = await createTestApp({ metricsToken: TOKEN });
  production = await createTestApp({ env: 'production' });
});
afterAll(async () => {
  await open.close();
  await guarded.close();
  await production.close();
});

const scrape = async (t: TestApp, authorization?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: authorization ? { authorization } : {},
  });

/** The value of one series in the text exposition, 0 when it has none yet. */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('Prometheus metrics at /metrics', () => {
  it('count GraphQL requests and time them by the operation’s root field', async () => {
    const series =
      'quorum_http_requests_total{method="POST",route="/graphql",operation="__typename",status="2xx"}';
    const before = valueOf((await scrape(open)).body, series);
    await gql(open.app, 'query Anything { __typename }');
    await gql(open.app, 'query Anything { __typename }');
    const text = (await scrape(open)).body;
    expect(valueOf(text, series)).toBe(before + 2);
    expect(
      valueOf(
        text,
        'quorum_http_request_duration_seconds_count{route="/graphql",operation="__typename"}',
      ),
    ).toBeGreaterThanOrEqual(2);
  });

  it('keep the operation label to the schema’s fields whatever names clients invent', async () => {
    for (let i = 0; i < 30; i += 1) await gql(open.app, `query Invented${i} { __typename }`);
    const text = (await scrape(open)).body;
    expect(text).not.toMatch(/Invented/);
  });

  it('report the outbox, the open WebSockets and the process', async () => {
    const text = (await scrape(open)).body;
    expect(text).toMatch(/^quorum_outbox_emails\{state="waiting"\} \d+$/m);
    expect(text).toMatch(/^quorum_outbox_emails\{state="dead"\} \d+$/m);
    expect(text).toMatch(/^quorum_websockets_open \d+$/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
  });

  it('are refused without the configured token, or with a wrong one', async () => {
    expect((await scrape(guarded)).statusCode).toBe(401);
    expect((await scrape(guarded, 'Bearer not-the-metrics-token-at-all')).statusCode).toBe(401);
    const allowed = await scrape(guarded, `Bearer ${TOKEN}`);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('quorum_http_requests_total');
  });

  it('are not served in production when no token is configured', async () => {
    const response = await scrape(production);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('quorum_');
  });
});
