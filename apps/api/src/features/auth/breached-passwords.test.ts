import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@quorum/shared';
import type { Deps } from '../../deps';
import {
  countUsersWithEmail,
  makeCompany,
  makeUser,
  signIn,
  uniqueEmail,
} from '../../testing/factories';
import { gql } from '../../testing/graphql';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { isListed, refuseBreachedPassword } from './breached-passwords';

const REGISTER = `mutation($input: RegisterUserInput!) { registerUser(registerUserInput: $input) { message } }`;
const CHANGE = `mutation($c: String, $n: String) { changePassword(currentPassword: $c, newPassword: $n) { message } }`;

/** A password that keeps every other rule, and the parts of its SHA-1 the range query splits. */
const BREACHED = 'Harbour-lantern-83';
const SHA1 = createHash('sha1').update(BREACHED).digest('hex').toUpperCase();
const PREFIX = SHA1.slice(0, 5);
const SUFFIX = SHA1.slice(5);

/** How the stand-in for Pwned Passwords answers the next request. */
type Mode = 'lists' | 'padding-only' | 'error' | 'silent' | 'redirect';
let mode: Mode = 'lists';
const requests: { url: string; padding: string | undefined }[] = [];

/** A range answer as the service writes it: CRLF lines of SUFFIX:COUNT, padded with 0 counts. */
function rangeAnswer(count: number) {
  const padding = [
    '0018A45C4D1DEF81644B54AB7F969B88D65:0',
    '00D4F6E8FA6EECAD2A3AA415EEC418D38EC:0',
  ];
  return [...padding, `${SUFFIX}:${count}`, '011053FD0102E94D6AE2F8B83D76FAF94F6:1'].join('\r\n');
}

const pwned = createServer((request, response) => {
  requests.push({ url: request.url ?? '', padding: request.headers['add-padding'] as string });
  if (mode === 'silent') return; // holds the request until the caller gives up
  if (mode === 'error') return response.writeHead(503).end();
  if (mode === 'redirect')
    return response.writeHead(302, { location: `/elsewhere${request.url ?? ''}` }).end();
  response.writeHead(200, { 'content-type': 'text/plain' });
  response.end(rangeAnswer(mode === 'lists' ? 10_523 : 0));
});

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  await new Promise<void>((resolve) => pwned.listen(0, '127.0.0.1', resolve));
  const { port } = pwned.address() as AddressInfo;
  t = await createTestApp(
    {
      logLevel: 'info',
      pwnedPasswordsUrl: `http://127.0.0.1:${port}/range/`,
      // Shorter than the real 2 s, so the test of a silent service waits less; long enough that a
      // loaded machine's first request to the stand-in (300 ms was not, in CI) is answered in time.
      pwnedPasswordsTimeoutMs: 1_500,
    },
    { logStream: { write: (line) => lines.push(line) } },
  );
});
afterAll(async () => {
  await t.close();
  pwned.closeAllConnections();
  await new Promise((resolve) => pwned.close(resolve));
});
beforeEach(() => {
  requests.length = 0;
});

const register = (email: string, password = BREACHED) =>
  gql(t.app, REGISTER, {
    input: { firstName: 'Ada', lastName: 'Lovelace', email, password, acceptedTAndC: true },
  });

/** The security lines written since `from`. */
const securityLines = (from: number) =>
  lines
    .slice(from)
    .map((line) => JSON.parse(line) as { channel?: string; security?: Record<string, unknown> })
    .filter((line) => line.channel === 'security')
    .map((line) => line.security);

