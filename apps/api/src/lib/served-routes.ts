import type { FastifyInstance } from 'fastify';

/**
 * Notes every route as it is registered (`METHOD /path`, HEAD left out: Fastify adds it beside each
 * GET), so the HTTP permission matrix can require a row for each: a new route cannot skip it.
 */
export function trackServedRoutes(app: FastifyInstance) {
  const routes = new Set<string>();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      if (method !== 'HEAD') routes.add(`${method} ${route.url}`);
  });
  app.decorate('servedRoutes', () => [...routes].sort());
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered so far, as `METHOD /path`. */
    servedRoutes(): string[];
  }
}
