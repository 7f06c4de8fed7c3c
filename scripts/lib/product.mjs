// Starts the built product (`node apps/api/dist/main.js`) the way a person would run it, on a free
// loopback port, for the end-to-end tests, the screenshots and the benchmark.
import { spawn } from 'node:child_process';
import { cpSync, createWriteStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';
import path from 'node:path';
import { API_MAIN, ROOT, WEB_INDEX } from './workspace.mjs';

const STARTUP_LIMIT_MS = 120_000;
const STOP_LIMIT_MS = 10_000;

/** A port nothing listens on right now: the OS picks it, we release it and hand it on. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * @param {object} [options]
 * @param {Record<string, string>} [options.env] overrides; DATABASE_URL here switches off PGlite
 * @param {string} [options.logFile] where the server's output goes (kept in memory otherwise)
 * @param {string} [options.hostname] the name in APP_URL and the answered url (the server still
 *   listens on 127.0.0.1): 'localhost' where a browser needs a domain, as WebAuthn's RP ID does
 * @param {string} [options.pgliteFrom] a stopped product's PGlite data directory, copied as this
 *   one's database (migrated and seeded already); defaults to PGLITE_TEMPLATE_DIR, which the
 *   end-to-end suite's global setup sets. Ignored when env has a DATABASE_URL.
 * @returns {Promise<{ url: string, pid: number, dataDir: string, stop: (options?: { keepData?: boolean }) => Promise<void> }>}
 */
export async function startProduct({
  env = {},
  logFile,
  hostname = '127.0.0.1',
  pgliteFrom = process.env.PGLITE_TEMPLATE_DIR,
} = {}) {
  // Without the web build the server still starts, serving the API alone, and every page is a 404.
  if (!existsSync(API_MAIN) || !existsSync(WEB_INDEX)) {
    throw new Error(
      'The build is missing: run `npm run build` (npm start and npm test build for you).',
    );
  }
  const port = await freePort();
  const local = `http://127.0.0.1:${port}`;
  const url = `http://${hostname}:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quorum-product-'));
  // A copy of a seeded database starts in a second or two; migrating and seeding the demo's six
  // months on a fresh one took ten seconds and more per start.
  if (pgliteFrom && !env.DATABASE_URL) {
    cpSync(pgliteFrom, path.join(dataDir, 'pglite'), { recursive: true });
  }
  // Our own shell's database, Redis and SMTP settings must not leak in: a run is PGlite, in-process
  // pub/sub and the dev mailbox unless the caller says otherwise.
  const inherited = { ...process.env };
  for (const name of [
    'DATABASE_URL',
    'REDIS_URL',
    'SMTP_URL',
    'SEED_DEMO',
    'PGLITE_TEMPLATE_DIR',
  ]) {
    delete inherited[name];
  }
  const child = spawn(process.execPath, [API_MAIN], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...inherited,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Tests and benchmarks sign in far more often than a person; the limits themselves are the
      // API tests' business.
      RATE_LIMIT_MULTIPLIER: '1000',
      ...env,
    },
  });

  let output = '';
  const log = logFile ? createWriteStream(logFile) : undefined;
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      output = (output + chunk).slice(-8_000);
      log?.write(chunk);
    });
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));

  /** @param {{ keepData?: boolean }} [options] keepData leaves the stopped database on disk */
  const stop = async ({ keepData = false } = {}) => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const finished = await Promise.race([exited.then(() => true), delay(STOP_LIMIT_MS, false)]);
      if (!finished) {
        child.kill('SIGKILL');
        await exited;
      }
    }
    log?.end();
    if (!keepData) rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(local, exited);
  } catch (error) {
    await stop();
    throw new Error(`${error.message}\n--- server output ---\n${output}`);
  }
  return { url, pid: child.pid, dataDir, stop };
}

async function waitForHealth(url, exited) {
  let stopped = false;
  exited.then(() => (stopped = true));
  const deadline = Date.now() + STARTUP_LIMIT_MS;
  while (Date.now() < deadline) {
    if (stopped) throw new Error('The server exited before it was ready.');
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await delay(250);
  }
  throw new Error(`The server did not answer ${url}/health within ${STARTUP_LIMIT_MS / 1000} s.`);
}
