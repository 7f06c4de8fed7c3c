import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

declare module 'fastify' {
  interface RouteShorthandOptions {
    /** `false`: the route sends its own security headers instead of the page headers. */
    helmet?: false;
  }
  interface FastifyContextConfig {
    /** Set from the route's `helmet: false`, or by an onRoute hook for a family of routes. */
    helmet?: { skipRoute: true };
  }
}

/**
 * Helmet's headers for these options, worked out once: with fixed options (no nonces, no
 * functions) its middleware sets the same headers on every answer.
 */
export function pageHeadersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * The page security headers on every answer (404s and errors too) but those of routes that send
 * their own (`helmet: false`). One callback hook with headers worked out at start: the
 * @fastify/helmet plugin did this work on every request, /graphql's too although it opts out (a
 * merged copy of its options, a closure and a promise each time), about a quarter of a small
 * GraphQL request's CPU (bench/results/2026-11-28-logged-in-user-detail.md).
 */
export function registerPageHeaders(app: FastifyInstance, options: HelmetOptions) {
  const headers = pageHeadersOf(options);
  app.addHook('onRoute', (route) => {
    if (route.helmet === false) {
      route.config = Object.assign(route.config ?? {}, { helmet: { skipRoute: true } as const });
    }
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.routeOptions.config.helmet?.skipRoute) reply.headers(headers);
    done();
  });
}
