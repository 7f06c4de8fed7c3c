import { readFileSync } from 'node:fs';
import { printSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { messages } from '@quorum/shared';
import { useTestApp } from '../testing/test-app';
import { schema } from './schema';

const t = useTestApp();

const post = (payload: string, contentType = 'application/json', accept?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': contentType, ...(accept ? { accept } : {}) },
    payload,
  });

/** GraphQL over HTTP's own media type: request errors answer 4xx, without `data`. */
const postAskingForGraphQLResponse = (payload: string) =>
  post(payload, 'application/json', 'application/graphql-response+json');

describe('the GraphQL endpoint', () => {
  it('answers a document that does not parse with 400 and a readable error, never 500', async () => {
    const response = await postAskingForGraphQLResponse(
      JSON.stringify({ query: '{ loggedInUserDetail { ' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe(
      'application/graphql-response+json; charset=utf-8',
    );
    expect(response.json()).not.toHaveProperty('data');
    expect(response.json().errors[0].message).toMatch(/Syntax Error/);
  });

  it('answers a field that does not exist with 400, or with 200 to a client asking for plain JSON', async () => {
    const query = JSON.stringify({ query: '{ noSuchField }' });
    const modern = await postAskingForGraphQLResponse(query);
    expect(modern.statusCode).toBe(400);
    expect(modern.json().errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const legacy = await post(query);
    expect(legacy.statusCode).toBe(200);
    expect(legacy.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(legacy.json()).toMatchObject({
      data: null,
      errors: [{ extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }],
    });
  });

  it('reads "extensions": null as no extensions, as the GraphQL over HTTP spec requires', async () => {
    const response = await post(JSON.stringify({ query: '{ __typename }', extensions: null }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('answers a body that is not JSON with 400', async () => {
    const response = await post('{"query": ');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toMatch(/not valid JSON/);
  });

  it('refuses an oversized body with 413 before reading it', async () => {
    const response = await post(
      // Over the GraphQL route's 8 MB, which a CSV import's 5,000 rows need.
      JSON.stringify({ query: '{ __typename }', variables: { pad: 'x'.repeat(9 * 1024 * 1024) } }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().errors[0].message).toBe(messages.generic.requestTooLarge);
  });

  it('refuses a text/plain POST, the kind a cross-site form can send without asking', async () => {
    const response = await post(
      JSON.stringify({ query: 'mutation { userLogout { message } }' }),
      'text/plain',
    );
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('refuses a mutation sent with GET', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent('mutation { userLogout { message } }')}`,
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('refuses a document with more aliases than any screen needs', async () => {
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: loggedInUserDetail { _id }`).join(
      ' ',
    );
    const response = await postAskingForGraphQLResponse(
      JSON.stringify({ query: `{ ${aliases} }` }),
    );
    expect(response.statusCode).toBe(400);
  });

  it('refuses a document too long to be one of ours before parsing all of it', async () => {
    const fields = Array.from({ length: 3000 }, () => '__typename').join(' ');
    const response = await postAskingForGraphQLResponse(JSON.stringify({ query: `{ ${fields} }` }));
    expect(response.statusCode).toBe(400);
    // 2,000 tokens, in correct English (graphql-js itself says "more that").
    expect(response.json().errors[0].message).toBe(messages.input.documentTooLong(2000));
    expect(response.json().errors[0].message).toContain('more than 2,000 tokens');
  });

  it('refuses a wrongly typed variable with 400 naming the problem', async () => {
    const response = await postAskingForGraphQLResponse(
      JSON.stringify({
        query:
          'mutation($input: VerifyEmailOtpInput!) { verifyEmailOtp(verifyEmailOtpInput: $input) { otpData { message } } }',
        variables: { input: { email: 'a@b.co', otpCode: 'abcd', fingerprint: 'f' } },
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toMatch(/otpCode/);
  });

  it('tells browsers never to cache or frame an API answer, nor to guess its type', async () => {
    const response = await post(JSON.stringify({ query: '{ __typename }' }));
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('serves exactly the schema committed in apps/api/schema.graphql, which the web app types against', () => {
    const committed = readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8');
    expect(`${printSchema(schema)}\n`).toBe(committed);
  });
});
