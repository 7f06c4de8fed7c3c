import type { FastifyRequest } from 'fastify';
import { deviceLabel } from './device-label';

/** Who sent a request, as the audit trail records it beside a change. */
export interface RequestClient {
  /** The caller's address (Fastify's `request.ip`, which honours the configured trusted proxies). */
  ip: string;
  /** A readable label of the caller's device from its User-Agent ("Chrome on macOS"). */
  device: string | null;
}

/**
 * The client of a request. The device label is worked out from the User-Agent only when a change
 * is recorded, not on every request (most requests read and record nothing).
 *
 * Passed along with the actor rather than kept in an AsyncLocalStorage: on Node 20 one
 * `AsyncLocalStorage.run` switches on promise hooks for the whole process, and every promise of
 * every request then costs more — a tenth of a small signed-in request's CPU (issue 17).
 */
export function requestClient(ip: string, userAgent: string | undefined): RequestClient {
  let device: string | null | undefined;
  return {
    ip,
    get device() {
      if (device === undefined) device = userAgent ? deviceLabel(userAgent) : null;
      return device;
    },
  };
}

export const clientOf = (request: FastifyRequest): RequestClient =>
  requestClient(request.ip, request.headers['user-agent']);
