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
 * is recorded, not on every request (most requests read and record nothing). A class, so the lazy
 * getter lives once on the prototype instead of in every request's object.
 *
 * Passed along with the actor rather than kept in an AsyncLocalStorage: on Node 20 one
 * `AsyncLocalStorage.run` switches on promise hooks for the whole process, and every promise of
 * every request then costs more — a tenth of a small signed-in request's CPU (issue 17).
 */
class LazyRequestClient implements RequestClient {
  private label: string | null | undefined = undefined;

  constructor(
    readonly ip: string,
    private readonly userAgent: string | undefined,
  ) {}

  get device(): string | null {
    if (this.label === undefined) this.label = this.userAgent ? deviceLabel(this.userAgent) : null;
    return this.label;
  }
}

export const requestClient = (ip: string, userAgent: string | undefined): RequestClient =>
  new LazyRequestClient(ip, userAgent);

export const clientOf = (request: FastifyRequest): RequestClient =>
  requestClient(request.ip, request.headers['user-agent']);
