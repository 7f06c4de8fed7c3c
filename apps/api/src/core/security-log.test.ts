import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOGIN,
  VERIFY,
  addMember,
  lastCodeFor,
  makeCompany,
  makeUser,
  signIn,
} from '../testing/factories';
import { gql } from '../testing/graphql';
import {
  COMPANY_SITE,
  investorQuestion,
  makeWebformCompany,
  rest,
} from '../features/integrations/testing/webform-test-kit';
import { createTestApp, type TestApp } from '../testing/test-app';

interface Line {
  channel?: string;
  security?: Record<string, unknown>;
}

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp(
    { logLevel: 'info' },
    { logStream: { write: (line) => lines.push(line) } },
  );
});
afterAll(() => t.close());

/** The security lines written since `from`, parsed. */
const securityLines = (from: number) =>
  lines
    .slice(from)
    .map((line) => JSON.parse(line) as Line)
    .filter((line) => line.channel === 'security')
    .map((line) => line.security!);

describe('the security log', () => {
  it('records a failed sign-in with who and from where, never the password tried', async () => {
    const user = await makeUser(t.database.db);
    const from = lines.length;
    await gql(t.app, LOGIN, {
      input: { email: user.email, password: 'Wrong-guess-77', fingerprint: randomUUID() },
    });
    expect(securityLines(from)).toContainEqual(
      expect.objectContaining({
        event: 'sign-in.failed',
        outcome: 'failure',
        userId: user.id,
        ip: '127.0.0.1',
        reason: 'wrong-password',
      }),
    );
    expect(lines.slice(from).join('\n')).not.toContain('Wrong-guess-77');
  });

  it('records a sign-in finished with the emailed code, and a wrong code, never the code', async () => {
    const user = await makeUser(t.database.db);
    const fingerprint = randomUUID();
    await gql(t.app, LOGIN, { input: { email: user.email, password: user.password, fingerprint } });
    const otpCode = await lastCodeFor(t.database.db, user.email);
    const from = lines.length;
    const wrong = (otpCode + 1) % 10000;
    await gql(t.app, VERIFY, { input: { email: user.email, otpCode: wrong, fingerprint } });
    await gql(t.app, VERIFY, { input: { email: user.email, otpCode, fingerprint } });
    const events = securityLines(from);
    expect(events).toContainEqual(
      expect.objectContaining({ event: 'code.refused', outcome: 'failure', userId: user.id }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({ event: 'sign-in.succeeded', userId: user.id, reason: 'code' }),
    );
    expect(lines.slice(from).join('\n')).not.toContain(`"otpCode":${otpCode}`);
  });

  it('records a refusal that GraphQL answers with 200, naming the field and the caller', async () => {
    const admin = await makeUser(t.database.db);
    const company = await makeCompany(t.database.db, admin.id);
    const viewer = await makeUser(t.database.db);
    await addMember(t.database.db, company.id, viewer.id, 'viewer');
    const token = (await signIn(t, viewer.email, viewer.password)).accessToken;
    const from = lines.length;
    const refused = await gql(
      t.app,
      'mutation { createEnquiryCategory(name: "Refused", colorIndex: 1) { _id } }',
      {},
      token,
    );
    expect(refused.error?.code).toBe('FORBIDDEN');
    expect(securityLines(from)).toContainEqual(
      expect.objectContaining({
        event: 'request.refused',
        reason: 'FORBIDDEN',
        target: 'createEnquiryCategory',
        userId: viewer.id,
      }),
    );
  });

  it('records a REST refusal with its route', async () => {
    const from = lines.length;
    const answer = await t.app.inject({ method: 'GET', url: '/webform' });
    expect(answer.statusCode).toBe(401);
    expect(securityLines(from)).toContainEqual(
      expect.objectContaining({
        event: 'request.refused',
        reason: 'UNAUTHENTICATED',
        target: 'GET /webform',
      }),
    );
  });

  it('records a file link with a forged signature', async () => {
    const from = lines.length;
    const answer = await t.app.inject({
      method: 'GET',
      url: '/files/some-key.pdf?expires=9999999999&signature=forged',
    });
    expect(answer.statusCode).toBe(403);
    expect(securityLines(from)).toContainEqual(
      expect.objectContaining({
        event: 'request.refused',
        reason: 'FORBIDDEN',
        target: 'GET /files/:key',
      }),
    );
  });

  it('records a web form filled in by a bot (the honeypot), with the company and address', async () => {
    const company = await makeWebformCompany(t);
    const from = lines.length;
    const answer = await rest(t, 'POST', '/webform/enquiries', {
      body: {
        companyId: company.companyId,
        ...investorQuestion(),
        website: 'https://spam.example',
      },
      headers: { origin: COMPANY_SITE, 'client-secret': company.config!.clientSecret },
      remoteAddress: '198.51.100.23',
    });
    expect(answer.status).toBe(400);
    expect(securityLines(from)).toContainEqual(
      expect.objectContaining({
        event: 'request.refused',
        reason: 'webform-honeypot',
        companyId: company.companyId,
        ip: '198.51.100.23',
      }),
    );
  });

  it('records a refresh token presented twice, which ends its session', async () => {
    const user = await makeUser(t.database.db);
    const { refreshToken } = await signIn(t, user.email, user.password);
    const REFRESH =
      'mutation($r: String!) { generateNewAccessToken(refreshtoken: $r) { accessToken } }';
    await gql(t.app, REFRESH, { r: refreshToken });
    const from = lines.length;
    await gql(t.app, REFRESH, { r: refreshToken });
    expect(securityLines(from)).toContainEqual(
      expect.objectContaining({
        event: 'session.ended',
        outcome: 'failure',
        reason: 'refresh-token-reuse',
      }),
    );
  });
});