describe('the breached-password check', () => {
  it('refuses a password the service lists, and writes no account', async () => {
    mode = 'lists';
    const email = uniqueEmail('breached');
    const answer = await register(email);
    expect(answer.error).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: messages.password.breached,
    });
    expect(await countUsersWithEmail(t.database.db, email)).toBe(0);
  });

  it('sends only the first 5 characters of the password’s SHA-1, and asks for padding', async () => {
    mode = 'lists';
    await register(uniqueEmail('breached'));
    expect(requests).toEqual([{ url: `/range/${PREFIX}`, padding: 'true' }]);
    expect(requests[0]!.url).not.toContain(SUFFIX.slice(0, 5));
  });

  it('accepts a password whose suffix the answer holds only as padding (a count of 0)', async () => {
    mode = 'padding-only';
    const email = uniqueEmail('padded');
    expect((await register(email)).error).toBeUndefined();
    expect(await countUsersWithEmail(t.database.db, email)).toBe(1);
  });

  it('refuses a listed password when changing one’s password too', async () => {
    mode = 'lists';
    const user = await makeUser(t.database.db);
    await makeCompany(t.database.db, user.id);
    const { accessToken } = await signIn(t, user.email, user.password);
    const changed = await gql(t.app, CHANGE, { c: user.password, n: BREACHED }, accessToken);
    expect(changed.error?.message).toBe(messages.password.breached);
  });

  it('lets the password through when the service answers 503, and logs that the check was skipped', async () => {
    mode = 'error';
    const from = lines.length;
    const email = uniqueEmail('unchecked');
    expect((await register(email)).error).toBeUndefined();
    expect(await countUsersWithEmail(t.database.db, email)).toBe(1);
    expect(securityLines(from)).toContainEqual({
      event: 'password.breach-check-skipped',
      outcome: 'failure',
      reason: 'status 503',
    });
    const written = lines.slice(from).join('\n');
    expect(written).not.toContain(BREACHED);
    expect(written).not.toContain(PREFIX);
  });

  it('follows no redirect: the password goes through unchecked and the skip is logged', async () => {
    mode = 'redirect';
    const from = lines.length;
    expect((await register(uniqueEmail('redirected'))).error).toBeUndefined();
    expect(requests.map((r) => r.url)).toEqual([`/range/${PREFIX}`]);
    expect(securityLines(from)).toContainEqual(
      expect.objectContaining({ event: 'password.breach-check-skipped', reason: 'status 302' }),
    );
  });

  it('lets the password through when the service does not answer in time, and logs the skip', async () => {
    mode = 'silent';
    const from = lines.length;
    const email = uniqueEmail('slow');
    expect((await register(email)).error).toBeUndefined();
    expect(await countUsersWithEmail(t.database.db, email)).toBe(1);
    expect(requests).toHaveLength(1);
    expect(securityLines(from)).toContainEqual(
      expect.objectContaining({ event: 'password.breach-check-skipped', reason: 'timeout' }),
    );
  });

  it('lets the password through when nothing listens at the address, and logs the skip', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const recorded: unknown[] = [];
    const deps = {
      config: {
        pwnedPasswordsUrl: `http://127.0.0.1:${port}/range`,
        pwnedPasswordsTimeoutMs: 2_000,
      },
      security: { record: (event: unknown) => recorded.push(event) },
    } as unknown as Deps;
    await expect(refuseBreachedPassword(deps, BREACHED)).resolves.toBeUndefined();
    expect(recorded).toEqual([
      { event: 'password.breach-check-skipped', outcome: 'failure', reason: 'unreachable' },
    ]);
  });

  it('asks nothing when no service is configured', async () => {
    const recorded: unknown[] = [];
    const deps = {
      config: { pwnedPasswordsUrl: undefined, pwnedPasswordsTimeoutMs: 2_000 },
      security: { record: (event: unknown) => recorded.push(event) },
    } as unknown as Deps;
    await expect(refuseBreachedPassword(deps, BREACHED)).resolves.toBeUndefined();
    expect(recorded).toEqual([]);
    expect(requests).toEqual([]);
  });
});

describe('reading a range answer', () => {
  it('matches the suffix in any case, and never a padding line', () => {
    expect(isListed(`${SUFFIX.toLowerCase()}:3\n`, SUFFIX)).toBe(true);
    expect(isListed(`${SUFFIX}:0\r\n`, SUFFIX)).toBe(false);
    expect(isListed('', SUFFIX)).toBe(false);
  });
});
