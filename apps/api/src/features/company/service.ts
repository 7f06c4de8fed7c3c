import { messages, registerCompanySchema } from '@quorum/shared';
import type { Deps } from '../../deps';
import { conflict, forbidden } from '../../core/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import { validate } from '../../lib/validate';
import { rebindSession } from '../auth';
import { createSampleEnquiries } from '../board';
import type { LoginResponse } from '../auth';
import type { Member, Viewer } from '../../core/identity/viewer';
import {
  findMembership,
  insertMember,
  listMemberships,
  membershipStanding,
} from '../../core/identity/memberships';
import { recordChange } from '../../core/audit';
import * as repo from './repo';
import { startSubscription } from './trial';

/**
 * Registers a listed company with its creator as admin, on a two-week Premium trial (the FAQ's
 * words), and binds the caller's session to it. The company starts unvalidated: validation is
 * Quorum's check of the listing, not something the registrant can claim.
 */
export async function registerCompany(
  deps: Deps,
  viewer: Viewer,
  input: unknown,
): Promise<LoginResponse> {
  const parsed = validate(registerCompanySchema, input);
  if (await repo.findCompanyByAsxCode(deps.db, parsed.asxCode))
    throw conflict(messages.company.asxTaken);
  try {
    const userData = await deps.db.transaction(async (tx) => {
      const company = await repo.insertCompany(tx, {
        userId: viewer.user.id,
        legalBusinessName: parsed.legalBusinessName,
        optionalBusinessName: parsed.optionalBusinessName ?? null,
        abn: parsed.abn,
        asxCode: parsed.asxCode,
        email: parsed.email,
        websiteUrl: parsed.websiteUrl,
      });
      const member = await insertMember(tx, {
        companyId: company.id,
        userId: viewer.user.id,
        role: 'admin',
        companyCreator: true,
      });
      const subscription = await startSubscription(tx, company.id, deps.config.billing);
      await createSampleEnquiries(tx, company.id);
      const standing = membershipStanding({ member, subscription });
      await recordChange(
        tx,
        { sessionId: viewer.sessionId, user: viewer.user, ...standing },
        {
          area: 'company-details',
          action: 'company.registered',
          subject: { type: 'company', id: company.id, label: company.legalBusinessName },
          after: {
            legalBusinessName: company.legalBusinessName,
            asxCode: company.asxCode,
            abn: company.abn,
            websiteUrl: company.websiteUrl,
          },
        },
      );
      return rebindSession(deps, tx, viewer.sessionId, { user: viewer.user, standing });
    });
    return { userData };
  } catch (error) {
    // Two registrations of one ASX code at once: the unique index decides, the loser hears why.
    if (isUniqueViolation(error, 'companies_asx_code_idx'))
      throw conflict(messages.company.asxTaken);
    throw error;
  }
}

export async function listCompanies(deps: Deps, viewer: Viewer) {
  const memberships = await listMemberships(deps.db, viewer.user.id);
  return memberships.map(({ member, company }) => ({
    _id: company.id,
    legalBusinessName: company.legalBusinessName,
    companyLogo: company.companyLogo,
    hasCreatedCompany: member.companyCreator,
    userId: company.userId,
    isInviteTeamSkipped: member.isInviteTeamSkipped,
    isLocked: member.locked,
  }));
}

/** The caller's current company with its details; gone if they left it since the request began. */
export async function companyDetail(deps: Deps, viewer: Member) {
  const membership = await findMembership(deps.db, viewer.user.id, viewer.companyId);
  if (!membership) throw forbidden(messages.auth.notInCompany);
  return membership;
}

/** The address search, limited per person: it may be Google Places, which bills each request. */
export async function searchPlaces(deps: Deps, member: Member, query: string) {
  await deps.rateLimits.consume('placeSearchesPerUser', member.user.id);
  return deps.places.search(query);
}
