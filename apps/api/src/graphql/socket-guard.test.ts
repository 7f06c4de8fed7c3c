import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { listen } from '../testing/live';
import { createTestApp, type TestApp } from '../testing/test-app';
import { INIT_TIMEOUT_CLOSE } from './socket-guard';

let t: TestApp;
let url: string;
beforeAll(async () => {
  // A short wait for connection_init, so the test need not sit through the real 10 s.
  t = await createTestApp({ socketInitTimeoutMs: 300 });
  url = await listen(t);
});
afterAll(() => t.close());

/** Opens the GraphQL socket as a page at `origin` would; answers how the handshake went. */
function open(origin?: string) {
  const socket = new WebSocket(url, 'graphql-transport-ws', origin ? { origin } : {});
  return new Promise<{ opened: boolean; status?: number; socket: WebSocket }>((resolve) => {
    socket.once('open', () => resolve({ opened: true, socket }));
    socket.once('unexpected-response', (_request, response) =>
      resolve({ opened: false, status: response.statusCode, socket }),
    );
  });
}

const closed = (socket: WebSocket) =>
  new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );

describe('the GraphQL WebSocket', () => {
  it('refuses a page of another origin at the handshake', async () => {
    const attempt = await open('https://attacker.example');
    expect(attempt).toMatchObject({ opened: false, status: 403 });
  });

  it('opens for our own pages and for clients that send no Origin', async () => {
    const own = await open(new URL(url.replace(/^ws/, 'http')).origin);
    const noOrigin = await open();
    expect(own.opened).toBe(true);
    expect(noOrigin.opened).toBe(true);
    own.socket.close();
    noOrigin.socket.close();
  });

  it('closes a socket that never says who it is, with the protocol’s code', async () => {
    const { socket } = await open();
    expect(await closed(socket)).toEqual({
      code: INIT_TIMEOUT_CLOSE.code,
      reason: 'Connection initialisation timeout',
    });
  });

  it('keeps a socket that sent connection_init', async () => {
    const { socket } = await open();
    const ended = closed(socket);
    socket.send(JSON.stringify({ type: 'connection_init', payload: {} }));
    const first = await new Promise<string>((resolve) =>
      socket.once('message', (data) => resolve(String(data))),
    );
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(socket.readyState).toBe(WebSocket.OPEN);
    expect(JSON.parse(first).type).toBe('connection_ack');
    socket.close(1000);
    expect((await ended).code).toBe(1000);
  });
});

describe('sockets per client address', () => {
  let direct: TestApp;
  let behindProxy: TestApp;
  let directUrl: string;
  let proxiedUrl: string;
  beforeAll(async () => {
    direct = await createTestApp({ trustProxy: false });
    // The test's requests come from 127.0.0.1: that is the proxy.
    behindProxy = await createTestApp({ trustProxy: ['127.0.0.1'] });
    directUrl = await listen(direct);
    proxiedUrl = await listen(behindProxy);
  });
  afterAll(async () => {
    await direct.close();
    await behindProxy.close();
  });

  /** Opens a socket and says who it is, as the web app does; answers how the handshake went. */
  function connect(at: string, forwardedFor?: string) {
    const headers = forwardedFor ? { 'x-forwarded-for': forwardedFor } : undefined;
    const socket = new WebSocket(at, 'graphql-transport-ws', { headers });
    return new Promise<{ opened: boolean; status?: number; socket: WebSocket }>((resolve) => {
      socket.once('open', () => {
        socket.send(JSON.stringify({ type: 'connection_init', payload: {} }));
        socket.once('message', () => resolve({ opened: true, socket }));
      });
      socket.once('unexpected-response', (_request, response) =>
        resolve({ opened: false, status: response.statusCode, socket }),
      );
    });
  }

  async function connectMany(at: string, count: number, forwardedFor?: string) {
    const sockets: WebSocket[] = [];
    for (let i = 0; i < count; i++) {
      const attempt = await connect(at, forwardedFor);
      expect(attempt.opened).toBe(true);
      sockets.push(attempt.socket);
    }
    return sockets;
  }

  /** Waits until the server has seen `count` sockets open, as a socket's close reaches it later. */
  async function serverHolds(t: TestApp, count: number) {
    while (t.app.websocketServer.clients.size !== count)
      await new Promise((resolve) => setImmediate(resolve));
  }

  it('lets one address hold 50 sockets and refuses the 51st at the handshake (429), whatever X-Forwarded-For it claims; closing one frees a slot', async () => {
    const sockets = await connectMany(directUrl, 50);
    expect(await connect(directUrl)).toMatchObject({ opened: false, status: 429 });
    const spoofed = await connect(directUrl, '203.0.113.9');
    expect(spoofed).toMatchObject({ opened: false, status: 429 });

    sockets.pop()!.close(1000);
    await serverHolds(direct, 49);
    const again = await connect(directUrl);
    expect(again.opened).toBe(true);
    for (const socket of [...sockets, again.socket]) socket.close(1000);
    await serverHolds(direct, 0);
  });

  it('counts the client’s address behind a trusted proxy, so another client there is not held up', async () => {
    const sockets = await connectMany(proxiedUrl, 50, '203.0.113.5');
    expect(await connect(proxiedUrl, '203.0.113.5')).toMatchObject({ opened: false, status: 429 });
    const other = await connect(proxiedUrl, '203.0.113.6');
    expect(other.opened).toBe(true);
    for (const socket of [...sockets, other.socket]) socket.close(1000);
    await serverHolds(behindProxy, 0);
  });
});
