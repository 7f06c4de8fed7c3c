import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Database } from '../../db/client';

type RedisState = 'up' | 'down' | 'not configured';

/**
 * Ready means the database answers: a load balancer stops routing here when it does not (503).
 * Redis being away is reported but is not a reason to stop: rate limits fall back to this
 * process's memory and live updates resume when it returns.
 */
export function registerHealth(app: FastifyInstance, database: Database, redis?: Redis) {
  app.get('/health', async (_request, reply) => {
    const redisState: RedisState = !redis
      ? 'not configured'
      : redis.status === 'ready'
        ? 'up'
        : 'down';
    try {
      await database.db.execute(sql`select 1`);
      return {
        status: redisState === 'down' ? 'degraded' : 'ok',
        database: 'up',
        databaseKind: database.kind,
        redis: redisState,
      };
    } catch (error) {
      app.log.warn({ err: error }, 'health check: database unavailable');
      return reply.status(503).send({ status: 'unavailable', database: 'down', redis: redisState });
    }
  });
}
