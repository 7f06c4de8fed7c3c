import { REFRESH_TOKEN_TTL_SECONDS, SESSION_MAX_LIFETIME_SECONDS, messages } from '@quorum/shared';
import type { SecondFactorMethod } from '@quorum/shared';
import type { Db } from '../../db/client';
import type { Deps, RequestMeta } from '../../deps';
import { deviceLabel } from '../../lib/device-label';
import { unauthenticated } from '../../core/errors';
import { randomToken, sha256 } from '../../lib/secrets';
import {
  findMembership,
  listMemberships,
  membershipStanding,
} from '../../core/identity/memberships';
import * as repo from './repo';
import type { DeviceToken } from './trusted-devices';
import type { Standing, UserRow, Viewer, ViewerUser } from '../../core/identity/viewer';
import { standingOf } from '../../core/identity/viewer';
import { announceStandingChanged } from '../../core/events';

export interface Token {
  /** The session the pair belongs to (never sent to clients: their tokens carry it signed). */
  sessionId: string;
  accessToken: string;
  accessTokenExpiresIn: Date;
  refreshToken: string;
  refreshTokenExpiresIn: Date;
}

/** A user with the company their session is bound to, if any: what `User` resolves from. */
export interface Account {
  user: ViewerUser;
  /** The whole profile when the caller already has it (at sign-in); otherwise loaded on demand. */
  profile?: UserRow;
  standing: Standing | null;
}

/** The caller as the `User` type shows them. */
export const accountOf = (viewer: Viewer): Account => ({
  user: viewer.user,
  standing: standingOf(viewer),
});

export interface LoginResult {
  companyId: string | null;
  inCompany: boolean;
  isInviteTeamSkipped: boolean;
  quantity: number | null;
  token: Token;
  user: Account;
}

/** The password passed; the person's second factor is asked for next (second-factor/). */
export interface SecondFactorStep {
  ticket: string;
  expiresAt: Date;
  methods: SecondFactorMethod[];
}

export interface LoginResponse {
  userData?: LoginResult;
  otpData?: { message: string; otpExpiresAt: Date };
  secondFactorData?: SecondFactorStep;
  /** Not in the API's answer: the trusted-device token the resolver puts in its cookie. */
  deviceToken?: DeviceToken;
}

const refreshExpiry = () => new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000);

/** What a new session records of where it was started, for the person's list of sessions. */
export const sessionDevice = (meta: RequestMeta) => ({
  deviceLabel: deviceLabel(meta.userAgent),
  ip: meta.ip,
});

/** A new session's limits: idle from now, and the absolute end fixed at sign-in. */
export const newSessionLimits = () => ({
  expiresAt: refreshExpiry(),
  absoluteExpiresAt: new Date(Date.now() + SESSION_MAX_LIFETIME_SECONDS * 1000),
});

/**
 * Signs an access token for the session and stores a fresh single-use refresh token. An extension
 * session's access tokens are the extension's kind (`deps.extensionTokens`).
 */
export async function issueTokens(
  deps: Deps,
  tx: Db,
  session: {
    id: string;
    userId: string;
    companyId: string | null;
    audience?: 'web' | 'extension';
  },
): Promise<Token> {
  const refreshToken = randomToken();
  // The refresh token lasts as long as the session may: its idle limit, capped by its lifetime.
  const refreshTokenExpiresIn = await repo.extendSession(tx, session.id, refreshExpiry());
  await repo.insertRefreshToken(tx, session.id, sha256(refreshToken), refreshTokenExpiresIn);
  const signer = session.audience === 'extension' ? deps.extensionTokens : deps.tokens;
  const access = signer.sign({
    userId: session.userId,
    sessionId: session.id,
    companyId: session.companyId,
  });
  return {
    sessionId: session.id,
    accessToken: access.token,
    accessTokenExpiresIn: access.expiresAt,
    refreshToken,
    refreshTokenExpiresIn,
  };
}

