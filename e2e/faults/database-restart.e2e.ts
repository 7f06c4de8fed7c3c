import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@quorum/shared';
import { startProduct } from '../../scripts/lib/product.mjs';
import { signInByApi } from '../../scripts/lib/api-sign-in.mjs';
import { ARTIFACTS } from '../global-setup';
import { createOwnPostgres, type OwnPostgres } from '../support/own-postgres';
import { startSteadyLoad, successShare, type Outcome } from '../support/steady-load';

const READ = '{ loggedInUserDetail { _id } }';
const WRITE = `mutation Add($i: AddQuestionRegistryInput!) {
  addQuestionRegistry(addQuestionRegistryInput: $i) { questionRegistry { _id } }
}`;

/** How long the database stays away, and how long the load goes on after it is back. */
const OUTAGE_MS = 4_000;
const AFTER_RETURN_MS = 15_000;

let database: OwnPostgres;
let product: Awaited<ReturnType<typeof startProduct>>;
let outageStart = 0;
let databaseBack = 0;
let healthDuringOutage: { status: number; body: unknown };
let outcomes: Outcome[] = [];

beforeAll(async () => {
  database = await createOwnPostgres();
  product = await startProduct({
    env: { DATABASE_URL: database.url },
    logFile: path.join(ARTIFACTS, 'fault-database-server.log'),
  });
  const token = await signInByApi(product.url);
  const load = startSteadyLoad({
    baseUrl: product.url,
    token,
    intervalMs: 50,
    next: (n) =>
      n % 2 === 0
        ? { kind: 'read', query: READ }
        : {
            kind: 'write',
            query: WRITE,
            variables: {
              i: { question: `Fault test question ${n}?`, response: `Answer ${n}.` },
            },
            idOf: (data) =>
              (data.addQuestionRegistry as { questionRegistry: { _id: string } }).questionRegistry
                ._id,
          },
  });
  await delay(2_000);
  outageStart = Date.now();
  await database.stop();
  await delay(OUTAGE_MS / 2);
  const health = await fetch(`${product.url}/health`);
  healthDuringOutage = { status: health.status, body: await health.json() };
  await delay(OUTAGE_MS / 2);
  await database.start();
  databaseBack = Date.now();
  await delay(AFTER_RETURN_MS);
  outcomes = await load.stop();
}, 120_000);

afterAll(async () => {
  await product?.stop();
  await database?.destroy();
});

describe('a PostgreSQL restart under a steady read and write load', () => {
  it('leaves the API process running and healthy again', async () => {
    expect(() => process.kill(product.pid, 0)).not.toThrow();
    const health = await fetch(`${product.url}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ database: 'up' });
  });

  it('has /health say the database is down while it is away', () => {
    expect(healthDuringOutage).toEqual({
      status: 503,
      body: expect.objectContaining({ status: 'unavailable', database: 'down' }),
    });
  });

  it('answers requests during the outage with the clear “unavailable” error, never an internal one', () => {
    const during = outcomes.filter((o) => o.sentAt >= outageStart && o.sentAt < databaseBack);
    const failed = during.filter((o) => !o.ok);
    expect(failed.length).toBeGreaterThan(10);
    for (const outcome of outcomes.filter((o) => !o.ok)) {
      expect({ status: outcome.status, code: outcome.code, message: outcome.message }).toEqual({
        status: 503,
        code: 'SERVICE_UNAVAILABLE',
        message: messages.availability.serviceUnavailable,
      });
    }
  });

  it('succeeds for at least 99% of requests from 10 seconds after the database is back', () => {
    const settled = outcomes.filter((o) => o.sentAt >= databaseBack + 10_000);
    expect(settled.length).toBeGreaterThan(50);
    expect(successShare(settled)).toBeGreaterThanOrEqual(0.99);
  });

  it('keeps every write it acknowledged', async () => {
    const acknowledged = outcomes.filter((o) => o.kind === 'write' && o.ok).map((o) => o.id!);
    expect(acknowledged.length).toBeGreaterThan(50);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM question_registries WHERE id = ANY($1::uuid[])',
        [acknowledged],
      );
      expect(rows[0]!.n).toBe(acknowledged.length);
    } finally {
      await client.end();
    }
  });
});
