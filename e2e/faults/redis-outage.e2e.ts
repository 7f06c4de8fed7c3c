import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProduct } from '../../scripts/lib/product.mjs';
import { graphql, signInByApi } from '../../scripts/lib/api-sign-in.mjs';
import { ARTIFACTS } from '../global-setup';
import { createOwnRedis, type OwnRedis } from '../support/own-redis';
import { startSteadyLoad, type Outcome } from '../support/steady-load';

const READ = '{ loggedInUserDetail { _id } }';
const ADD = `mutation Add($i: AddQuestionRegistryInput!) {
  addQuestionRegistry(addQuestionRegistryInput: $i) { questionRegistry { _id } }
}`;
const LOCK = `mutation Lock($id: ID!, $type: QuestionRegistryLockType!) {
  updateQuestionRegistryLockedTime(registryId: $id, type: $type) { questionRegistryId }
}`;
const LOCK_UPDATES =
  'subscription { questionRegistryLockUpdated { questionRegistryId lockedUntil } }';

/** How long a watcher may wait for the next event after live updates are back. */
const RESUME_LIMIT_MS = 20_000;

let redis: OwnRedis;
let product: Awaited<ReturnType<typeof startProduct>>;
let token: string;
let registryId: string;
let socket: Client;
const received: { at: number }[] = [];
let outcomes: Outcome[] = [];
let signInDuringOutage: string | Error;
let eventBeforeOutage = false;
let redisBack = 0;

/** Locks and releases the question in turn, each change an event, until the watcher sees one. */
async function untilAnEventArrives(limitMs: number): Promise<boolean> {
  const seen = received.length;
  const deadline = Date.now() + limitMs;
  for (let n = 0; Date.now() < deadline; n += 1) {
    await graphql(product.url, LOCK, { id: registryId, type: n % 2 ? 'release' : 'add' }, token);
    await delay(250);
    if (received.length > seen) return true;
  }
  return false;
}

beforeAll(async () => {
  redis = await createOwnRedis();
  product = await startProduct({
    env: { REDIS_URL: redis.url },
    logFile: path.join(ARTIFACTS, 'fault-redis-server.log'),
  });
  token = await signInByApi(product.url);
  const added = await graphql(
    product.url,
    ADD,
    { i: { question: 'Redis outage test question?', response: 'An answer.' } },
    token,
  );
  registryId = added.addQuestionRegistry.questionRegistry._id;

  // A browser's client: it reconnects and subscribes again whenever the server closes the socket.
  socket = createClient({
    url: `${product.url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: Infinity,
    shouldRetry: () => true,
    retryWait: () => delay(300),
  });
  socket.subscribe(
    { query: LOCK_UPDATES },
    { next: () => received.push({ at: Date.now() }), error: () => {}, complete: () => {} },
  );
  eventBeforeOutage = await untilAnEventArrives(10_000);

  const load = startSteadyLoad({
    baseUrl: product.url,
    token,
    intervalMs: 50,
    next: () => ({ kind: 'read', query: READ }),
  });
  await delay(1_000);
  await redis.stop();
  await delay(1_000);
  signInDuringOutage = await signInByApi(product.url).catch((error: Error) => error);
  await delay(1_000);
  await redis.start();
  redisBack = Date.now();
  await delay(2_000);
  outcomes = await load.stop();
}, 120_000);

afterAll(async () => {
  await socket?.dispose();
  await product?.stop();
  await redis?.stop();
});

describe('a Redis outage under load', () => {
  it('leaves the API process running', () => {
    expect(() => process.kill(product.pid, 0)).not.toThrow();
  });

  it('goes on answering every request while Redis is away', () => {
    expect(outcomes.length).toBeGreaterThan(40);
    expect(outcomes.filter((o) => !o.ok)).toEqual([]);
  });

  it('still lets a person sign in, their code and all, while Redis is away', () => {
    expect(signInDuringOutage).toEqual(expect.any(String));
  });

  it('delivers live updates before the outage and again after Redis is back', async () => {
    expect(eventBeforeOutage).toBe(true);
    expect(await untilAnEventArrives(RESUME_LIMIT_MS)).toBe(true);
    expect(received.at(-1)!.at).toBeGreaterThan(redisBack);
  });

  it('reports Redis up again on /health once the client has reconnected', async () => {
    const redisState = async () => {
      const health = await fetch(`${product.url}/health`);
      return ((await health.json()) as { redis: string }).redis;
    };
    await expect.poll(redisState, { timeout: 10_000, interval: 250 }).toBe('up');
  });
});
