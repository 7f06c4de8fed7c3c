import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import { deviceLabel } from './device-label';

/** What the audit trail records of the request a change came from. */
export interface RequestScope {
  /** The caller's address (Fastify's `request.ip`, which honours the configured trusted proxies). */
  ip: string | null;
  /** A readable label of the caller's device from its User-Agent ("Chrome on macOS"). */
  device: string | null;
}

const storage = new AsyncLocalStorage<RequestScope>();

/**
 * The current request's address and device, or nothing outside a request (a job, a script).
 * Services never pass them along: core/audit.ts reads them here, so no signature changes.
 */
export function currentRequestScope(): RequestScope | undefined {
  return storage.getStore();
}

/** Runs `work` as if inside a request from this address and device (jobs' own work, tests). */
export function withRequestScope<T>(scope: RequestScope, work: () => T): T {
  return storage.run(scope, work);
}

/**
 * The scope of a request: the device label is worked out from the User-Agent only when a change is
 * recorded, not on every request (most requests read and record nothing).
 */
function scopeOf(ip: string | null, userAgent: string | undefined): RequestScope {
  let device: string | null | undefined;
  return {
    ip,
    get device() {
      if (device === undefined) device = userAgent ? deviceLabel(userAgent) : null;
      return device;
    },
  };
}

/**
 * Every request runs inside its scope. A callback hook, not an async one: the rest of the request
 * (later hooks, the handler, GraphQL's resolvers) continues from `done`, inside `storage.run`, so
 * the scope follows it through every await.
 */
export function registerRequestScope(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    storage.run(scopeOf(request.ip || null, request.headers['user-agent']), done);
  });
}
