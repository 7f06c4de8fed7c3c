// The extension's own tokens (RFC 6749 §4.1.3 and §6 in shape, RFC 7636 for the verifier): consent's
// one-time code and the PKCE verifier become an extension session; its refresh token rotates, and
// a reused one revokes the session (auth's refreshSession).
import { createHash, timingSafeEqual } from 'node:crypto';
import { messages } from '@quorum/shared';
import type { Deps, RequestMeta } from '../../deps';
import { DomainError } from '../../core/errors';
import { sha256 } from '../../lib/secrets';
import {
  insertSession,
  issueTokens,
  newSessionLimits,
  refreshSession,
  revokeSession,
  sessionDevice,
} from '../auth';
import type { Token } from '../auth';
import { findCompanyName } from '../../core/company-names';
import * as repo from './repo';

const text = messages.extension;

/** The answer of POST /extension/token, in OAuth's field names (the extension reads them). */
export interface ExtensionTokenAnswer {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token: string;
  company: { id: string; name: string };
  user: { id: string; firstName: string; lastName: string; email: string };
  mailbox: string;
}

/** A refusal in OAuth's words: `invalid_grant` for a code or token that is no good. */
export class GrantError extends Error {
  constructor(
    readonly error: 'invalid_grant' | 'invalid_request',
    readonly description: string,
  ) {
    super(description);
  }
}

/** RFC 7636 §4.1: 43–128 unreserved characters. */
const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

function verifierMatches(verifier: string, challenge: string): boolean {
  const derived = Buffer.from(createHash('sha256').update(verifier).digest('base64url'));
  const expected = Buffer.from(challenge);
  return derived.length === expected.length && timingSafeEqual(derived, expected);
}

async function answerFor(deps: Deps, token: Token): Promise<ExtensionTokenAnswer> {
  const summary = await repo.sessionSummary(deps.db, token.sessionId);
  if (!summary) throw new GrantError('invalid_grant', text.sessionEnded);
  return {
    access_token: token.accessToken,
    token_type: 'Bearer',
    expires_in: Math.round((token.accessTokenExpiresIn.getTime() - Date.now()) / 1000),
    refresh_token: token.refreshToken,
    company: {
      id: summary.companyId,
      name: (await findCompanyName(deps.db, summary.companyId, 'legal')) ?? '',
    },
    user: {
      id: summary.userId,
      firstName: summary.firstName,
      lastName: summary.lastName,
      email: summary.email,
    },
    mailbox: summary.mailbox,
  };
}

/**
 * `authorization_code`: the grant is spent whether or not the verifier matches (a code is tried
 * once), then the person must still be allowed: member, permission, mailbox connected.
 */
export async function exchangeGrant(
  deps: Deps,
  input: { code: string; codeVerifier: string },
  meta: RequestMeta,
): Promise<ExtensionTokenAnswer> {
  if (!VERIFIER.test(input.codeVerifier) || input.code.length === 0 || input.code.length > 100)
    throw new GrantError('invalid_request', text.grantInvalid);
  const token = await deps.db.transaction(async (tx) => {
    const grant = await repo.claimGrant(tx, sha256(input.code));
    if (!grant || !verifierMatches(input.codeVerifier, grant.codeChallenge)) return undefined;
    if (!(await repo.memberMayUseExtension(tx, grant.companyId, grant.userId))) return undefined;
    const session = await insertSession(tx, {
      userId: grant.userId,
      companyId: grant.companyId,
      fingerprint: 'extension',
      audience: 'extension',
      ...newSessionLimits(),
      ...sessionDevice(meta),
    });
    await repo.bindSession(tx, {
      sessionId: session.id,
      companyId: grant.companyId,
      extensionEmailId: grant.extensionEmailId,
      clientOrigin: grant.clientOrigin,
    });
    return issueTokens(deps, tx, session);
  });
  if (!token) {
    deps.security.record({ event: 'extension.refused', outcome: 'failure', reason: 'grant' });
    throw new GrantError('invalid_grant', text.grantInvalid);
  }
  const answer = await answerFor(deps, token);
  deps.security.record({
    event: 'extension.signed-in',
    outcome: 'success',
    userId: answer.user.id,
    companyId: answer.company.id,
  });
  return answer;
}

/** `refresh_token`: a new pair, while the session is still bound to a mailbox it may use. */
export async function refreshExtension(
  deps: Deps,
  refreshToken: string,
): Promise<ExtensionTokenAnswer> {
  try {
    const token = await refreshSession(deps, refreshToken, 'extension', (tx, session) =>
      repo.sessionStillBound(tx, session.id, session.userId),
    );
    return await answerFor(deps, token);
  } catch (error) {
    if (error instanceof DomainError && error.code === 'UNAUTHENTICATED')
      throw new GrantError('invalid_grant', text.sessionEnded);
    throw error;
  }
}

/** Sign-out: the session the refresh token belongs to ends, if it is an extension's. */
export async function revokeExtension(deps: Deps, refreshToken: string): Promise<void> {
  const sessionId = await repo.extensionSessionOfRefreshToken(deps.db, sha256(refreshToken));
  if (sessionId) await revokeSession(deps.db, sessionId, 'extension-signed-out');
}
