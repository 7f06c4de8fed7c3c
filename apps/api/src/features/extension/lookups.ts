// The extension's lookups across a person's companies (spec §7): the connected mailboxes of several
// companies at once, and which of their companies a mailbox that is not their own is connected to.
import { z } from 'zod';
import { EXTENSION_LIMITS, emailSchema, mayAccess, messages } from '@quorum/shared';
import { validate as isUuid } from 'uuid';
import type { Deps } from '../../deps';
import { forbidden, notFound } from '../../core/errors';
import { listMemberships } from '../../core/identity/memberships';
import type { Viewer } from '../../core/identity/viewer';
import { validate } from '../../lib/validate';
import { chooserEntry, planIncludesExtension } from './consent';
import type { ExtensionCompany } from './consent';
import { mailboxView } from './mailboxes';
import type { MailboxView } from './mailboxes';
import * as repo from './repo';

const text = messages.extension;

const companyIdsSchema = z
  .array(z.string())
  .min(1, text.noCompaniesNamed)
  .max(
    EXTENSION_LIMITS.companiesPerLookup,
    text.tooManyCompanies(EXTENSION_LIMITS.companiesPerLookup),
  )
  .transform((ids) => [...new Set(ids)]);

/**
 * `getAuthorizedUsersInitial`: each named company's connected mailboxes, as its Email extension
 * page lists them. Every id must be a company of the caller's where they may view that page; a
 * company whose plan lacks the extension has none.
 */
export async function mailboxesOfCompanies(
  deps: Deps,
  viewer: Viewer,
  companyIds: readonly string[],
): Promise<{ companyId: string; data: MailboxView[] }[]> {
  const ids = validate(companyIdsSchema, companyIds);
  const memberships = new Map(
    (await listMemberships(deps.db, viewer.user.id)).map((m) => [m.company.id, m]),
  );
  for (const id of ids) {
    const membership = isUuid(id) ? memberships.get(id) : undefined;
    if (!membership || membership.member.locked) throw notFound(messages.auth.notInCompany);
    if (!mayAccess(membership.member, 'email-extension', 'view'))
      throw forbidden(messages.permission.denied);
  }
  return Promise.all(
    ids.map(async (companyId) => ({
      companyId,
      data: planIncludesExtension(memberships.get(companyId)!)
        ? (await repo.listMailboxes(deps.db, companyId)).map(mailboxView)
        : [],
    })),
  );
}

/**
 * `findNonUserCompany`: the caller's companies where this mailbox (a shared inbox, not the
 * caller's own address) is connected and active, so the extension can offer the right one. Only
 * the caller's own companies are searched: another company's mailboxes are never named.
 */
export async function companiesOfMailbox(
  deps: Deps,
  viewer: Viewer,
  email: string,
): Promise<ExtensionCompany[]> {
  const address = validate(emailSchema, email);
  const memberships = (await listMemberships(deps.db, viewer.user.id)).filter(
    (m) => !m.member.locked,
  );
  const connected = await repo.companiesWithActiveMailbox(
    deps.db,
    memberships.map((m) => m.company.id),
    address,
  );
  return memberships.filter((m) => connected.has(m.company.id)).map((m) => chooserEntry(m, true));
}
