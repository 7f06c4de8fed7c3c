import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { validate as isUuid } from 'uuid';
import { PASSKEY_CHALLENGE_TTL_SECONDS, messages, passkeyNameSchema } from '@quorum/shared';
import type { Db } from '../../../db/client';
import type { Deps } from '../../../deps';
import { badInput, notFound } from '../../../core/errors';
import type { Viewer } from '../../../core/identity/viewer';
import { validate } from '../../../lib/validate';
import { requireCurrentPassword } from '../step-up';
import { liveChallenge, openChallenge } from './challenges';
import * as repo from './repo';
import type { PasskeyRow } from './repo';
import { relyingParty } from './webauthn-config';

/** A ceremony's answer arrives as the JSON the browser library made; anything else is refused. */
function parseCeremony<T>(raw: unknown): T {
  if (typeof raw !== 'string') throw badInput(messages.secondFactor.passkeyFailed);
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && 'id' in parsed && 'response' in parsed) {
      return parsed as T;
    }
  } catch {
    // fall through to the refusal
  }
  throw badInput(messages.secondFactor.passkeyFailed);
}

export const passkeyView = (row: PasskeyRow) => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt,
  lastUsedAt: row.lastUsedAt,
});

/**
 * Options for adding a passkey: discoverable (so it can sign in without a password), user
 * verification required, none of the person's existing passkeys again.
 */
export async function passkeyRegistrationOptions(
  deps: Deps,
  viewer: Viewer,
  currentPassword: unknown,
) {
  // A stolen session must not add its own passkey and keep the account: the password comes
  // before the ceremony, whose ticket alone lets registerPasskey store a key.
  await requireCurrentPassword(deps, viewer, currentPassword);
  const rp = relyingParty(deps.config);
  const existing = await repo.listPasskeys(deps.db, viewer.user.id);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: viewer.user.email,
    userDisplayName: `${viewer.user.firstName} ${viewer.user.lastName}`.trim(),
    userID: new TextEncoder().encode(viewer.user.id),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  const { ticket } = await openChallenge(deps.db, {
    userId: viewer.user.id,
    purpose: 'passkey-register',
    ttlSeconds: PASSKEY_CHALLENGE_TTL_SECONDS,
    webauthnChallenge: options.challenge,
  });
  return { ticket, options: JSON.stringify(options) };
}

export async function registerPasskey(
  deps: Deps,
  viewer: Viewer,
  input: { ticket: string; response: string; name: string },
) {
  const name = validate(passkeyNameSchema, input.name);
  const response = parseCeremony<RegistrationResponseJSON>(input.response);
  const challenge = await liveChallenge(deps.db, input.ticket, 'passkey-register');
  if (challenge.userId !== viewer.user.id) throw badInput(messages.secondFactor.ticketExpired);
  await repo.deleteChallenge(deps.db, challenge.id);
  const rp = relyingParty(deps.config);
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge.webauthnChallenge ?? '',
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch(() => ({ verified: false as const }));
  if (!verification.verified) throw badInput(messages.secondFactor.passkeyFailed);
  const { credential } = verification.registrationInfo;
  const row = await repo.insertPasskey(deps.db, {
    userId: viewer.user.id,
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: credential.transports ?? [],
    name,
  });
  deps.security.record({
    event: 'second-factor.enrolled',
    outcome: 'success',
    userId: viewer.user.id,
    sessionId: viewer.sessionId,
    reason: 'passkey',
  });
  return passkeyView(row);
}

export async function listMyPasskeys(deps: Deps, viewer: Viewer) {
  return (await repo.listPasskeys(deps.db, viewer.user.id)).map(passkeyView);
}

/** Renames one of the caller's passkeys; another person's is not found. */
export async function renamePasskey(deps: Deps, viewer: Viewer, passkeyId: string, raw: unknown) {
  const name = validate(passkeyNameSchema, raw);
  const row = isUuid(passkeyId)
    ? await repo.renamePasskey(deps.db, viewer.user.id, passkeyId, name)
    : undefined;
  if (!row) throw notFound(messages.secondFactor.passkeyNotFound);
  return passkeyView(row);
}

/** Removes one of the caller's passkeys, with the current password. */
export async function removePasskey(
  deps: Deps,
  viewer: Viewer,
  passkeyId: string,
  currentPassword: unknown,
) {
  const owned =
    isUuid(passkeyId) &&
    (await repo.listPasskeys(deps.db, viewer.user.id)).some((p) => p.id === passkeyId);
  if (!owned) throw notFound(messages.secondFactor.passkeyNotFound);
  await requireCurrentPassword(deps, viewer, currentPassword);
  if (!(await repo.deletePasskey(deps.db, viewer.user.id, passkeyId))) {
    throw notFound(messages.secondFactor.passkeyNotFound);
  }
  deps.security.record({
    event: 'second-factor.removed',
    outcome: 'success',
    userId: viewer.user.id,
    sessionId: viewer.sessionId,
    reason: 'passkey',
  });
  return { message: messages.secondFactor.passkeyRemoved };
}

/** Authentication options: for one person's passkeys (the second step) or any (passkey sign-in). */
export async function assertionOptions(deps: Deps, credentials?: PasskeyRow[]) {
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(deps.config).id,
    allowCredentials: credentials?.map((p) => ({ id: p.credentialId, transports: p.transports })),
    userVerification: 'required',
  });
  return options;
}

/**
 * Checks a passkey's signature over the challenge, with user verification; answers the passkey
 * (its counter moved on), or nothing when it is unknown, not `userId`'s, or does not verify.
 */
export async function verifyAssertion(
  deps: Deps,
  tx: Db,
  rawResponse: unknown,
  expectedChallenge: string,
  userId?: string,
): Promise<PasskeyRow | undefined> {
  const response = parseCeremony<AuthenticationResponseJSON>(rawResponse);
  const passkey = await repo.findPasskeyByCredential(tx, response.id);
  if (!passkey || (userId && passkey.userId !== userId)) return undefined;
  const rp = relyingParty(deps.config);
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
    credential: {
      id: passkey.credentialId,
      publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
      counter: passkey.counter,
      transports: passkey.transports,
    },
  }).catch(() => undefined);
  if (!verification?.verified) return undefined;
  await repo.passkeyUsed(tx, passkey.id, verification.authenticationInfo.newCounter);
  return passkey;
}
