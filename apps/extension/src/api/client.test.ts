import { beforeEach, describe, expect, it } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createQuorumClient } from './client';
import { QuorumError } from './quorum-error';
import { tokenStore, type TokenResponse } from './token-store';

const BASE = 'https://quorum.test';
const NOW = 1_750_000_000_000;

function grant(access: string, refresh: string): TokenResponse {
  return {
    access_token: access,
    token_type: 'Bearer',
    expires_in: 900,
    refresh_token: refresh,
    company: { id: 'c1', name: 'Northwind Mining' },
    user: { id: 'u1', firstName: 'Dana', lastName: 'Ortiz', email: 'dana@northwind.example' },
    mailbox: 'ir@northwind.example',
  };
}

interface Call {
  readonly url: string;
  readonly body: Record<string, unknown>;
  readonly authorization: string | null;
}

/** A Quorum server that answers each call with the next of the given answers, and keeps the calls. */
function fakeServer(...answers: Array<[status: number, body: unknown]>) {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    calls.push({
      url: String(input),
      body: JSON.parse(String(init?.body)) as Record<string, unknown>,
      authorization: headers.get('authorization'),
    });
    const [status, body] = answers.shift() ?? [500, {}];
    return new Response(JSON.stringify(body), { status });
  };
  return { calls, fetch: fetch as typeof globalThis.fetch };
}

const unauthenticated = {
  errors: [{ message: 'Unauthenticated', extensions: { code: 'UNAUTHENTICATED' } }],
};

async function signedIn(expiresInMs = 600_000) {
  await tokenStore.save({ ...grant('access-1', 'refresh-1'), expires_in: expiresInMs / 1000 }, NOW);
}

describe('the Quorum client', () => {
  beforeEach(() => fakeBrowser.reset());

  it('keeps the access token in session storage and never on disk, the refresh token in local', async () => {
    const server = fakeServer([200, grant('access-1', 'refresh-1')]);
    const client = createQuorumClient({ baseUrl: BASE, fetch: server.fetch, now: () => NOW });

    const session = await client.signIn('one-time-code', 'the-verifier');

    expect(server.calls[0]).toMatchObject({
      url: `${BASE}/extension/token`,
      body: {
        grant_type: 'authorization_code',
        code: 'one-time-code',
        code_verifier: 'the-verifier',
      },
    });
    expect(session.company.name).toBe('Northwind Mining');
    const local = JSON.stringify(await browser.storage.local.get(null));
    const inSession = JSON.stringify(await browser.storage.session.get(null));
    expect(local).toContain('refresh-1');
    expect(local).not.toContain('access-1');
    expect(inSession).toContain('access-1');
    expect(inSession).not.toContain('refresh-1');
  });

  it('refreshes once and retries when the server calls the token UNAUTHENTICATED', async () => {
    await signedIn();
    const server = fakeServer(
      [200, unauthenticated],
      [200, grant('access-2', 'refresh-2')],
      [200, { data: { ok: true } }],
    );
    const client = createQuorumClient({ baseUrl: BASE, fetch: server.fetch, now: () => NOW });

    await expect(client.request('{ ok }', {})).resolves.toEqual({ ok: true });

    expect(server.calls.map((c) => c.authorization)).toEqual([
      'Bearer access-1',
      null,
      'Bearer access-2',
    ]);
    expect(server.calls[1]!.body).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'refresh-1',
    });
    // The refresh token rotates: the spent one is gone for good.
    expect((await tokenStore.readSession())?.refreshToken).toBe('refresh-2');
  });

  it('refreshes before a call when the access token has 10 seconds or less to live', async () => {
    await signedIn(10_000);
    const server = fakeServer([200, grant('access-2', 'refresh-2')], [200, { data: { ok: true } }]);
    const client = createQuorumClient({ baseUrl: BASE, fetch: server.fetch, now: () => NOW });

    await client.request('{ ok }', {});

    expect(server.calls.map((c) => c.url)).toEqual([`${BASE}/extension/token`, `${BASE}/graphql`]);
    expect(server.calls[1]!.authorization).toBe('Bearer access-2');
  });

  it('signs out when the refresh token is refused as invalid_grant', async () => {
    await signedIn();
    const server = fakeServer(
      [200, unauthenticated],
      [400, { error: 'invalid_grant', error_description: 'The refresh token was revoked.' }],
    );
    const client = createQuorumClient({ baseUrl: BASE, fetch: server.fetch, now: () => NOW });

    const failure = await client.request('{ ok }', {}).catch((e: unknown) => e);

    expect(failure).toBeInstanceOf(QuorumError);
    expect((failure as QuorumError).code).toBe('SIGNED_OUT');
    expect(await tokenStore.readSession()).toBeNull();
    expect(await tokenStore.readAccessToken()).toBeNull();
  });

  it("shows the server's own words when the extension is forbidden", async () => {
    await signedIn();
    const message = 'You have not been given permission to access this extension.';
    const server = fakeServer([200, { errors: [{ message, extensions: { code: 'FORBIDDEN' } }] }]);
    const client = createQuorumClient({ baseUrl: BASE, fetch: server.fetch, now: () => NOW });

    await expect(client.request('{ ok }', {})).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message,
    });
    expect(await tokenStore.readSession()).not.toBeNull();
  });

  it('revokes the refresh token on sign-out and forgets every token', async () => {
    await signedIn();
    const server = fakeServer([200, {}]);
    const client = createQuorumClient({ baseUrl: BASE, fetch: server.fetch, now: () => NOW });

    await client.signOut();

    expect(server.calls[0]).toMatchObject({
      url: `${BASE}/extension/revoke`,
      body: { refresh_token: 'refresh-1' },
    });
    expect(await tokenStore.readSession()).toBeNull();
    expect(await tokenStore.readAccessToken()).toBeNull();
  });
});
