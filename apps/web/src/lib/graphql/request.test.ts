import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  REFRESH,
  fakeGraphQL,
  graphQLError,
  makeSignIn,
  makeToken,
  refreshRefused,
  refreshed,
} from '@/testing/fake-graphql';
import { messages } from '@quorum/shared';
import { getSession, onCompanyLocked, onSessionEnded, storeSignIn } from '@/lib/session';
import { isApiError } from './api-error';
import { graphql } from './graphql';
import { request } from './request';

const LoggedInUserDetail = graphql(`
  query LoggedInUserDetail {
    loggedInUserDetail {
      _id
    }
  }
`);

const me = { data: { loggedInUserDetail: { _id: 'user-1' } } };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('request', () => {
  it('sends the stored access token as a Bearer header', async () => {
    storeSignIn(makeSignIn());
    const { calls } = fakeGraphQL({ LoggedInUserDetail: () => me });
    await request(LoggedInUserDetail, {});
    expect(calls[0]?.authorization).toBe('Bearer access-one');
  });

  it('asks for the refresh token in an HttpOnly cookie, so none is ever written to localStorage', async () => {
    localStorage.setItem('quorum.refreshToken', 'left by an earlier version');
    storeSignIn(makeSignIn());
    const { calls } = fakeGraphQL({ LoggedInUserDetail: () => me });
    await request(LoggedInUserDetail, {});
    expect(calls[0]?.sessionTransport).toBe('cookie');
    expect(Object.keys(localStorage).filter((key) => /refresh/i.test(key))).toEqual([]);
  });

  it('turns a GraphQL error into an ApiError with its code and the server words', async () => {
    storeSignIn(makeSignIn());
    fakeGraphQL({ LoggedInUserDetail: () => graphQLError('FORBIDDEN', 'Not yours.') });
    const failure = await request(LoggedInUserDetail, {}).catch((error: unknown) => error);
    expect(isApiError(failure, 'FORBIDDEN')).toBe(true);
    expect((failure as Error).message).toBe('Not yours.');
  });

  it('refreshes once on UNAUTHENTICATED and retries with the new token', async () => {
    storeSignIn(makeSignIn());
    const { calls } = fakeGraphQL({
      LoggedInUserDetail: (_variables, authorization) =>
        authorization === 'Bearer access-two' ? me : graphQLError('UNAUTHENTICATED', 'Expired'),
      [REFRESH]: () => refreshed('two'),
    });
    await expect(request(LoggedInUserDetail, {})).resolves.toEqual(me.data);
    expect(calls.map((call) => call.operation)).toEqual([
      'LoggedInUserDetail',
      REFRESH,
      'LoggedInUserDetail',
    ]);
    expect(calls[1]?.sessionTransport).toBe('cookie');
    expect(getSession()?.accessToken).toBe('access-two');
  });

  it('refreshes first when the access token is within 10 seconds of expiry', async () => {
    storeSignIn(makeSignIn({ token: makeToken('one', 0.1) }));
    const { calls } = fakeGraphQL({
      LoggedInUserDetail: () => me,
      [REFRESH]: () => refreshed('two'),
    });
    await request(LoggedInUserDetail, {});
    expect(calls.map((call) => call.operation)).toEqual([REFRESH, 'LoggedInUserDetail']);
    expect(calls[1]?.authorization).toBe('Bearer access-two');
  });

  it('spends the refresh token once when several calls need a new token together', async () => {
    storeSignIn(makeSignIn({ token: makeToken('one', 0.1) }));
    const { calls } = fakeGraphQL({
      LoggedInUserDetail: () => me,
      [REFRESH]: () => refreshed('two'),
    });
    await Promise.all([
      request(LoggedInUserDetail, {}),
      request(LoggedInUserDetail, {}),
      request(LoggedInUserDetail, {}),
    ]);
    expect(calls.filter((call) => call.operation === REFRESH)).toHaveLength(1);
  });

  it("uses another tab's fresh token instead of spending the refresh token again", async () => {
    storeSignIn(makeSignIn({ token: makeToken('one', 0.1) }));
    // The other tab rotated the tokens and wrote them; this tab has not heard of it yet.
    const other = makeToken('two');
    localStorage.setItem('quorum.accessToken', other.accessToken);
    localStorage.setItem('quorum.accessTokenExpiresIn', other.accessTokenExpiresIn);
    const { calls } = fakeGraphQL({ LoggedInUserDetail: () => me });
    await request(LoggedInUserDetail, {});
    expect(calls.map((call) => call.operation)).toEqual(['LoggedInUserDetail']);
    expect(calls[0]?.authorization).toBe('Bearer access-two');
  });

  it('ends the session when the refresh is refused', async () => {
    storeSignIn(makeSignIn());
    const ended = vi.fn();
    const stopListening = onSessionEnded(ended);
    fakeGraphQL({
      LoggedInUserDetail: () => graphQLError('UNAUTHENTICATED', 'Expired'),
      [REFRESH]: () => refreshRefused('Revoked'),
    });
    const failure = await request(LoggedInUserDetail, {}).catch((error: unknown) => error);
    stopListening();
    expect(isApiError(failure, 'UNAUTHENTICATED')).toBe(true);
    expect(ended.mock.calls[0]?.[0]).toBe('expired');
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('quorum.accessToken')).toBeNull();
  });

  it('ends the session once when several calls are refused together', async () => {
    storeSignIn(makeSignIn());
    const ended = vi.fn();
    const stopListening = onSessionEnded(ended);
    fakeGraphQL({
      LoggedInUserDetail: () => graphQLError('UNAUTHENTICATED', 'Expired'),
      [REFRESH]: () => refreshRefused('Revoked'),
    });
    await Promise.allSettled([request(LoggedInUserDetail, {}), request(LoggedInUserDetail, {})]);
    stopListening();
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when the network is down', async () => {
    storeSignIn(makeSignIn({ token: makeToken('one', 0.1) }));
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const failure = await request(LoggedInUserDetail, {}).catch((error: unknown) => error);
    expect(isApiError(failure, 'NETWORK_ERROR')).toBe(true);
    expect(getSession()).not.toBeNull();
  });

  it('leaves an UNAUTHENTICATED answer to a public call to the caller', async () => {
    const { calls } = fakeGraphQL({
      LoggedInUserDetail: () => graphQLError('UNAUTHENTICATED', 'Wrong password'),
    });
    const failure = await request(LoggedInUserDetail, {}, { auth: 'public' }).catch(
      (error: unknown) => error,
    );
    expect((failure as Error).message).toBe('Wrong password');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.authorization).toBeNull();
  });

  it('leaves the company but keeps the person signed in when the free plan has locked them out of it', async () => {
    storeSignIn(makeSignIn());
    fakeGraphQL({
      LoggedInUserDetail: () => graphQLError('FORBIDDEN', messages.company.lockedCompany),
    });
    const heard = vi.fn();
    const stopListening = onCompanyLocked(heard);
    const ended = vi.fn();
    const stopEnded = onSessionEnded(ended);
    await request(LoggedInUserDetail, {}).catch(() => undefined);
    stopListening();
    stopEnded();
    expect(heard).toHaveBeenCalledOnce();
    expect(ended).not.toHaveBeenCalled();
    expect(getSession()).toMatchObject({ companyId: null, inCompany: true });
  });

  it('keeps the session’s company when only the company being chosen is locked', async () => {
    storeSignIn(makeSignIn({ companyId: 'company-1' }));
    fakeGraphQL({
      LoggedInUserDetail: () => graphQLError('FORBIDDEN', messages.company.lockedCompany),
    });
    const failure = await request(LoggedInUserDetail, {}, { choosingCompany: true }).catch(
      (error: unknown) => error,
    );
    expect((failure as Error).message).toBe(messages.company.lockedCompany);
    expect(getSession()?.companyId).toBe('company-1');
  });
});
