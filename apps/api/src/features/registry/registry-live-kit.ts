import { createClient } from 'graphql-ws';
import type { Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { Events } from '../../lib/pubsub';
import type { TestApp } from '../../test/test-app';
import { lockTopic } from './locks';
import { LOCK_UPDATED } from './registry-test-kit';

export interface LockSeen {
  questionRegistryId: string;
  lockedBy: { _id: string; firstName: string } | null;
  lockedUntil: string | null;
}

/** Serves the test app on a loopback port; answers its GraphQL WebSocket address. */
export async function listen(t: TestApp): Promise<string> {
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `${address.replace(/^http/, 'ws')}/graphql`;
}

/** The app's own emitter as the services' Events, for announcing from a job in the test. */
export function appEvents(t: TestApp): Events {
  return {
    publish: (topic, payload) =>
      new Promise<void>((resolve) => t.app.graphql.pubsub.publish({ topic, payload }, resolve)),
  };
}

const PROBE_ID = 'probe';

/**
 * Someone watching the registry's locks: every event they receive, in order, and the refusal if
 * the server refused them. `ready()` returns once the server is delivering their events.
 */
export function watchLocks(t: TestApp, url: string, authorization: string | undefined) {
  const seen: LockSeen[] = [];
  let waiters: (() => void)[] = [];
  const wake = () => {
    for (const waiter of waiters) waiter();
    waiters = [];
  };
  let refusal: unknown;
  let probed = false;
  const client: Client = createClient({
    url,
    webSocketImpl: WebSocket,
    connectionParams: authorization ? { authorization: `Bearer ${authorization}` } : {},
    retryAttempts: 0,
  });
  const stop = client.subscribe<{ questionRegistryLockUpdated: LockSeen }>(
    { query: LOCK_UPDATED },
    {
      next: (result) => {
        const event = result.data?.questionRegistryLockUpdated;
        if (event?.questionRegistryId === PROBE_ID) probed = true;
        else if (event) seen.push(event);
        wake();
      },
      error: (error) => {
        refusal = error;
        wake();
      },
      complete: () => wake(),
    },
  );
  const changed = () => new Promise<void>((resolve) => waiters.push(resolve));

  return {
    seen,
    refusal: () => refusal,
    /**
     * graphql-ws does not acknowledge a subscribe, so probe events go to the company's topic
     * until one comes back: from then on nothing published is missed.
     */
    async ready(companyId: string) {
      while (!probed && refusal === undefined) {
        const payload = { questionRegistryId: PROBE_ID, lockedBy: null, lockedUntil: null };
        await appEvents(t).publish(lockTopic(companyId), payload);
        await Promise.race([changed(), new Promise((resolve) => setTimeout(resolve, 50))]);
      }
    },
    /** Waits until `count` events have arrived (or the server refused). */
    async received(count: number) {
      while (seen.length < count && refusal === undefined) await changed();
      return seen.slice(0, count);
    },
    /** Waits for the server's refusal. */
    async refused() {
      while (refusal === undefined) await changed();
      return refusal;
    },
    async close() {
      stop();
      await client.dispose();
    },
  };
}
