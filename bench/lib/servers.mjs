// The three servers under load, each in its own child process.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { setTimeout as delay } from 'node:timers/promises';
import { freePort, startProduct } from '../../scripts/lib/product.mjs';

const BARE_SERVER = fileURLToPath(new URL('../bare-server.mjs', import.meta.url));
const PG_ADMIN = ['-h', '127.0.0.1', '-U', 'postgres', '-d', 'postgres', '-v', 'ON_ERROR_STOP=1'];
export const BENCH_DATABASE = 'quorum_bench';
export const BENCH_DATABASE_URL = `postgres://postgres@127.0.0.1:5432/${BENCH_DATABASE}`;

export async function startBareServer() {
  const port = await freePort();
  const child = spawn(process.execPath, [BARE_SERVER], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'inherit',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    const answered = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return { url, pid: child.pid, stop };
    await delay(100);
  }
  await stop();
  throw new Error('The bare server did not answer within 10 s.');
}

function psql(sql) {
  return spawnSync('psql', [...PG_ADMIN, '-c', sql], { encoding: 'utf8' });
}

/** Whether the machine's PostgreSQL answers; the benchmark skips that run when it does not. */
export function postgresAnswers() {
  const result = psql('SELECT 1');
  return result.status === 0;
}

/** A fresh, empty database for the run: the product migrates and seeds it at start. */
export function createBenchDatabase() {
  dropBenchDatabase();
  const result = psql(`CREATE DATABASE ${BENCH_DATABASE}`);
  if (result.status !== 0) throw new Error(`Could not create ${BENCH_DATABASE}: ${result.stderr}`);
}

export function dropBenchDatabase() {
  psql(`DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`);
}

export function startApi({ databaseUrl } = {}) {
  return startProduct({ env: databaseUrl ? { DATABASE_URL: databaseUrl } : {} });
}
