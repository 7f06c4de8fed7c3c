import type { ClientOptions, Sink } from 'graphql-ws';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeSignIn, makeToken, refreshRefused, refreshed } from '@/testing/fake-graphql';

/** A graphql-ws client that records what the app asked of it instead of opening a socket. */
interface FakeSocketClient {
  options: ClientOptions;
  subscriptions: { query: string; sink: Sink; ended: boolean }[];
  disposed: boolean;
}
const clients: FakeSocketClient[] = [];

vi.mock('graphql-ws', () => ({
  createClient: (options: ClientOptions) => {
    const client: FakeSocketClient = { options, subscriptions: [], disposed: false };
    clients.push(client);
    return {
      subscribe: (payload: { query: string }, sink: Sink) => {
        const entry = { query: payload.query, sink, ended: false };
        client.subscriptions.push(entry);
        return () => {
          entry.ended = true;
        };
      },
      dispose: () => {
        client.disposed = true;
      },
    };
  },
}));

/** Fresh modules per test: the socket client is one per page, kept in module state. */
async function load() {
  vi.resetModules();
  const session = await import('@/lib/session');
  const { subscribe } = await import('./subscriptions');
  const { graphql } = await import('./graphql');
  const LockUpdated = graphql(`
    subscription LockUpdated {
      questionRegistryLockUpdated {
        questionRegistryId
      }
    }
  `);
  return { session, start: (next = vi.fn()) => subscribe(LockUpdated, {}, { next }) };
}

const connectionParams = async (client: FakeSocketClient | undefined) =>
  (client?.options.connectionParams as () => Promise<unknown>)();

beforeEach(() => {
  clients.length = 0;
});
afterEach(() => {
  localStorage.clear();
});

describe('the subscription client', () => {
  it("connects to the page's own /graphql over ws, with the stored token in the init payload", async () => {
    const { session, start } = await load();
    session.storeSignIn(makeSignIn());
    start();

    expect(clients).toHaveLength(1);
    const url = clients[0]!.options.url as () => string;
    expect(url()).toBe(`ws://${window.location.host}/graphql`);
    await expect(connectionParams(clients[0])).resolves.toEqual({
      authorization: 'Bearer access-one',
    });
    expect(clients[0]!.options.lazy).toBe(true);
  });

  it('hands each event to the subscriber until it unsubscribes', async () => {
    const { session, start } = await load();
    session.storeSignIn(makeSignIn());
    const next = vi.fn();
    const stop = start(next);
    const [subscription] = clients[0]!.subscriptions;
    subscription!.sink.next({
      data: { questionRegistryLockUpdated: { questionRegistryId: 'q1' } },
    });
    expect(next).toHaveBeenCalledWith({
      questionRegistryLockUpdated: { questionRegistryId: 'q1' },
    });

    stop();
    expect(subscription!.ended).toBe(true);
  });

  it('closes the socket on a company switch and subscribes again as the new company', async () => {
    const { session, start } = await load();
    session.storeSignIn(makeSignIn());
    start();
    session.storeSignIn(makeSignIn({ companyId: 'company-2', token: makeToken('two') }));

    expect(clients[0]!.disposed).toBe(true);
    expect(clients[0]!.subscriptions[0]!.ended).toBe(true);
    expect(clients).toHaveLength(2);
    expect(clients[1]!.subscriptions).toHaveLength(1);
    await expect(connectionParams(clients[1])).resolves.toEqual({
      authorization: 'Bearer access-two',
    });
  });

  it('keeps the same socket when only the token is refreshed', async () => {
    const { session, start } = await load();
    session.storeSignIn(makeSignIn());
    start();
    session.storeTokens(makeToken('two'));

    expect(clients).toHaveLength(1);
    expect(clients[0]!.disposed).toBe(false);
  });

  it('closes the socket on sign-out and opens none while signed out', async () => {
    const { session, start } = await load();
    session.storeSignIn(makeSignIn());
    start();
    session.clearSession();

    expect(clients[0]!.disposed).toBe(true);
    expect(clients).toHaveLength(1);
  });

  it('signs out when the server ends the socket’s session (4401) and the session cannot be refreshed', async () => {
    const { session, start } = await load();
    const ended = vi.fn();
    session.onSessionEnded(ended);
    session.storeSignIn(makeSignIn());
    start();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => refreshRefused('Session expired')),
    );

    clients[0]!.options.on!.closed!({ code: 4401, reason: 'Session ended' } as CloseEvent);

    await vi.waitFor(() => expect(ended).toHaveBeenCalled());
    expect(session.getSession()).toBeNull();
    vi.unstubAllGlobals();
  });

  it('subscribes again on a new socket when the session lives on after a 4401', async () => {
    const { session, start } = await load();
    session.storeSignIn(makeSignIn());
    start();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => refreshed('two')),
    );

    clients[0]!.options.on!.closed!({ code: 4401, reason: 'Session ended' } as CloseEvent);

    await vi.waitFor(() => expect(clients).toHaveLength(2));
    expect(clients[0]!.disposed).toBe(true);
    expect(clients[1]!.subscriptions).toHaveLength(1);
    vi.unstubAllGlobals();
  });
});
