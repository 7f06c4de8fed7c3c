import {
  addNewTeamMemberPasswordSchema,
  invitationTokenSchema,
  messages,
  newPasswordSchema,
} from '@quorum/shared';
import type { Db } from '../../db/client';
import type { Deps, RequestMeta } from '../../deps';
import { badInput, conflict } from '../../core/errors';
import { accountAndAddress } from '../../lib/rate-limit';
import { sha256 } from '../../lib/secrets';
import { validate } from '../../lib/validate';
import {
  hashPassword,
  localPartOf,
  passwordMatches,
  refuseBreachedPassword,
  refuseGuessablePassword,
} from '../auth';
import { findUserByEmail, insertSession, insertUser, updateUser } from '../auth';
import {
  issueTokens,
  loginResult,
  newSessionLimits,
  openSecondStep,
  secondFactorsOf,
  sessionDevice,
} from '../auth';
import type { LoginResponse } from '../auth';
import type { UserRow } from '../../core/identity/viewer';
import {
  findMembership,
  insertMember,
  listMemberships,
  membershipStanding,
} from '../../core/identity/memberships';
import { applyPlanAccess } from './plan-access';
import * as repo from './repo';

const text = messages.team;

/** The invitation a link names, if it can still be accepted; otherwise the reason, in words. */
async function liveInvitation(db: Db, token: string) {
  const found = await repo.findInvitationByToken(db, sha256(token));
  if (!found) throw badInput(text.invitationInvalid);
  if (found.invitation.acceptedAt) throw conflict(text.invitationUsed);
  if (found.invitation.expiresAt.getTime() <= Date.now()) throw badInput(text.invitationInvalid);
  return found;
}

/**
 * What the /register/{token} page shows (spec §3 invite verification result). `userId` is set
 * when the address already has an account: the page then asks for that account's password.
 */
export async function verifyEmailInviteMember(deps: Deps, meta: RequestMeta, rawToken: unknown) {
  const token = validate(invitationTokenSchema, rawToken);
  await deps.rateLimits.consume('invitationCheckPerAddress', meta.ip);
  const { invitation, legalBusinessName } = await liveInvitation(deps.db, token);
  const user = await findUserByEmail(deps.db, invitation.email);
  return {
    email: invitation.email,
    firstName: user?.firstName ?? invitation.firstName,
    lastName: user?.lastName ?? invitation.lastName,
    legalBusinessName,
    mobileNum: invitation.mobileNum,
    userId: user?.id ?? null,
    verifiedAt: user?.verifiedAt ?? null,
  };
}

/**
 * Accepts an invitation and signs the person in to the company. Someone new gets an account with
 * the password they chose (verified: the emailed link proved the address). Someone who already has
 * an account must give its password, so a link alone never joins an account to a company. The
 * membership, the spent invitation and the session are one transaction: a second use, or a race
 * between two, finds the invitation spent and writes nothing.
 */
export async function addNewTeamMemberPassword(
  deps: Deps,
  meta: RequestMeta,
  input: unknown,
): Promise<LoginResponse> {
  const parsed = validate(addNewTeamMemberPasswordSchema, input);
  await deps.rateLimits.consume('signInPerAddress', meta.ip);
  const { invitation, legalBusinessName } = await liveInvitation(deps.db, parsed.token);
  const fromHere = accountAndAddress(invitation.email, meta);
  await deps.rateLimits.check('signInFailuresPerAccountAndAddress', fromHere);

  const existing = await findUserByEmail(deps.db, invitation.email);
  let passwordHash: string | undefined;
  if (existing) {
    if (!(await passwordMatches(existing.passwordHash, parsed.password))) {
      await deps.rateLimits.penalize('signInFailuresPerAccountAndAddress', fromHere);
      deps.security.record({
        event: 'sign-in.failed',
        outcome: 'failure',
        userId: existing.id,
        ip: meta.ip,
        reason: 'invitation-wrong-password',
      });
      throw badInput(messages.auth.invalidCredentials);
    }
  } else {
    validate(newPasswordSchema, parsed.password);
    refuseGuessablePassword(parsed.password, [
      parsed.firstName ?? invitation.firstName,
      parsed.lastName ?? invitation.lastName,
      legalBusinessName,
      localPartOf(invitation.email),
    ]);
    await refuseBreachedPassword(deps, parsed.password);
    if (parsed.acceptedTAndC !== true) throw badInput(messages.auth.termsRequired);
    passwordHash = await hashPassword(parsed.password);
  }

  // An account with an authenticator app or a passkey joins, but signs in only through that
  // factor: the invitation's link and the password are not enough for it.
  const secondFactors = existing ? await secondFactorsOf(deps.db, existing.id) : [];
  const joined = await deps.db.transaction(async (tx) => {
    if (!(await repo.claimInvitation(tx, invitation.id))) throw conflict(text.invitationUsed);
    const user = existing
      ? await updateUser(tx, existing.id, {
          verifiedAt: existing.verifiedAt ?? new Date(),
          lastLoggedInAt: new Date(),
        })
      : await insertUser(tx, {
          email: invitation.email,
          firstName: parsed.firstName ?? invitation.firstName,
          lastName: parsed.lastName ?? invitation.lastName,
          mobileNum: invitation.mobileNum,
          passwordHash,
          acceptedTAndC: true,
          verifiedAt: new Date(),
          lastLoggedInAt: new Date(),
        });
    if (await repo.findMember(tx, invitation.companyId, user.id))
      throw conflict(text.alreadyMember);
    await insertMember(tx, {
      companyId: invitation.companyId,
      userId: user.id,
      role: invitation.role,
      permissions: invitation.permissions,
      jobTitleInCompany: invitation.jobTitleInCompany,
    });
    const plan = await repo.findCompanyPlan(tx, invitation.companyId);
    if (plan) await applyPlanAccess(tx, invitation.companyId, plan);
    if (secondFactors.length > 0)
      return { secondFactorData: await openSecondStep(tx, user.id, secondFactors) };
    return {
      userData: await signInToCompany(
        deps,
        tx,
        user,
        invitation.companyId,
        parsed.fingerprint,
        meta,
      ),
    };
  });
  if (joined.userData)
    deps.security.record({
      event: 'sign-in.succeeded',
      outcome: 'success',
      userId: joined.userData.user.user.id,
      companyId: invitation.companyId,
      ip: meta.ip,
      reason: 'invitation-accepted',
    });
  return joined;
}

/** A session bound to the company just joined (unless the free plan left them locked out). */
async function signInToCompany(
  deps: Deps,
  tx: Db,
  user: UserRow,
  companyId: string,
  fingerprint: string,
  meta: RequestMeta,
) {
  const joined = await findMembership(tx, user.id, companyId);
  const standing = joined && !joined.member.locked ? membershipStanding(joined) : null;
  const session = await insertSession(tx, {
    userId: user.id,
    companyId: standing ? companyId : null,
    fingerprint,
    ...newSessionLimits(),
    ...sessionDevice(meta),
  });
  const token = await issueTokens(deps, tx, session);
  const companyCount = (await listMemberships(tx, user.id)).length;
  return loginResult({ user, profile: user, standing }, token, companyCount);
}
