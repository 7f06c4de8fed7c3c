// A PostgreSQL server of the test's own, from Debian's binaries, on a temporary data directory and
// a free port: the fault tests stop and start it under load without touching the machine's server.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { freePort } from '../../scripts/lib/product.mjs';

const READY_LIMIT_MS = 30_000;

/** The newest installed major version's binaries (postgresql-15 on Debian 12). */
function binaries(): string {
  const root = '/usr/lib/postgresql';
  const versions = readdirSync(root)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  if (!versions[0])
    throw new Error(`No PostgreSQL server under ${root}: apt-get install postgresql`);
  return path.join(root, versions[0], 'bin');
}

/** PostgreSQL refuses to run as root: as root, every command runs as the postgres account. */
function asServerAccount(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0
    ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
    : [command, args];
}

function accountIds(): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return { uid, gid };
}

export interface OwnPostgres {
  /** A connection string to its `postgres` database. */
  url: string;
  /** Its data directory (a template for others once stopped). */
  dataDir: string;
  /** Starts the server (again); resolves once it accepts connections. */
  start(): Promise<void>;
  /** A fast shutdown, as an administrator's restart does: open sessions are ended. */
  stop(): Promise<void>;
  /** Stops it and removes its data directory. */
  destroy(): Promise<void>;
}

/**
 * @param from a stopped server's data directory to copy instead of running initdb: the e2e global
 *   setup's (POSTGRES_TEMPLATE_DIR), migrated and seeded with the demo once for every file.
 */
export async function createOwnPostgres({
  from = process.env.POSTGRES_TEMPLATE_DIR,
}: { from?: string | undefined } = {}): Promise<OwnPostgres> {
  const bin = binaries();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quorum-own-pg-'));
  if (process.getuid?.() === 0) {
    const { uid, gid } = accountIds();
    chownSync(dataDir, uid, gid);
  }
  const run = (name: string, args: string[]) => {
    const [command, all] = asServerAccount(name.includes('/') ? name : path.join(bin, name), args);
    return execFileSync(command, all, { stdio: 'pipe' });
  };
  if (from) {
    // As the server's account, so the copy is its own, as PostgreSQL requires.
    run('/bin/cp', ['-a', `${from}/.`, dataDir]);
  } else {
    run('initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ]);
  }
  const port = await freePort();
  let server: ChildProcess | undefined;
  let exited: Promise<unknown> = Promise.resolve();

  const isReady = () => {
    try {
      run('pg_isready', ['-h', '127.0.0.1', '-p', String(port), '-q']);
      return true;
    } catch {
      return false;
    }
  };

  const start = async () => {
    const [command, args] = asServerAccount(path.join(bin, 'postgres'), [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-k',
      dataDir,
      '-c',
      'listen_addresses=127.0.0.1',
      // Durability across a clean shutdown is what is tested, not across a power cut.
      '-c',
      'fsync=off',
    ]);
    server = spawn(command, args, { stdio: 'ignore' });
    exited = new Promise((resolve) => server!.once('exit', resolve));
    const deadline = Date.now() + READY_LIMIT_MS;
    while (!isReady()) {
      if (Date.now() > deadline) throw new Error('Own PostgreSQL did not start');
      await delay(100);
    }
  };

  const stop = async () => {
    if (!server || server.exitCode !== null) return;
    run('pg_ctl', ['stop', '-D', dataDir, '-m', 'fast', '-w']);
    await exited;
  };

  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    dataDir,
    start,
    stop,
    async destroy() {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
