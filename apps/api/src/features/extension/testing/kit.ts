import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { companyMembers } from '../../../db/schema';
import { TEST_EXTENSION_ORIGIN } from '../../../extension-origins-config';
import { lastEmailTo, makeCompany, makeUser, signIn } from '../../../testing/factories';
import type { Db } from '../../../db/client';
import { gql } from '../../../testing/graphql';
import type { TestApp } from '../../../testing/test-app';

export const CONNECT = `mutation($e: String!, $r: Boolean) { verifyExtensionEmail(email: $e, isResendOtp: $r) { message } }`;
export const CONFIRM = `mutation($e: String!, $c: Int!) { updateAuthorizedEmail(email: $e, otpCode: $c) { email status adminName } }`;
export const DISCONNECT = `mutation($e: String!) { disconnectEmail(email: $e) { message } }`;
export const MAILBOXES = `{ getAuthorizedUsers { email status adminName hasUserPermission } }`;
export const CONSENT = `mutation($c: ID!, $e: String!, $o: String!, $ch: String!) {
  consentExtension(companyId: $c, email: $e, clientOrigin: $o, codeChallenge: $ch) { code expiresAt clientOrigin } }`;
export const SESSION = `{ extensionSession { firstName companyId companyName mailbox } }`;

/** A PKCE pair as the extension makes it (RFC 7636, S256). */
export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

export async function postToken(t: TestApp, body: Record<string, unknown>) {
  const response = await t.app.inject({ method: 'POST', url: '/extension/token', payload: body });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

/** The code in the newest mail to a mailbox being connected (the company's name may hold digits). */
export async function mailboxCode(db: Db, mailbox: string): Promise<number> {
  const code = (await lastEmailTo(db, mailbox))?.textBody.match(/connect it is (\d{4})/)?.[1];
  if (!code) throw new Error(`no mailbox code sent to ${mailbox}`);
  return Number(code);
}

/** A Premium company whose creator is signed in to the web app and has connected `mailbox`. */
export async function companyWithMailbox(t: TestApp, plan: 'premium' | 'freemium' = 'premium') {
  const db = t.database.db;
  const creator = await makeUser(db);
  const company = await makeCompany(db, creator.id, { plan });
  const { accessToken: webToken } = await signIn(t, creator.email, creator.password);
  const mailbox = `ir-${company.id}@company.example`;
  if (plan === 'premium') {
    await gql(t.app, CONNECT, { e: mailbox }, webToken);
    await gql(t.app, CONFIRM, { e: mailbox, c: await mailboxCode(db, mailbox) }, webToken);
  }
  return { creator, company, webToken, mailbox };
}

/** Consent in the web app, then the code and verifier exchanged: the extension's tokens. */
export async function extensionSignIn(
  t: TestApp,
  webToken: string,
  companyId: string,
  mailbox: string,
) {
  const { verifier, challenge } = pkcePair();
  const consent = await gql<{ consentExtension: { code: string } }>(
    t.app,
    CONSENT,
    { c: companyId, e: mailbox, o: TEST_EXTENSION_ORIGIN, ch: challenge },
    webToken,
  );
  if (!consent.data) throw new Error(`consent refused: ${consent.error?.message}`);
  const exchanged = await postToken(t, {
    grant_type: 'authorization_code',
    code: consent.data.consentExtension.code,
    code_verifier: verifier,
  });
  if (exchanged.status !== 200)
    throw new Error(`exchange refused: ${JSON.stringify(exchanged.body)}`);
  return exchanged.body as { access_token: string; refresh_token: string; expires_in: number };
}

/** A team member of the company, signed in to the web app, with or without the extension permission. */
export async function teamMember(t: TestApp, companyId: string, extensionPermission: boolean) {
  const db = t.database.db;
  const person = await makeUser(db);
  await db.insert(companyMembers).values({
    companyId,
    userId: person.id,
    role: 'member',
    extensionPermission,
  });
  const { accessToken } = await signIn(t, person.email, person.password);
  return { person, webToken: accessToken };
}

export async function setExtensionPermission(
  t: TestApp,
  companyId: string,
  userId: string,
  allowed: boolean,
) {
  await t.database.db
    .update(companyMembers)
    .set({ extensionPermission: allowed })
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
}
