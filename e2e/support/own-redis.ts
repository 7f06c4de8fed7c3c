// A Redis server of the test's own on a free port, keeping nothing on disk, that the fault tests
// stop and start under load.
import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';
import { createConnection } from 'node:net';
import { freePort } from '../../scripts/lib/product.mjs';

const READY_LIMIT_MS = 15_000;

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.setTimeout(1000);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

export interface OwnRedis {
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export async function createOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  let server: ChildProcess | undefined;
  let exited: Promise<unknown> = Promise.resolve();

  const start = async () => {
    server = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    exited = new Promise((resolve) => server!.once('exit', resolve));
    const deadline = Date.now() + READY_LIMIT_MS;
    while (!(await answersPing(port))) {
      if (Date.now() > deadline) throw new Error('Own Redis did not start');
      await delay(100);
    }
  };

  const stop = async () => {
    if (!server || server.exitCode !== null) return;
    server.kill('SIGTERM');
    await exited;
  };

  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop };
}
