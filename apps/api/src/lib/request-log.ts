import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** A request slower than this is worth an operator's look even when all is well. */
export const SLOW_REQUEST_MS = 1000;

type Level = 'error' | 'warn' | 'debug';
/** pino's numbers for its levels: a line is written when its number is at least the logger's. */
const LEVEL_VALUES: Record<string, number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: Infinity,
};

/**
 * Quiet by default: a line for a request that failed on our side (5xx) or was slow; every request
 * only at `debug`. The start banner and real problems stay readable in a terminal.
 */
export function requestLogLevel(status: number, ms: number): Level {
  if (status >= 500) return 'error';
  if (ms >= SLOW_REQUEST_MS) return 'warn';
  return 'debug';
}

/** One JSON line per request worth logging, with what an operator needs: operation, time, company. */
export function registerRequestLog(app: FastifyInstance) {
  const enabled = (level: Level) => (LEVEL_VALUES[app.log.level] ?? 30) <= LEVEL_VALUES[level]!;
  // A callback hook, not an async one: most requests write no line, and need no promise to say so.
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done) => {
    const level = requestLogLevel(reply.statusCode, reply.elapsedTime);
    if (!enabled(level)) return done();
    const body = request.body as { operationName?: string } | undefined;
    request.log[level](
      {
        method: request.method,
        url: request.url.split('?')[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        operation: body?.operationName,
        companyId: request.companyId ?? undefined,
      },
      level === 'warn' ? 'slow request' : 'request',
    );
    done();
  });
}
