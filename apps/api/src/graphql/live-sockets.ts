import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { isMember, readStandings, standingOf } from '../core/identity/viewer';
import type { Viewer, ViewerResult } from '../core/identity/viewer';
import type { AccessClaims } from '../core/identity/access-tokens';
import { startPeriodicJob } from '../lib/periodic-job';
import { STANDING_CHANGED } from '../core/events';
import type { PubSubEmitter } from '../core/events';

/**
 * How a socket is closed when its caller's standing changes, in graphql-ws's words where it has
 * them: 4401 the session ended (graphql-ws does not retry; the client signs out or refreshes),
 * 4403 the member was removed or locked, 4001 the role or plan changed (the client reconnects and
 * is judged afresh), 1012 the server lost events (after a Redis outage: reconnect and refetch).
 */
export const CLOSE = {
  sessionEnded: { code: 4401, reason: 'Session ended' },
  forbidden: { code: 4403, reason: 'Forbidden' },
  standingChanged: { code: 4001, reason: 'Standing changed: reconnect' },
  serviceRestart: { code: 1012, reason: 'Service restart: reconnect and refetch' },
} as const;

/** Open sockets are rechecked this often anyway (changes made by jobs or other tools). */
export const RECHECK_INTERVAL_MS = 30_000;

interface Socket {
  close(code: number, reason: string): void;
  once(event: 'close', listener: () => void): unknown;
}

interface Tracked {
  claims: AccessClaims;
  /** What the caller could do when the socket opened: role, grants, lock, plan. */
  standing: string;
}

const standingKey = (viewer: Viewer) => JSON.stringify(standingOf(viewer));

/**
 * The open subscription sockets of this process and whom each speaks for. A socket is authorised
 * once, when it opens; this closes it when that no longer holds, so a logged-out or removed member
 * stops receiving events at once, and a changed role applies on the reconnect.
 */
export class LiveSockets {
  private readonly sockets = new Map<Socket, Tracked>();
  private recheckQueued: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  get size(): number {
    return this.sockets.size;
  }

  track(socket: Socket, viewer: Viewer): void {
    if (this.sockets.has(socket)) return;
    const { companyId } = viewer;
    this.sockets.set(socket, {
      claims: { sessionId: viewer.sessionId, userId: viewer.user.id, companyId },
      standing: standingKey(viewer),
    });
    socket.once('close', () => this.sockets.delete(socket));
  }

  /** Rechecks every open socket in one query; changes that arrive meanwhile share the next one. */
  recheck(): Promise<void> {
    this.recheckQueued ??= Promise.resolve().then(async () => {
      this.recheckQueued = undefined;
      await this.recheckNow();
    });
    return this.recheckQueued;
  }

  closeAll(close: { code: number; reason: string }): void {
    for (const socket of [...this.sockets.keys()]) this.close(socket, close);
  }

  /** Rechecks on every process's STANDING_CHANGED and every RECHECK_INTERVAL_MS; answers a stop. */
  start(listen: (topic: string, handler: () => void) => void) {
    listen(STANDING_CHANGED, () => void this.recheck());
    return startPeriodicJob({
      name: 'live-socket-recheck',
      intervalMs: RECHECK_INTERVAL_MS,
      tick: () => this.recheck(),
      log: this.log,
    });
  }

  private async recheckNow(): Promise<void> {
    const entries = [...this.sockets];
    if (entries.length === 0) return;
    const standings = await readStandings(
      this.db,
      entries.map(([, tracked]) => tracked.claims),
    ).catch((error: unknown) => {
      this.log.warn({ err: error }, 'live sockets: standing recheck failed; next time');
      return undefined;
    });
    standings?.forEach((now, index) => {
      const [socket, tracked] = entries[index]!;
      const close = verdict(tracked, now);
      if (close) this.close(socket, close);
    });
  }

  private close(socket: Socket, close: { code: number; reason: string }) {
    this.sockets.delete(socket);
    socket.close(close.code, close.reason);
  }
}

function verdict(tracked: Tracked, now: Viewer | 'expired' | 'invalid') {
  if (typeof now === 'string') return CLOSE.sessionEnded;
  if (tracked.claims.companyId && (!isMember(now) || now.locked)) return CLOSE.forbidden;
  return standingKey(now) === tracked.standing ? undefined : CLOSE.standingChanged;
}

/**
 * Tracks each subscription's socket with the caller it was opened as; rechecks them when any
 * process announces a change; after a Redis outage (events lost) asks every client to reconnect
 * and refetch.
 */
export function trackLiveSockets(
  app: FastifyInstance,
  liveSockets: LiveSockets,
  emitter: PubSubEmitter,
) {
  app.graphql.addHook('preSubscriptionExecution', async (_schema, _document, context) => {
    const { socket, caller } = context as unknown as { socket?: Socket; caller?: ViewerResult };
    if (socket && caller && typeof caller !== 'string') liveSockets.track(socket, caller);
  });
  const job = liveSockets.start((topic, handler) =>
    emitter.mq.on(topic, (_message, done) => {
      handler();
      done();
    }),
  );
  emitter.onReconnect(() => liveSockets.closeAll(CLOSE.serviceRestart));
  app.addHook('onClose', async () => job.stop());
}
