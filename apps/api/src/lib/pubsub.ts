import mqemitter from 'mqemitter';
import type { MQEmitter } from 'mqemitter';

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
