// Watching a GraphQL subscription over the real WebSocket, as a browser does: for the tests of the
// live features (registry locks, the board, notifications), in one process or across processes.
import { setTimeout as delay } from 'node:timers/promises';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import type { Events } from '../core/events';
import type { TestApp } from './test-app';

/** How long `ready()` waits for a probe before sending another. */
const PROBE_INTERVAL_MS = 50;

/** Serves the test app on a loopback port; answers its GraphQL WebSocket address. */
export async function listen(t: TestApp): Promise<string> {
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `${address.replace(/^http/, 'ws')}/graphql`;
}

/** The app's own emitter as the services' Events: for probes, or announcing from a job. */
export function appEvents(t: TestApp): Events {
  return {
    publish: (topic, payload) =>
      new Promise<void>((resolve) => t.app.graphql.pubsub.publish({ topic, payload }, resolve)),
  };
}

export interface SubscriptionWatch<Event, ProbeArgs extends unknown[]> {
  /** The subscription to open, and the field of its result that carries each event. */
  url: string;
  /** The access token; none to watch as an anonymous visitor. */
  token: string | undefined;
  query: string;
  field: string;
  /**
   * graphql-ws does not acknowledge a subscribe, so the watcher publishes probe events to its own
   * topic until one comes back: from then on nothing published is missed. `sendProbe` publishes
   * one; `isProbe` tells one from a real event (probes are not counted as seen).
   */
  sendProbe: (...args: ProbeArgs) => Promise<void>;
  isProbe: (event: Event) => boolean;
}

/** Wakes whoever waits for the next change. */
function createSignal() {
  let waiters: (() => void)[] = [];
  return {
    wake: () => {
      for (const waiter of waiters) waiter();
      waiters = [];
    },
    changed: () => new Promise<void>((resolve) => waiters.push(resolve)),
  };
}

/**
 * Someone watching a subscription: every event they receive, in order, and the server's refusal
 * if it refused them. `ready()` returns once the server is delivering their events.
 */
export function watchSubscription<Event, ProbeArgs extends unknown[]>(
  watch: SubscriptionWatch<Event, ProbeArgs>,
) {
  const seen: Event[] = [];
  let probesBack = 0;
  let refusal: unknown;
  const { wake, changed } = createSignal();
  const failIfRefused = () => {
    if (refusal !== undefined) throw new Error(`refused: ${JSON.stringify(refusal)}`);
  };

  const client = createClient({
    url: watch.url,
    webSocketImpl: WebSocket,
    connectionParams: watch.token ? { authorization: `Bearer ${watch.token}` } : {},
    retryAttempts: 0,
  });
  const stop = client.subscribe<Record<string, Event>>(
    { query: watch.query },
    {
      next: (result) => {
        const event = result.data?.[watch.field];
        if (event && watch.isProbe(event)) probesBack++;
        else if (event) seen.push(event);
        if (result.errors) refusal = result.errors;
        wake();
      },
      error: (error) => {
        refusal = error;
        wake();
      },
      complete: () => wake(),
    },
  );

  return {
    seen,
    refusal: () => refusal,
    /** Probes until one comes back (see `sendProbe`); throws if the server refused. */
    async ready(...args: ProbeArgs) {
      while (probesBack === 0) {
        failIfRefused();
        await watch.sendProbe(...args);
        await Promise.race([changed(), delay(PROBE_INTERVAL_MS)]);
      }
    },
    /**
     * Sends one more probe and waits for it: every event published before it has then been
     * delivered to this watcher, or never will be.
     */
    async settle(...args: ProbeArgs) {
      const before = probesBack;
      await watch.sendProbe(...args);
      while (probesBack === before) {
        failIfRefused();
        await changed();
      }
    },
    /** Waits until `count` events have arrived; throws if the server refused. */
    async received(count: number) {
      while (seen.length < count) {
        failIfRefused();
        await changed();
      }
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
