import type { EventEmitter } from 'node:events';
import mqemitter from 'mqemitter';
import type { MQEmitter } from 'mqemitter';
import type { FastifyBaseLogger } from 'fastify';

export interface PubSubEmitter {
  mq: MQEmitter;
  close(): Promise<void>;
  /**
   * Called each time the Redis subscriber connects again after losing Redis: events published
   * meanwhile never arrived, so live clients must catch up. Never called in process.
   */
  onReconnect(listener: () => void): void;
}

/** The little of a logger the emitter needs. */
interface EmitterLog {
  warn(details: object, message: string): void;
}

/**
 * Subscriptions publish through this emitter: in-process by default, through Redis when
 * REDIS_URL is set so every API process sees every event.
 */
export async function createPubSubEmitter(
  redisUrl: string | undefined,
  log?: EmitterLog,
): Promise<PubSubEmitter> {
  if (!redisUrl) {
    const mq = mqemitter();
    return {
      mq,
      close: () => new Promise<void>((resolve) => mq.close(() => resolve())),
      onReconnect: () => undefined,
    };
  }
  const { default: mqemitterRedis } = await import('mqemitter-redis');
  const mq = mqemitterRedis({ connectionString: redisUrl }) as ReturnType<typeof mqemitterRedis> & {
    state: EventEmitter;
    subConn: RedisConnection;
    pubConn: RedisConnection;
  };
  // Its connections' errors arrive on `state`; without a listener a Redis outage ends the process.
  // ioredis reconnects and resubscribes by itself.
  mq.state.on('error', (error: unknown) => log?.warn({ err: error }, 'Redis pub/sub unavailable'));
  const listeners: (() => void)[] = [];
  let connections = 0;
  mq.state.on('subConnect', () => {
    connections += 1;
    if (connections > 1) listeners.forEach((listener) => listener());
  });
  // Subscribing only once the connection is ready: a SUBSCRIBE queued while ioredis was still
  // connecting was seen lost under load (the process then heard no one's events).
  await connectionReady(mq.subConn, SUBSCRIBER_READY_WAIT_MS);
  return {
    mq: mq as unknown as MQEmitter,
    close: () => closeWithin(mq, QUIT_WAIT_MS),
    onReconnect: (listener) => listeners.push(listener),
  };
}

/** The little of an ioredis connection the waits need. */
interface RedisConnection {
  status: string;
  once(event: 'ready', listener: () => void): unknown;
  off(event: 'ready', listener: () => void): unknown;
  disconnect(): void;
}

/** How long closing waits for Redis to answer QUIT before dropping the connections. */
const QUIT_WAIT_MS = 2_000;

/**
 * Closes the emitter: QUIT on both connections, as mqemitter-redis does, but never waiting for
 * ever. A connection caught between two attempts (ioredis reconnecting) never ends after QUIT, and
 * a server stop would hang on it; past the wait both are dropped.
 */
function closeWithin(
  mq: { close(done: () => void): unknown; subConn: RedisConnection; pubConn: RedisConnection },
  waitMs: number,
) {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      mq.subConn.disconnect();
      mq.pubConn.disconnect();
      resolve();
    }, waitMs);
    mq.close(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** How long start-up waits for Redis before going on without it (ioredis keeps trying). */
const SUBSCRIBER_READY_WAIT_MS = 5_000;

function connectionReady(connection: RedisConnection, waitMs: number): Promise<void> {
  if (connection.status === 'ready') return Promise.resolve();
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      connection.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, waitMs);
    connection.once('ready', done);
  });
}

/**
 * How services tell subscribers that something changed. Payloads cross Redis, so they are plain
 * JSON (dates as ISO strings). A change is already committed when it is published, so a failed
 * publish is logged, not thrown: the caller's change stands either way.
 */
export interface Events {
  publish(topic: string, payload: unknown): Promise<void>;
}

export function createEvents(
  emitter: PubSubEmitter,
  log: FastifyBaseLogger,
  /**
   * What this process does at once with its own event, not waiting for the round trip through
   * Redis (which still brings it, and tells every other process).
   */
  onPublish?: (topic: string) => void,
): Events {
  return {
    publish: (topic, payload) =>
      new Promise<void>((resolve) => {
        onPublish?.(topic);
        emitter.mq.emit({ topic, payload }, (error) => {
          if (error) log.error({ err: error, topic }, 'event publish failed');
          resolve();
        });
      }),
  };
}

/**
 * Published when a session ends or a member's standing (membership, lock, role, grants, plan)
 * changes, so every process closes or renews the open subscription sockets it concerns.
 */
export const STANDING_CHANGED = 'quorum.standing-changed';

export const announceStandingChanged = (events: Events) => events.publish(STANDING_CHANGED, {});
