// What the two-process test needs: its own database on the PostgreSQL server, real API processes
// (`node --import tsx src/main.ts`, the source as it stands) on that database and one Redis, and a
// publisher straight to Redis for the board watchers' probes (board-live-kit.ts).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import mqemitterRedis from 'mqemitter-redis';
import { LOGIN, VERIFY, lastCodeFor } from '../../../testing/factories';
import type { Db } from '../../../db/client';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const STARTUP_LIMIT_MS = 90_000;

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
