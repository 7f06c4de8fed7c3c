import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { LOGIN, lastCodeFor, makeUser } from './testing/factories';
import { gql } from './testing/graphql';
import { createTestApp, type TestApp } from './testing/test-app';

/** An app configured as a start with NODE_ENV unset on `host` would be, its log lines kept. */
async function startedOn(host: string) {
  const lines: string[] = [];
  const { env, devTools, seedDemo } = loadConfig({ HOST: host, JWT_SECRET: 'x'.repeat(40) });
  const t = await createTestApp(
    { env, host, devTools, seedDemo, logLevel: 'info' },
    { logStream: { write: (line) => lines.push(line) } },
  );
  return { t, lines };
}

/** Asks for a sign-in code from a new device; answers the code that was mailed. */
async function askForCode(t: TestApp) {
  const user = await makeUser(t.database.db);
  await gql(t.app, LOGIN, {
    input: { email: user.email, password: user.password, fingerprint: randomUUID() },
  });
  return String(await lastCodeFor(t.database.db, user.email)).padStart(4, '0');
}

let loopback: Awaited<ReturnType<typeof startedOn>>;
let network: Awaited<ReturnType<typeof startedOn>>;
beforeAll(async () => {
  loopback = await startedOn('127.0.0.1');
  network = await startedOn('0.0.0.0');
});
afterAll(async () => {
  await loopback.t.close();
  await network.t.close();
});

describe('the development tools', () => {
  it('are on for a server bound to loopback: the mailbox is served and a code is logged', async () => {
    expect((await loopback.t.app.inject({ url: '/dev/mailbox' })).statusCode).toBe(200);
    const code = await askForCode(loopback.t);
    expect(loopback.lines.some((line) => line.includes(`one-time code ${code}`))).toBe(true);
  });

  it('are off for a server on a network address with NODE_ENV unset: no mailbox, no previews, no code in the log', async () => {
    expect((await network.t.app.inject({ url: '/dev/mailbox' })).statusCode).toBe(404);
    expect((await network.t.app.inject({ url: '/dev/mailbox.json' })).statusCode).toBe(404);
    expect((await network.t.app.inject({ url: '/dev/emails' })).statusCode).toBe(404);
    const code = await askForCode(network.t);
    expect(network.lines.length).toBeGreaterThan(0);
    expect(
      network.lines.some((line) => line.includes(code) && line.includes('one-time code')),
    ).toBe(false);
  });
});
