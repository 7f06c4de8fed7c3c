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
