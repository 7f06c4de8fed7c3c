import mqemitter from 'mqemitter';
import type { MQEmitter } from 'mqemitter';
import type { FastifyBaseLogger } from 'fastify';

export interface PubSubEmitter {
  mq: MQEmitter;
  close(): Promise<void>;
}

/**
 * Subscriptions publish through this emitter: in-process by default, through Redis when
 * REDIS_URL is set so every API process sees every event.
 */
export async function createPubSubEmitter(redisUrl: string | undefined): Promise<PubSubEmitter> {
  if (!redisUrl) {
    const mq = mqemitter();
    return { mq, close: () => new Promise<void>((resolve) => mq.close(() => resolve())) };
  }
  const { default: mqemitterRedis } = await import('mqemitter-redis');
  const mq = mqemitterRedis({ connectionString: redisUrl }) as unknown as MQEmitter;
  return { mq, close: () => new Promise<void>((resolve) => mq.close(() => resolve())) };
}

/**
 * How services tell subscribers that something changed. Payloads cross Redis, so they are plain
 * JSON (dates as ISO strings). A change is already committed when it is published, so a failed
 * publish is logged, not thrown: the caller's change stands either way.
 */
export interface Events {
  publish(topic: string, payload: unknown): Promise<void>;
}

export function createEvents(emitter: PubSubEmitter, log: FastifyBaseLogger): Events {
  return {
    publish: (topic, payload) =>
      new Promise<void>((resolve) => {
        emitter.mq.emit({ topic, payload }, (error) => {
          if (error) log.error({ err: error, topic }, 'event publish failed');
          resolve();
        });
      }),
  };
}
