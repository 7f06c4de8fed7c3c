import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '@quorum/shared';
import { makeCompany, makeUser, signIn } from '../testing/factories';
import { gql } from '../testing/graphql';
import { createTestApp, useTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

const t = useTestApp();

const OTHER_CALLER = randomUUID();
const SECRET_EMAIL = 'victim@example.com';
/** What Drizzle puts in an error: the statement and every parameter, other callers' ids among them. */
const driverError = () =>
  new Error(
    `Failed query: SELECT r.ord FROM unnest($1::uuid[]) JOIN sessions ... params: ${OTHER_CALLER},${SECRET_EMAIL}`,
  );
const refusedConnection = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

const ONE_QUESTION = `query One($id: ID!) { getQuestionRegistry(questionRegistryId: $id) { _id } }`;
const ME = `{ loggedInUserDetail { _id } }`;

let token: string;

beforeAll(async () => {
  const user = await makeUser(t.database.db);
  await makeCompany(t.database.db, user.id);
  token = (await signIn(t, user.email, user.password)).accessToken;
});

afterEach(() => vi.restoreAllMocks());

type Statement = (...args: unknown[]) => Promise<unknown>;

/**
 * The request's statements, in order, each passed to the database or failed with the error given.
 * Every statement goes through node-postgres's pool on PostgreSQL (the caller lookup is a prepared
 * statement there) and through Drizzle's execute on PGlite.
 */
function statementsOf(app: TestApp, ...outcomes: ('pass' | Error)[]) {
  const { pool, db } = app.database;
  const [target, method] = (pool ? [pool, 'query'] : [db, 'execute']) as unknown as [
    Record<string, Statement>,
    string,
  ];
  const original = target[method]!.bind(target);
  const spy = vi.spyOn(target, method);
  for (const outcome of outcomes) {
    if (outcome === 'pass') spy.mockImplementationOnce(original);
    else spy.mockRejectedValueOnce(outcome);
  }
}

function expectNothingLeaked(body: string) {
  expect(body).not.toMatch(/select|unnest|params/i);
  expect(body).not.toContain(OTHER_CALLER);
  expect(body).not.toContain(SECRET_EMAIL);
}

describe('an unexpected failure, as the caller sees it', () => {
  it('gives no SQL and no other caller’s ids when the shared caller lookup fails, only a reference', async () => {
    statementsOf(t, driverError());
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      payload: JSON.stringify({ query: ME }),
    });
    expectNothingLeaked(response.body);
    expect(response.statusCode).toBe(200);
    const [error] = response.json().errors;
    expect(error.extensions.code).toBe('INTERNAL_SERVER_ERROR');
    const requestId = error.extensions.response.requestId as string;
    expect(requestId).toBeTruthy();
    expect(error.message).toBe(messages.availability.serverWithReference(requestId));
  });

  it('answers a failed resolver with the generic message and the request id that finds its log line', async () => {
    statementsOf(t, 'pass', driverError());
    const result = await gql(t.app, ONE_QUESTION, { id: randomUUID() }, token);
    expectNothingLeaked(JSON.stringify(result.errors));
    const [error] = result.errors!;
    expect(error!.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    const requestId = (error!.extensions as { requestId?: string }).requestId;
    expect(requestId).toBeTruthy();
    expect(error!.message).toBe(messages.availability.serverWithReference(requestId!));
  });

  it('says the service is briefly unavailable, with 503, when the database refuses connections', async () => {
    statementsOf(t, refusedConnection());
    const result = await gql(t.app, ME, {}, token);
    expect(result.status).toBe(503);
    expect(result.error).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: messages.availability.serviceUnavailable,
    });
  });

  it('serves the caller normally once the database answers again', async () => {
    statementsOf(t, refusedConnection());
    expect((await gql(t.app, ME, {}, token)).error?.code).toBe('SERVICE_UNAVAILABLE');
    const again = await gql<{ loggedInUserDetail: { _id: string } }>(t.app, ME, {}, token);
    expect(again.error).toBeUndefined();
    expect(again.data?.loggedInUserDetail._id).toBeTruthy();
  });
});

describe('the REST routes when the caller lookup fails', () => {
  it('answers an upload with 503 and the clear message, not “session expired”, while the database is away', async () => {
    statementsOf(t, refusedConnection());
    const response = await t.app.inject({
      method: 'POST',
      url: '/files/profile-image',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: messages.availability.serviceUnavailable,
    });
  });

  it('answers an upload with a reference, not SQL, when the lookup fails otherwise', async () => {
    statementsOf(t, driverError());
    const response = await t.app.inject({
      method: 'POST',
      url: '/files/profile-image',
      headers: { authorization: `Bearer ${token}` },
    });
    expectNothingLeaked(response.body);
    expect(response.statusCode).toBe(500);
    expect(response.json().code).toBe('INTERNAL_SERVER_ERROR');
  });
});

describe('the log line of an unexpected failure', () => {
  it('holds the request id and the statement but none of its parameters', async () => {
    const lines: string[] = [];
    const logged = await createTestApp(
      { logLevel: 'warn' },
      { logStream: { write: (line) => lines.push(line) } },
    );
    try {
      const user = await makeUser(logged.database.db);
      await makeCompany(logged.database.db, user.id);
      const access = (await signIn(logged, user.email, user.password)).accessToken;
      statementsOf(logged, 'pass', driverError());
      const result = await gql(logged.app, ONE_QUESTION, { id: randomUUID() }, access);
      const requestId = (result.errors![0]!.extensions as { requestId: string }).requestId;
      const line = lines.find((text) => text.includes('unexpected GraphQL error'));
      expect(line).toBeDefined();
      expect(line).toContain(requestId);
      expect(line).toContain('unnest');
      expect(line).not.toContain(OTHER_CALLER);
      expect(line).not.toContain(SECRET_EMAIL);
    } finally {
      await logged.close();
    }
  });
});
