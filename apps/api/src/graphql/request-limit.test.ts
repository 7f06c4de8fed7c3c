import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCompany, makeUser, signIn } from '../testing/factories';
import { gql } from '../testing/graphql';
import { createTestApp, type TestApp } from '../testing/test-app';

const ME = '{ loggedInUserDetail { email } }';

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp(
    { logLevel: 'info' },
    { logStream: { write: (line) => lines.push(line) } },
  );
});
afterAll(() => t.close());

async function signedInMember() {
  const user = await makeUser(t.database.db);
  await makeCompany(t.database.db, user.id);
  return { userId: user.id, token: (await signIn(t, user.email, user.password)).accessToken };
}

describe('GraphQL requests per person', () => {
  it('answers one person 1,200 requests a minute and refuses the 1,201st, logged; another person is not held up', async () => {
    const { userId, token } = await signedInMember();
    const codes = new Set<string | undefined>();
    for (let i = 0; i < 1_200; i++) codes.add((await gql(t.app, ME, {}, token)).error?.code);
    expect([...codes]).toEqual([undefined]);

    const from = lines.length;
    const over = await gql(t.app, ME, {}, token);
    expect(over.error?.code).toBe('TOO_MANY_REQUESTS');
    expect(over.error?.message).toMatch(/^Too many attempts/);
    const refusals = lines
      .slice(from)
      .map((line) => JSON.parse(line) as { security?: Record<string, unknown> })
      .filter((line) => line.security?.event === 'request.refused');
    expect(refusals).toContainEqual(
      expect.objectContaining({
        security: expect.objectContaining({ reason: 'TOO_MANY_REQUESTS', userId }),
      }),
    );

    const someoneElse = await signedInMember();
    expect((await gql(t.app, ME, {}, someoneElse.token)).error).toBeUndefined();
  });
});
