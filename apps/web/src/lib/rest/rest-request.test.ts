import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession, onSessionEnded, storeSignIn } from '@/lib/session';
import { isApiError } from '@/lib/graphql';
import { REFRESH, fakeGraphQL, makeSignIn, refreshed } from '@/testing/fake-graphql';
import { restRequest } from './rest-request';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** REST answers by the token they carry; the token refresh goes to fakeGraphQL. */
function fakeRest(answer: (authorization: string | null) => Response) {
  const graphql = fakeGraphQL({
    [REFRESH]: () => refreshed('two'),
  });
  const seen: (string | null)[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (['/graphql', '/auth/refresh'].includes(String(input)))
      return graphql.fetchMock(input, init);
    const authorization = new Headers(init?.headers).get('authorization');
    seen.push(authorization);
    return answer(authorization);
  });
  return seen;
}

const refused = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('restRequest', () => {
  it('refreshes the token once on a 401 and retries with the new one', async () => {
    storeSignIn(makeSignIn());
    const seen = fakeRest((authorization) =>
      authorization === 'Bearer access-two'
        ? Response.json({ hasSetup: true })
        : refused(401, { code: 'UNAUTHENTICATED', message: 'Expired' }),
    );
    await expect(restRequest('/has-web-integration-setup')).resolves.toEqual({ hasSetup: true });
    expect(seen).toEqual(['Bearer access-one', 'Bearer access-two']);
    expect(getSession()?.accessToken).toBe('access-two');
  });

  it('ends the session when the new token is refused too', async () => {
    storeSignIn(makeSignIn());
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    fakeRest(() => refused(401, { code: 'UNAUTHENTICATED', message: 'Signed out elsewhere.' }));
    const failure = await restRequest('/webform').catch((error: unknown) => error);
    stop();
    expect(isApiError(failure, 'UNAUTHENTICATED')).toBe(true);
    expect(ended).toHaveBeenCalledWith('revoked', 'Signed out elsewhere.');
    expect(getSession()).toBeNull();
  });

  it("turns a refusal into an ApiError with the server's code and words", async () => {
    storeSignIn(makeSignIn());
    fakeRest(() => refused(400, { code: 'BAD_USER_INPUT', message: 'Not a domain.' }));
    const failure = await restRequest('/webform', { method: 'PUT', body: {} }).catch(
      (error: unknown) => error,
    );
    expect(isApiError(failure, 'BAD_USER_INPUT')).toBe(true);
    expect((failure as Error).message).toBe('Not a domain.');
  });

  it('sends no token on a public call, even with a session', async () => {
    storeSignIn(makeSignIn());
    const seen = fakeRest(() => Response.json({ data: { status: 'open' } }));
    await expect(restRequest('/billing/checkout/abc', { auth: 'public' })).resolves.toEqual({
      data: { status: 'open' },
    });
    expect(seen).toEqual([null]);
  });

  it('posts a JSON body with its content type', async () => {
    storeSignIn(makeSignIn());
    let sent: { body: unknown; type: string | null } | undefined;
    vi.stubGlobal('fetch', async (_input: RequestInfo | URL, init?: RequestInit) => {
      sent = {
        body: JSON.parse(String(init?.body)),
        type: new Headers(init?.headers).get('content-type'),
      };
      return Response.json({ data: { url: null } });
    });
    await restRequest('/stripe/subscribe/v2', { method: 'POST', body: { type: 'premium' } });
    expect(sent).toEqual({ body: { type: 'premium' }, type: 'application/json' });
  });
  it('sends raw bytes as they are, and answers nothing for a 204', async () => {
    storeSignIn(makeSignIn());
    let sent: { body: unknown; type: string | null } | undefined;
    vi.stubGlobal('fetch', async (_input: RequestInfo | URL, init?: RequestInit) => {
      sent = { body: init?.body, type: new Headers(init?.headers).get('content-type') };
      return new Response(null, { status: 204 });
    });
    const bytes = new Blob([new Uint8Array([1, 2, 3])]);
    await expect(restRequest('/uploads/u1/chunks/0', { method: 'PUT', body: bytes })).resolves.toBe(
      undefined,
    );
    expect(sent).toEqual({ body: bytes, type: 'application/octet-stream' });
  });
});
