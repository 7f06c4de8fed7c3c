// What the two-process test needs: its own database on the PostgreSQL server, real API processes
// (`node --import tsx src/main.ts`, the source as it stands) on that database and one Redis, and a
// board watcher on a process's WebSocket.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { createClient } from 'graphql-ws';
import type { Client } from 'graphql-ws';
import mqemitterRedis from 'mqemitter-redis';
import pg from 'pg';
import WebSocket from 'ws';
import { LOGIN, VERIFY, lastCodeFor } from '../../test/factories';
import type { Db } from '../../db/client';
import { boardTopic } from './live';
import type { BoardUpdateEvent } from './live';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const STARTUP_LIMIT_MS = 90_000;

/** A database of the run's own beside TEST_DATABASE_URL's, dropped at the end. */
export async function createOwnDatabase(sharedUrl: string) {
  const name = `quorum_two_processes_${randomUUID().replace(/-/g, '')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: sharedUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(sharedUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface ApiProcess {
  url: string;
  wsUrl: string;
  stop(): Promise<void>;
}

/** One API process as `npm start` would run it, on its own port. */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      ...env,
    },
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4_000)));
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await Promise.race([exited, delay(10_000)]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    await exited;
  };
  const deadline = Date.now() + STARTUP_LIMIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const healthy = await fetch(`${url}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { url, wsUrl: `${url.replace(/^http/, 'ws')}/graphql`, stop };
    await delay(250);
  }
  await stop();
  throw new Error(`The API process on ${url} did not start:\n${output}`);
}

/** Sends one operation over HTTP; answers the data or throws the errors. */
export async function post<T>(
  url: string,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
): Promise<T> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (body.errors)
    throw new Error(`${query.slice(0, 60)}… answered ${JSON.stringify(body.errors)}`);
  return body.data!;
}

/** Signs in through a process with the emailed code read from the database; answers the token. */
export async function signInThrough(api: ApiProcess, db: Db, email: string, password: string) {
  const fingerprint = randomUUID();
  type Login = { userLogin: { userData: { token: { accessToken: string } } | null } };
  const login = await post<Login>(api.url, LOGIN, { input: { email, password, fingerprint } });
  if (login.userLogin.userData) return login.userLogin.userData.token.accessToken;
  const otpCode = await lastCodeFor(db, email);
  type Verify = { verifyEmailOtp: { userData: { token: { accessToken: string } } } };
  const verified = await post<Verify>(api.url, VERIFY, { input: { email, otpCode, fingerprint } });
  return verified.verifyEmailOtp.userData.token.accessToken;
}

/** Publishes straight to Redis, as any API process would: for the watchers' probes. */
export function redisPublisher(redisUrl: string) {
  const mq = mqemitterRedis({ connectionString: redisUrl });
  return {
    publish: (topic: string, payload: unknown) =>
      new Promise<void>((resolve, reject) =>
        mq.emit({ topic, payload }, (error?: Error) => (error ? reject(error) : resolve())),
      ),
    close: () => new Promise<void>((resolve) => mq.close(() => resolve())),
  };
}

export const BOARD_UPDATED = `subscription {
  boardUpdated { companyId kind enquiryIds boardStatus actorId at }
}`;

export interface BoardUpdateSeen {
  companyId: string;
  kind: string;
  enquiryIds: string[];
  boardStatus: string | null;
  actorId: string | null;
  at: string;
}

const PROBE_ID = 'probe';

/**
 * Someone with the board open on one process: every board change they receive, in order.
 * `ready()` returns once the process is delivering their company's events.
 */
export function watchBoard(
  wsUrl: string,
  token: string,
  probes: ReturnType<typeof redisPublisher>,
) {
  const seen: BoardUpdateSeen[] = [];
  let probed = 0;
  let waiters: (() => void)[] = [];
  const wake = () => {
    for (const waiter of waiters) waiter();
    waiters = [];
  };
  let refusal: unknown;
  const client: Client = createClient({
    url: wsUrl,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
  });
  const stop = client.subscribe<{ boardUpdated: BoardUpdateSeen }>(
    { query: BOARD_UPDATED },
    {
      next: (result) => {
        const event = result.data?.boardUpdated;
        if (event?.enquiryIds.includes(PROBE_ID)) probed++;
        else if (event) seen.push(event);
        if (result.errors) refusal = result.errors;
        wake();
      },
      error: (error) => {
        refusal = error;
        wake();
      },
      complete: () => wake(),
    },
  );
  const changed = () => new Promise<void>((resolve) => waiters.push(resolve));
  const probe = (companyId: string) => {
    const event: BoardUpdateEvent = {
      companyId,
      kind: 'updated',
      enquiryIds: [PROBE_ID],
      boardStatus: null,
      actorId: null,
      at: new Date().toISOString(),
    };
    return probes.publish(boardTopic(companyId), event);
  };
  const failIfRefused = () => {
    if (refusal !== undefined) throw new Error(`refused: ${JSON.stringify(refusal)}`);
  };

  return {
    seen,
    /**
     * graphql-ws does not acknowledge a subscribe, so probes go to the company's topic through
     * Redis until one comes back: from then on nothing published is missed.
     */
    async ready(companyId: string) {
      while (probed === 0) {
        failIfRefused();
        await probe(companyId);
        await Promise.race([changed(), delay(100)]);
      }
    },
    /**
     * Sends one more probe and waits for it: every event published before it, on any process,
     * has then been delivered to this watcher, or never will be.
     */
    async settle(companyId: string) {
      const before = probed;
      await probe(companyId);
      while (probed === before) {
        failIfRefused();
        await changed();
      }
    },
    /** Waits until `count` board changes have arrived. */
    async received(count: number) {
      while (seen.length < count) {
        failIfRefused();
        await changed();
      }
      return seen.slice(0, count);
    },
    async close() {
      stop();
      await client.dispose();
    },
  };
}
