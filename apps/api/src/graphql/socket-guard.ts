// Who may open the GraphQL WebSocket, and for how long before saying who they are. A browser sends
// its page's Origin with the handshake: only our own pages may open one (a socket is authorised by
// the token in connection_init, but a foreign page must not even try with a stolen one). Clients
// that are not browsers send no Origin and are judged by their token alone.
import type { IncomingMessage } from 'node:http';
import type WebSocket from 'ws';

/** The graphql-ws protocol's close code for a socket that never sent connection_init. */
export const INIT_TIMEOUT_CLOSE = { code: 4408, reason: 'Connection initialisation timeout' };

type VerifyNext = (result: boolean, code?: number, message?: string) => void;

/** The handshake check: no Origin, the configured address's, or the address the socket came to. */
export function verifySocketOrigin(appUrl: string) {
  const appOrigin = new URL(appUrl).origin;
  return (info: { origin: string; secure: boolean; req: IncomingMessage }, next: VerifyNext) => {
    const origin = info.origin || info.req.headers.origin;
    if (!origin) return next(true);
    const own = `${info.secure ? 'https' : 'http'}://${info.req.headers.host ?? ''}`;
    if (origin === appOrigin || origin === own) return next(true);
    next(false, 403, 'Forbidden origin');
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
