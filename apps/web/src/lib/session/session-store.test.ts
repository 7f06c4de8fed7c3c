import { describe, expect, it } from 'vitest';
import { makeSignIn } from '@/testing/fake-graphql';
import { getSession, reloadSession, storeSignIn, updateStoredUser } from './session-store';

describe('the stored session', () => {
  it('follows a change of name and email, so a reload shows the new ones', () => {
    storeSignIn(makeSignIn());
    updateStoredUser({ email: 'new@quorum.dev', firstName: 'Dana' });

    expect(reloadSession()?.user).toEqual({
      _id: 'user-1',
      email: 'new@quorum.dev',
      firstName: 'Dana',
      lastName: 'Member',
    });
  });

  it('stays signed out when there is no session to update', () => {
    updateStoredUser({ firstName: 'Dana' });
    expect(getSession()).toBeNull();
  });
});
