import type { FastifyReply, FastifyRequest } from 'fastify';
import { RequestCache } from '@pothos/plugin-scope-auth';
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
import { signInNonceCookieJar, type SignInNonceCookieJar } from '../core/identity/nonce-cookie';

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
  /** Over HTTP: the nonce of a Google or Microsoft sign-in this browser started. */
  signInNonceCookie?: SignInNonceCookieJar;
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
  const context = new HttpContext(deps, caller, request, reply);
  request.graphqlContext = context;
  return context;
}

/**
 * The GraphQL routes' onResponse hook: once a request is answered, its scope checks' cache goes.
 * Pothos keeps that cache in a WeakMap whose value refers back to the context, and V8's
 * young-generation collector keeps such an entry's value alive until the next full collection;
 * so everything the context reached (the request, the reply, their headers and buffers) outlived
 * the request into the old generation — 6.6 KB a request, and with it a third of a small signed-in
 * query's CPU spent collecting garbage (issue 17).
 */
export function releaseContext(request: FastifyRequest, _reply: FastifyReply, done: () => void) {
  request.graphqlContext?.release();
  request.graphqlContext = null;
  done();
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The GraphQL context built for this request, until it is answered. */
    graphqlContext: { release(): void } | null;
  }
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

/**
 * The caller's part of a context, with its methods on the prototype rather than as closures made
 * for every request. The fields Mercurius adds with Object.assign (its reply, app and hooks:
 * mercurius/index.js, lib/routes.js, lib/hooks.js) are declared here first: added one by one to a
 * fresh object, a dozen of them turned it into a dictionary: 7 KB a request, the largest share of
 * a small signed-in query's garbage (issue 17).
 */
class CallerContext {
  reply: FastifyReply | undefined = undefined;
  app: unknown = undefined;
  pubsub: unknown = undefined;
  __currentQuery: unknown = undefined;
  errors: unknown = null;
  preParsing: unknown = null;
  preValidation: unknown = null;
  preExecution: unknown = null;
  onResolution: unknown = null;
  preSubscriptionParsing: unknown = null;
  preSubscriptionExecution: unknown = null;
  onSubscriptionResolution: unknown = null;
  onSubscriptionEnd: unknown = null;
  private profile: Promise<UserRow> | undefined = undefined;

  constructor(
    readonly deps: Deps,
    readonly caller: ViewerResult,
    private readonly requestId?: string,
  ) {}

  authFailure(): DomainError {
    const { caller } = this;
    if (typeof caller === 'string') return withCode(noCallerRefusal(caller, this.requestId));
    if (!isMember(caller)) return withCode(forbidden(messages.auth.noCompanySelected));
    if (caller.locked) return withCode(forbidden(messages.company.lockedCompany));
    return withCode(forbidden(messages.permission.denied));
  }

  requireViewer(): Viewer {
    if (typeof this.caller === 'string') throw this.authFailure();
    return this.caller;
  }

  requireMember(): Member {
    const viewer = this.requireViewer();
    if (!isMember(viewer) || viewer.locked) throw this.authFailure();
    return viewer;
  }

  viewerProfile(): Promise<UserRow> {
    this.profile ??= (async () => {
      const user = await findUserById(this.deps.db, this.requireViewer().user.id);
      if (!user) throw unauthenticated(messages.auth.sessionExpired);
      return user;
    })();
    return this.profile;
  }
}

/**
 * An HTTP request's context. The cookie jars are made when an operation asks for them (sign-in,
 * refresh, sign-out), not for every request.
 */
class HttpContext extends CallerContext implements Context {
  private jars:
    | { refresh: Context['refreshCookie']; device: DeviceCookieJar; nonce: SignInNonceCookieJar }
    | undefined = undefined;
  private requestMeta: RequestMeta | undefined = undefined;

  constructor(
    deps: Deps,
    caller: ViewerResult,
    private readonly request: FastifyRequest,
    reply: FastifyReply,
  ) {
    super(deps, caller, request.id);
    this.reply = reply;
  }

  /** After the answer (releaseContext): the scope checks' cache, the WeakMap entry in question. */
  release() {
    RequestCache.clearForContext(this);
  }

  get meta(): RequestMeta {
    this.requestMeta ??= {
      ip: this.request.ip,
      userAgent: this.request.headers['user-agent'],
      deviceToken: this.deviceCookie.presented,
    };
    return this.requestMeta;
  }

  get refreshCookie() {
    return this.cookieJars().refresh;
  }

  get deviceCookie() {
    return this.cookieJars().device;
  }

  get signInNonceCookie() {
    return this.cookieJars().nonce;
  }

  private cookieJars() {
    if (!this.jars) {
      const secure = servedSecurely(this.deps.config.appUrl);
      const { request } = this;
      const reply = this.reply!;
      this.jars = {
        refresh: {
          ...refreshCookieJar(reply, secure),
          cookieMode: wantsCookieSession(request),
        },
        device: deviceCookieJar(request, reply, secure),
        nonce: signInNonceCookieJar(request, reply, secure),
      };
    }
    return this.jars;
  }
}

/**
 * A WebSocket's part of the context as own properties: Mercurius copies a subscription's context
 * with object spread, which would leave a class's methods behind. Once per connection.
 */
function callerContext(deps: Deps, caller: ViewerResult): Omit<Context, 'meta'> {
  const context = new CallerContext(deps, caller);
  return {
    deps,
    caller,
    requireViewer: () => context.requireViewer(),
    requireMember: () => context.requireMember(),
    authFailure: () => context.authFailure(),
    viewerProfile: () => context.viewerProfile(),
  };
}
