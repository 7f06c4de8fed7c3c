import { describe, expect, it } from 'vitest';
import { messages } from '@quorum/shared';
import { makeCompany, makeUser, signIn } from '../../testing/factories';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp({ rateLimitMultiplier: 100 });

const CHANGE = `mutation($c: String, $n: String) {
  changePassword(currentPassword: $c, newPassword: $n) { message }
}`;
const ME = '{ loggedInUserDetail { email } }';

async function personWithTwoSessions() {
  const user = await makeUser(t.database.db);
  await makeCompany(t.database.db, user.id);
  const here = await signIn(t, user.email, user.password, 'here');
  const elsewhere = await signIn(t, user.email, user.password, 'elsewhere');
  return { user, here: here.accessToken, elsewhere: elsewhere.accessToken };
}

describe('changing one’s password', () => {
  it('takes the current password and a new one, keeps this session and ends the others', async () => {
    const { user, here, elsewhere } = await personWithTwoSessions();
    const changed = await gql(t.app, CHANGE, { c: user.password, n: 'Fresh-ledger-55' }, here);
    expect(changed.data).toEqual({ changePassword: { message: messages.password.changed } });
    expect((await gql(t.app, ME, {}, here)).error).toBeUndefined();
    expect((await gql(t.app, ME, {}, elsewhere)).error?.code).toBe('UNAUTHENTICATED');
    await expect(signIn(t, user.email, 'Fresh-ledger-55', 'here')).resolves.toHaveProperty(
      'accessToken',
    );
  });

  it('refuses a wrong current password, a weak or common new one, or the same one, changing nothing', async () => {
    const { user, here } = await personWithTwoSessions();
    const cases = [
      [{ c: 'Not-their-pass-1', n: 'Fresh-ledger-55' }, messages.password.currentWrong],
      [{ c: user.password, n: 'short' }, messages.password.minLength],
      [{ c: user.password, n: 'Password123!' }, messages.password.tooCommon],
      [{ c: user.password, n: user.password }, messages.password.sameAsCurrent],
    ] as const;
    for (const [variables, message] of cases) {
      const refused = await gql(t.app, CHANGE, variables, here);
      expect(refused.error).toEqual({ code: 'BAD_USER_INPUT', message });
    }
    await expect(signIn(t, user.email, user.password, 'here')).resolves.toHaveProperty(
      'accessToken',
    );
  });
});
