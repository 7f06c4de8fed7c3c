// Who may open the GraphQL WebSocket, how many, and for how long before saying who they are. A
// browser sends its page's Origin with the handshake: only our own pages may open one (a socket is
// authorised by the token in connection_init, but a foreign page must not even try with a stolen
// one). Clients that are not browsers send no Origin and are judged by their token alone. One
// client address holds at most `socketsPerAddress` sockets on a process.
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type WebSocket from 'ws';

/** The graphql-ws protocol's close code for a socket that never sent connection_init. */
export const INIT_TIMEOUT_CLOSE = { code: 4408, reason: 'Connection initialisation timeout' };

type VerifyNext = (result: boolean, code?: number, message?: string) => void;

type HandshakeInfo = { origin: string; secure: boolean; req: IncomingMessage };

/** The handshake check: no Origin, the configured address's, or the address the socket came to. */
export function verifySocketOrigin(appUrl: string) {
  const appOrigin = new URL(appUrl).origin;
  return (info: HandshakeInfo, next: VerifyNext) => {
    const origin = info.origin || info.req.headers.origin;
    if (!origin) return next(true);
    const own = `${info.secure ? 'https' : 'http'}://${info.req.headers.host ?? ''}`;
    if (origin === appOrigin || origin === own) return next(true);
    next(false, 403, 'Forbidden origin');
  };
}

/**
 * The sockets open per client address on this process. The address is the one Fastify found for
 * the upgrade request (`request.ip`, so X-Forwarded-For counts only from a trusted proxy), noted
 * when the request is routed, before the handshake is answered.
 */
export class SocketsPerAddress {
  private readonly open = new Map<string, number>();
  private readonly addressOf = new WeakMap<IncomingMessage, string>();

  constructor(private readonly limit: number) {}

  /** Notes each upgrade request's client address as Fastify judged it (TRUST_PROXY). */
  noteAddresses(app: FastifyInstance) {
    // A callback hook: every request passes through it, and all but upgrades leave at once.
    app.addHook('onRequest', (request, _reply, done) => {
      if (request.ws) this.addressOf.set(request.raw, request.ip);
      done();
    });
  }

  /** The handshake check: refuses with 429 once the address holds `limit` sockets. */
  verify(info: HandshakeInfo, next: VerifyNext) {
    if ((this.open.get(this.address(info.req)) ?? 0) >= this.limit)
      return next(false, 429, 'Too many connections from this address');
    next(true);
  }

  /** Counts an opened socket until it closes. */
  opened(socket: WebSocket, request: IncomingMessage) {
    const address = this.address(request);
    this.open.set(address, (this.open.get(address) ?? 0) + 1);
    socket.once('close', () => {
      const left = (this.open.get(address) ?? 1) - 1;
      if (left > 0) this.open.set(address, left);
      else this.open.delete(address);
    });
  }

  private address(request: IncomingMessage) {
    return this.addressOf.get(request) ?? request.socket.remoteAddress ?? 'unknown';
  }
}

/** Runs the handshake checks in turn; the first refusal answers. */
export function allOf(...checks: ((info: HandshakeInfo, next: VerifyNext) => void)[]) {
  return (info: HandshakeInfo, next: VerifyNext) => {
    const run = (index: number) => {
      const check = checks[index];
      if (!check) return next(true);
      check(info, (verified, code, message) =>
        verified ? run(index + 1) : next(false, code, message),
      );
    };
    run(0);
  };
}

/**
 * Closes a socket that has not sent connection_init within `ms`: an open socket that never
 * authenticates only holds a connection.
 */
export function closeUnlessInitialised(socket: WebSocket, ms: number) {
  const timer = setTimeout(
    () => socket.close(INIT_TIMEOUT_CLOSE.code, INIT_TIMEOUT_CLOSE.reason),
    ms,
  );
  timer.unref();
  const onMessage = (data: WebSocket.RawData) => {
    if (messageType(data) === 'connection_init') {
      clearTimeout(timer);
      socket.off('message', onMessage);
    }
  };
  socket.on('message', onMessage);
  socket.once('close', () => clearTimeout(timer));
}

function messageType(data: WebSocket.RawData): unknown {
  try {
    return (JSON.parse(String(data)) as { type?: unknown }).type;
  } catch {
    return undefined;
  }
}