export function loginResult(account: Account, token: Token, companyCount: number): LoginResult {
  return {
    companyId: account.standing?.companyId ?? null,
    inCompany: companyCount > 0,
    isInviteTeamSkipped: account.standing?.isInviteTeamSkipped ?? false,
    quantity: account.standing?.subscription.quantity ?? null,
    token,
    user: account,
  };
}

/**
 * Starts a session after a successful sign-in. With exactly one usable company the session is
 * bound to it; with several the user chooses (selectCompanyForLogin); with none they register one.
 */
export async function startSession(
  deps: Deps,
  tx: Db,
  user: UserRow,
  fingerprint: string,
  meta: RequestMeta,
): Promise<LoginResult> {
  const memberships = await listMemberships(tx, user.id);
  const usable = memberships.filter((m) => !m.member.locked);
  const only = usable.length === 1 && memberships.length === 1 ? usable[0] : undefined;
  const membership = only ? await findMembership(tx, user.id, only.company.id) : undefined;
  const standing = membership ? membershipStanding(membership) : null;
  const signedIn = await repo.updateUser(tx, user.id, { lastLoggedInAt: new Date() });
  const session = await repo.insertSession(tx, {
    userId: user.id,
    companyId: standing?.companyId ?? null,
    fingerprint,
    ...newSessionLimits(),
    ...sessionDevice(meta),
  });
  const token = await issueTokens(deps, tx, session);
  return loginResult({ user: signedIn, profile: signedIn, standing }, token, memberships.length);
}

/** Binds a live session to another company and re-issues its tokens. */
export async function rebindSession(
  deps: Deps,
  tx: Db,
  sessionId: string,
  account: Account & { standing: Standing },
): Promise<LoginResult> {
  const { companyId } = account.standing;
  await repo.updateSession(tx, sessionId, { companyId });
  // The old refresh token named the old company; it goes, so it cannot mint tokens for it.
  await repo.deleteUnusedRefreshTokens(tx, sessionId);
  const token = await issueTokens(deps, tx, { id: sessionId, userId: account.user.id, companyId });
  const companyCount = (await listMemberships(tx, account.user.id)).length;
  return loginResult(account, token, companyCount);
}

/** A live session's row, as a refresh finds it. */
export type LiveSession = NonNullable<Awaited<ReturnType<typeof repo.findLiveSession>>>;

/**
 * Rotates a refresh token. A token presented twice means it leaked (or a client misbehaved): the
 * whole session is revoked, so whoever holds either copy must sign in again. A session of the
 * other audience (an extension's refresh token sent to the web app's refresh, or the reverse) is
 * refused as if unknown; `mayGoOn` may refuse a session too (the extension's: still bound to a
 * connected mailbox it may use).
 */
export async function refreshSession(
  deps: Deps,
  refreshToken: string,
  audience: 'web' | 'extension' = 'web',
  mayGoOn?: (tx: Db, session: LiveSession) => Promise<boolean>,
): Promise<Token> {
  const tokenHash = sha256(refreshToken);
  const outcome = await deps.db.transaction(async (tx) => {
    const claimed = await repo.claimRefreshToken(tx, tokenHash);
    if (!claimed) {
      const presented = await repo.findRefreshToken(tx, tokenHash);
      return { reusedBy: presented?.usedAt ? presented.sessionId : undefined };
    }
    const session = await repo.findLiveSession(tx, claimed.sessionId);
    if (!session || session.audience !== audience) return {};
    if (mayGoOn && !(await mayGoOn(tx, session))) return {};
    return { token: await issueTokens(deps, tx, session) };
  });
  if (outcome.token) return outcome.token;
  if (outcome.reusedBy) {
    await repo.revokeSession(deps.db, outcome.reusedBy, 'refresh-token-reuse');
    await announceStandingChanged(deps.events);
    // A leaked token, or a client that misbehaves: either way one for the security log.
    deps.security.record({
      event: 'session.ended',
      outcome: 'failure',
      sessionId: outcome.reusedBy,
      reason: 'refresh-token-reuse',
    });
  }
  throw unauthenticated(messages.auth.sessionExpired);
}
