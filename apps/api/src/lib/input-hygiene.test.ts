import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { messages } from '@quorum/shared';
import { makeCompany, makeUser, signIn } from '../testing/factories';
import { gql } from '../testing/graphql';
import { useTestApp } from '../testing/test-app';
import {
  COMPANY_SITE,
  freshAddress,
  investorQuestion,
  makeWebformCompany,
  rest,
  storedFor,
} from '../features/integrations/testing/webform-test-kit';
import { findControlCharacter } from './input-hygiene';

const t = useTestApp({ rateLimitMultiplier: 100 });

describe('finding a control character', () => {
  it('finds a NUL or escape deep in a body, and lets tabs and new lines through', () => {
    expect(findControlCharacter({ a: ['ok', { b: 'x\u0000y' }] })).toBe('a.1.b');
    expect(findControlCharacter({ note: 'line one\nline two\r\n\ttabbed' })).toBeUndefined();
    expect(findControlCharacter({ name: 'bell\u0007' })).toBe('name');
    expect(findControlCharacter({ name: 'del\u007f' })).toBe('name');
  });
});

describe('bad input refused at the door', () => {
  it('refuses a NUL byte in a web form question with 400 and its message, storing nothing', async () => {
    const company = await makeWebformCompany(t);
    const before = await storedFor(t, company.companyId);
    const answer = await rest<{ code: string; message: string }>(t, 'POST', '/webform/enquiries', {
      body: { companyId: company.companyId, ...investorQuestion(), question: 'Dividend?\u0000' },
      headers: { origin: COMPANY_SITE, 'client-secret': company.config!.clientSecret },
      remoteAddress: freshAddress(),
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: messages.input.controlCharacter('question'),
    });
    expect(await storedFor(t, company.companyId)).toEqual(before);
  });

  it('refuses a NUL byte in a mutation’s variables with BAD_USER_INPUT naming the field', async () => {
    const user = await makeUser(t.database.db);
    await makeCompany(t.database.db, user.id);
    const { accessToken } = await signIn(t, user.email, user.password);
    const result = await gql(
      t.app,
      `mutation Add($input: AddQuestionRegistryInput!) {
        addQuestionRegistry(addQuestionRegistryInput: $input) { message }
      }`,
      { input: { question: 'What\u0000 is the AGM date?', response: 'In May.' } },
      accessToken,
    );
    // A request that never ran: 200 to a client asking for plain JSON (GraphQL over HTTP).
    expect(result.status).toBe(200);
    expect(result.data).toBeNull();
    expect(result.error).toEqual({
      code: 'BAD_USER_INPUT',
      message: messages.input.controlCharacter('question'),
    });
  });

  it('refuses page 2147483647 instead of overflowing, saying the largest page is 1,000,000', async () => {
    const user = await makeUser(t.database.db);
    await makeCompany(t.database.db, user.id);
    const { accessToken } = await signIn(t, user.email, user.password);
    const result = await gql(
      t.app,
      `query Page($page: Int) { getQuestionRegistries(page: $page) { meta { currentPage } } }`,
      { page: 2147483647 },
      accessToken,
    );
    expect(result.error).toEqual({
      code: 'BAD_USER_INPUT',
      message: messages.input.tooLarge('page', 1_000_000),
    });
  });

  it('refuses a literal page over 1,000,000 every time it is sent, and judges each variable anew', async () => {
    const user = await makeUser(t.database.db);
    await makeCompany(t.database.db, user.id);
    const { accessToken } = await signIn(t, user.email, user.password);
    const refused = { code: 'BAD_USER_INPUT', message: messages.input.tooLarge('page', 1_000_000) };
    const literal = `{ getQuestionRegistries(page: 1000001) { meta { currentPage } } }`;
    for (let time = 0; time < 2; time++)
      expect((await gql(t.app, literal, {}, accessToken)).error).toEqual(refused);
    const fine = `{ getQuestionRegistries(page: 1000000) { meta { currentPage } } }`;
    expect((await gql(t.app, fine, {}, accessToken)).error).toBeUndefined();
    const withVariable = `query Page($page: Int) { getQuestionRegistries(page: $page) { meta { currentPage } } }`;
    expect((await gql(t.app, withVariable, { page: 2 }, accessToken)).error).toBeUndefined();
    expect((await gql(t.app, withVariable, { page: 1_000_001 }, accessToken)).error).toEqual(
      refused,
    );
  });

  it('answers a company id that is no UUID with BAD_USER_INPUT, not a server error', async () => {
    const user = await makeUser(t.database.db);
    await makeCompany(t.database.db, user.id);
    const { accessToken } = await signIn(t, user.email, user.password);
    const result = await gql(
      t.app,
      `mutation Pick($companyId: ID!, $fingerprint: String!) {
        selectCompanyForLogin(companyId: $companyId, fingerprint: $fingerprint) { userData { companyId } }
      }`,
      { companyId: 'not-a-uuid', fingerprint: randomUUID() },
      accessToken,
    );
    expect(result.error?.code).toBe('BAD_USER_INPUT');
  });
});
