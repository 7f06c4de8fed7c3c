import { RequestCache } from '@pothos/plugin-scope-auth';
import { describe, expect, it, vi } from 'vitest';
import { makeCompany, makeUser, signIn } from '../testing/factories';
import { gql } from '../testing/graphql';
import { useTestApp } from '../testing/test-app';

const t = useTestApp();

describe('an answered GraphQL request', () => {
  it('drops its scope checks’ cache, which would otherwise keep the whole request in memory', async () => {
    const user = await makeUser(t.database.db);
    await makeCompany(t.database.db, user.id);
    const token = (await signIn(t, user.email, user.password)).accessToken;
    const cleared = vi.spyOn(RequestCache, 'clearForContext');
    try {
      const answer = await gql<{ loggedInUserDetail: { email: string } }>(
        t.app,
        '{ loggedInUserDetail { email } }',
        {},
        token,
      );
      expect(answer.data?.loggedInUserDetail.email).toBe(user.email);
      // Once per request, with the very context the operation's scope checks ran on.
      expect(cleared).toHaveBeenCalledTimes(1);
      const [context] = cleared.mock.calls[0]!;
      expect(context).toMatchObject({ caller: { user: { email: user.email } } });
    } finally {
      cleared.mockRestore();
    }
  });
});
