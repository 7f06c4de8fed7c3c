// The extension's sign-in, step 2 (spec §4): the signed-in person chooses a company, the server
// says whether the extension is set up there and whether they may use it, and consent hands the
// extension a one-time code bound to its PKCE challenge and its exact origin.
import { EXTENSION_LIMITS, emailSchema, messages, planAllows } from '@quorum/shared';
import type { Deps } from '../../deps';
import { badInput, forbidden, notFound } from '../../core/errors';
import { findMembership, listMemberships } from '../../core/identity/memberships';
import type { Membership } from '../../core/identity/memberships';
import { planInForce } from '../../core/plan';
import { validate as isUuid } from 'uuid';
import { randomToken, sha256 } from '../../lib/secrets';
import { validate } from '../../lib/validate';
import type { Viewer } from '../../core/identity/viewer';
import * as repo from './repo';

const text = messages.extension;

/** A company in the extension's chooser, with the 'Not set up' tag's answer. */
export interface ExtensionCompany {
  _id: string;
  legalBusinessName: string;
  companyLogo: string | null;
  hasCreatedCompany: boolean;
  isLocked: boolean;
  hasSetup: boolean;
}

/** What the chooser learns of a company: getAuthorizedCompany's answer (spec §3). */
export interface CompanyAuthorization {
  hasSetup: boolean;
  hasPermission: boolean;
  success: boolean;
  /** The company's connected mailboxes, when the person may use the extension there. */
  mailboxes: string[];
}

/** The extension can be set up where the plan includes integrations (and then a mailbox is connected). */
export const planIncludesExtension = (membership: Pick<Membership, 'subscription'>) =>
  planAllows(planInForce(membership.subscription, new Date()), 'integrations');

/** A membership as the chooser shows it; `setUp` says a mailbox is connected there. */
export const chooserEntry = (membership: Membership, setUp: boolean): ExtensionCompany => ({
  _id: membership.company.id,
  legalBusinessName: membership.company.legalBusinessName,
  companyLogo: membership.company.companyLogo,
  hasCreatedCompany: membership.member.companyCreator,
  isLocked: membership.member.locked,
  hasSetup: setUp && planIncludesExtension(membership),
});

/** `userCompanyListWithCreatorFlagExtension`: the person's companies, each with `hasSetup`. */
export async function extensionCompanies(deps: Deps, viewer: Viewer): Promise<ExtensionCompany[]> {
  const memberships = await listMemberships(deps.db, viewer.user.id);
  const setUp = await repo.companiesWithActiveMailbox(
    deps.db,
    memberships.map(({ company }) => company.id),
  );
  return memberships.map((membership) =>
    chooserEntry(membership, setUp.has(membership.company.id)),
  );
}

/** `getAuthorizedCompany`: set up, permitted, both; another company's id is not found. */
export async function authorizeCompany(
  deps: Deps,
  viewer: Viewer,
  companyId: string,
): Promise<CompanyAuthorization> {
  const membership = isUuid(companyId)
    ? await findMembership(deps.db, viewer.user.id, companyId)
    : undefined;
  if (!membership || membership.member.locked) throw notFound(messages.auth.notInCompany);
  const mailboxes = (await repo.listMailboxes(deps.db, companyId))
    .filter((row) => row.status === 'active')
    .map((row) => row.email);
  const hasSetup = planIncludesExtension(membership) && mailboxes.length > 0;
  const hasPermission = membership.member.extensionPermission || membership.member.companyCreator;
  const success = hasSetup && hasPermission;
  return { hasSetup, hasPermission, success, mailboxes: success ? mailboxes : [] };
}

/** RFC 7636: an S256 challenge is the base64url SHA-256 of the verifier, 43 characters. */
const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

/**
 * The consent mutation: for a company where the person may use the extension, and one of its
 * connected mailboxes, a one-time code (a minute, single use) that only the extension holding the
 * challenge's verifier can exchange, handed only to the extension origin or redirect named here.
 */
export async function consentToExtension(
  deps: Deps,
  viewer: Viewer,
  input: { companyId: string; email: string; clientOrigin: string; codeChallenge: string },
): Promise<{ code: string; expiresAt: Date; clientOrigin: string }> {
  // The code goes to the panel's exact origin by postMessage (Chrome, Edge: the panel frames the
  // page), or to the extension's redirect address (Firefox, whose origin differs per install:
  // the page runs in identity.launchWebAuthFlow's window and ends at that address).
  const { extensionOrigins, extensionRedirectUris } = deps.config;
  if (
    !extensionOrigins.includes(input.clientOrigin) &&
    !extensionRedirectUris.includes(input.clientOrigin)
  )
    throw forbidden(text.unknownExtension);
  if (!CHALLENGE.test(input.codeChallenge)) throw badInput(text.grantInvalid);
  const email = validate(emailSchema, input.email);
  const authorization = await authorizeCompany(deps, viewer, input.companyId);
  if (!authorization.hasSetup) throw forbidden(text.notSetUpShort);
  if (!authorization.hasPermission) throw forbidden(text.noPermissionShort);
  const mailbox = await repo.findMailbox(deps.db, input.companyId, email);
  if (mailbox?.status !== 'active') throw notFound(text.notConnected);
  const code = randomToken();
  const expiresAt = new Date(Date.now() + EXTENSION_LIMITS.grantTtlSeconds * 1000);
  await repo.insertGrant(deps.db, {
    codeHash: sha256(code),
    userId: viewer.user.id,
    companyId: input.companyId,
    extensionEmailId: mailbox.id,
    clientOrigin: input.clientOrigin,
    codeChallenge: input.codeChallenge,
    expiresAt,
  });
  deps.security.record({
    event: 'extension.consented',
    outcome: 'success',
    userId: viewer.user.id,
    companyId: input.companyId,
  });
  return { code, expiresAt, clientOrigin: input.clientOrigin };
}
