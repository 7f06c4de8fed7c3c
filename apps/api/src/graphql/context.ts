import type { FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '@quorum/shared';
import type { Deps, RequestMeta } from '../deps';
import { clientOf } from '../lib/request-client';
import { forbidden, unauthenticated } from '../core/errors';
import type { DomainError } from '../core/errors';
import { findUserById } from '../core/identity/memberships';
import { isMember, noCallerRefusal } from '../core/identity/viewer';
import {
  refreshCookieJar,
  servedSecurely,
  wantsCookieSession,
  type RefreshCookieJar,
} from '../core/identity/refresh-cookie';
import type { Member, UserRow, Viewer, ViewerResult } from '../core/identity/viewer';
import { deviceCookieJar, type DeviceCookieJar } from '../core/identity/device-cookie';

export interface Context {
  deps: Deps;
  meta: RequestMeta;
  /** The caller, or why there is none ('missing', 'expired', 'invalid'). */
  caller: ViewerResult;
  /** The caller, or UNAUTHENTICATED with the reason in words. */
  requireViewer(): Viewer;
  /** The caller and their company, or the reason they have none. */
  requireMember(): Member;
  /** Why the caller may not go on, in words: what auth scopes answer when they refuse. */
  authFailure(): DomainError;
  /** The caller's whole profile, loaded once and only if a field asks for it. */
  viewerProfile(): Promise<UserRow>;
  /**
   * Over HTTP: the refresh cookie. `cookieMode` when the client (the web app) keeps its refresh
   * token there rather than in the answer's body.
   */
  refreshCookie?: RefreshCookieJar & { cookieMode: boolean };
  /** Over HTTP: the trusted-device cookie, set after a passed code or second factor. */
  deviceCookie?: DeviceCookieJar;
}

/**
 * Mercurius's per-subscription event queue, in a subscription's context only: `subscribe(topic)`
 * answers the events published on that topic from then on, until the client stops.
 */
export interface SubscriptionEvents {
  subscribe<T>(topic: string): Promise<AsyncIterable<T>>;
}

/** A subscription's context: the caller's, plus the queue its events arrive on. */
export type SubscriptionContext = Context & { pubsub: SubscriptionEvents };

/**
 * Loads the caller before the operation runs, so every auth scope is a plain boolean. A request
 * without a token (sign-in, refresh, the public calls) costs no query.
 */
export async function buildContext(
  deps: Deps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Context> {
  const caller = await deps.viewers.load(request.headers.authorization);
  if (typeof caller !== 'string') {
    request.companyId = caller.companyId;
    // Each lookup answers a viewer of its own, so this request's client is not another's.
    caller.client = clientOf(request);
  }
  const secure = servedSecurely(deps.config.appUrl);
  const jar = refreshCookieJar(reply, secure);
  const deviceCookie = deviceCookieJar(request, reply, secure);
  return {
    ...callerContext(deps, caller, request.id),
    meta: {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      deviceToken: deviceCookie.presented,
    },
    refreshCookie: { ...jar, cookieMode: wantsCookieSession(request) },
    deviceCookie,
  };
}

/**
 * A WebSocket's caller, read once when the connection opens. Browsers cannot set headers on a
 * WebSocket, so the token comes in connection_init's payload (graphql-ws `connectionParams`:
 * `{ authorization: 'Bearer …' }`). The connection is accepted either way; each subscribe is then
 * checked by its field's auth scopes, so a missing or stale token gets UNAUTHENTICATED with the
 * reason (the client can refresh and subscribe again) instead of a bare closed socket.
 */
export async function authenticateConnection(
  deps: Deps,
  payload: unknown,
): Promise<Omit<Context, 'meta'>> {
  const params = (payload ?? {}) as {
    authorization?: unknown;
    headers?: { authorization?: unknown };
  };
  const authorization = params.authorization ?? params.headers?.authorization;
  const caller = await deps.viewers.load(
    typeof authorization === 'string' ? authorization : undefined,
  );
  return callerContext(deps, caller);
}

/**
 * A refusal carries its code in `extensions` too: graphql-ws sends a refused subscribe's error as
 * graphql-js serialises it, which keeps only the extensions of the thrown error (the HTTP path's
 * formatter finds the code by itself).
 */
export function withCode(error: DomainError): DomainError {
  return Object.assign(error, {
    extensions: { code: error.code, response: { message: error.message } },
  });
}

function callerContext(
  deps: Deps,
  caller: ViewerResult,
  requestId?: string,
): Omit<Context, 'meta'> {
  const authFailure = (): DomainError => {
    if (typeof caller === 'string') return withCode(noCallerRefusal(caller, requestId));
    if (!isMember(caller)) return withCode(forbidden(messages.auth.noCompanySelected));
    if (caller.locked) return withCode(forbidden(messages.company.lockedCompany));
    return withCode(forbidden(messages.permission.denied));
  };
  const requireViewer = () => {
    if (typeof caller === 'string') throw authFailure();
    return caller;
  };
  let profile: Promise<UserRow> | undefined;
  return {
    deps,
    caller,
    requireViewer,
    requireMember() {
      const viewer = requireViewer();
      if (!isMember(viewer) || viewer.locked) throw authFailure();
      return viewer;
    },
    authFailure,
    viewerProfile: () =>
      (profile ??= (async () => {
        const user = await findUserById(deps.db, requireViewer().user.id);
        if (!user) throw unauthenticated(messages.auth.sessionExpired);
        return user;
      })()),
  };
}
