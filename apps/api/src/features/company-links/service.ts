import { lockCompany } from '../../core/company-lock';
import {
  COMPANY_WEBSITE_LINK_ID,
  COMPANY_WEBSITE_LINK_TITLE,
  MAX_ADDITIONAL_COMPANY_LINKS,
  companyLinkInputSchema,
  companyLinkOrderSchema,
  messages,
  withScheme,
} from '@quorum/shared';
import type { CompanyLinkType } from '@quorum/shared';
import type { Deps } from '../../deps';
import type { Db } from '../../db/client';
import { badInput, notFound } from '../../core/errors';
import { validate } from '../../lib/validate';
import type { Member } from '../../core/identity/viewer';
import { changedFields, recordChange } from '../../core/audit';
import type { AuditEntry } from '../../core/audit';
import * as repo from './repo';

const text = messages.companyLinks;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A company link as the spec's clients read it. */
export interface CompanyLink {
  _id: string;
  title: string;
  type: CompanyLinkType;
  url: string;
  priorityOrder: number;
  locked: boolean;
}

/**
 * The company's links in order: first the locked link to its website, read from company details
 * so it always says what they say (none while no website is set), then the stored ones.
 */
async function linksOf(db: Db, websiteUrl: string | null, companyId: string) {
  const website: CompanyLink[] = websiteUrl
    ? [
        {
          _id: COMPANY_WEBSITE_LINK_ID,
          title: COMPANY_WEBSITE_LINK_TITLE,
          type: 'other',
          url: withScheme(websiteUrl),
          priorityOrder: 0,
          locked: true,
        },
      ]
    : [];
  const stored = (await repo.listLinks(db, companyId)).map((link): CompanyLink => ({
    _id: link.id,
    title: link.title,
    type: link.type,
    url: link.url,
    priorityOrder: link.priorityOrder,
    locked: false,
  }));
  return [...website, ...stored];
}

/**
 * Runs a change to a company's links in one transaction holding the company's row lock, and
 * answers the whole list as it stands after the change.
 */
async function changeLinks(
  deps: Deps,
  member: Member,
  change: (tx: Db, companyId: string) => Promise<void>,
): Promise<CompanyLink[]> {
  const companyId = member.companyId;
  return deps.db.transaction(async (tx) => {
    const company = await lockCompany(tx, companyId);
    if (!company) throw notFound(messages.generic.notFound);
    await change(tx, companyId);
    return linksOf(tx, company.websiteUrl, companyId);
  });
}

/** A link the caller names: the locked one is refused, anything not in their company is unknown. */
function checkLinkId(linkId: string) {
  if (linkId === COMPANY_WEBSITE_LINK_ID) throw badInput(text.lockedLink);
  if (!UUID.test(linkId)) throw notFound(text.notFound);
}

const linkEntry = (
  action: string,
  link: { id: string; title: string },
  fields: Pick<AuditEntry, 'before' | 'after'>,
): AuditEntry => ({
  area: 'company-links',
  action: `company-link.${action}`,
  subject: { type: 'company-link', id: link.id, label: link.title },
  ...fields,
});

export async function listCompanyLinks(deps: Deps, member: Member) {
  const companyId = member.companyId;
  const company = await repo.findWebsite(deps.db, companyId);
  return linksOf(deps.db, company?.websiteUrl ?? null, companyId);
}

export async function addCompanyLink(deps: Deps, member: Member, input: unknown) {
  const link = validate(companyLinkInputSchema, input);
  return changeLinks(deps, member, async (tx, companyId) => {
    const stored = await repo.listLinks(tx, companyId);
    if (stored.length >= MAX_ADDITIONAL_COMPANY_LINKS)
      throw badInput(text.maxAdditional(MAX_ADDITIONAL_COMPANY_LINKS));
    const added = await repo.insertLink(tx, companyId, link);
    await recordChange(
      tx,
      member,
      linkEntry('added', { id: added.id, title: link.title }, { after: { ...link } }),
    );
  });
}

export async function updateCompanyLink(
  deps: Deps,
  member: Member,
  { linkId, ...input }: { linkId: string } & Record<string, unknown>,
) {
  checkLinkId(linkId);
  const link = validate(companyLinkInputSchema, input);
  return changeLinks(deps, member, async (tx, companyId) => {
    const old = (await repo.listLinks(tx, companyId)).find((l) => l.id === linkId);
    if (!old || !(await repo.updateLink(tx, companyId, linkId, link)))
      throw notFound(text.notFound);
    const changes = changedFields({ ...old }, { ...link });
    if (Object.keys(changes.after).length > 0)
      await recordChange(
        tx,
        member,
        linkEntry('updated', { id: linkId, title: link.title }, changes),
      );
  });
}

export async function deleteCompanyLink(deps: Deps, member: Member, linkId: string) {
  checkLinkId(linkId);
  return changeLinks(deps, member, async (tx, companyId) => {
    const old = (await repo.listLinks(tx, companyId)).find((l) => l.id === linkId);
    if (!old || !(await repo.deleteLink(tx, companyId, linkId))) throw notFound(text.notFound);
    await recordChange(
      tx,
      member,
      linkEntry('deleted', old, { before: { title: old.title, url: old.url } }),
    );
    // Close the gap, so the next link added goes last and orders stay 1…n.
    await repo.setOrder(
      tx,
      companyId,
      (await repo.listLinks(tx, companyId)).map((l) => l.id),
    );
  });
}

/**
 * Puts the additional links in a new order. The list must name every one of them, each once: a
 * list made before someone else added or deleted a link is refused rather than half applied.
 */
export async function reorderCompanyLinks(deps: Deps, member: Member, input: unknown) {
  const { links } = validate(companyLinkOrderSchema, input);
  for (const { linkId } of links) checkLinkId(linkId);
  return changeLinks(deps, member, async (tx, companyId) => {
    const stored = new Set((await repo.listLinks(tx, companyId)).map((l) => l.id));
    if (links.some((l) => !stored.has(l.linkId))) throw notFound(text.notFound);
    if (links.length !== stored.size) throw badInput(text.reorderMismatch);
    const ordered = [...links].sort((a, b) => a.priorityOrder - b.priorityOrder);
    const before = await repo.listLinks(tx, companyId);
    await repo.setOrder(
      tx,
      companyId,
      ordered.map((l) => l.linkId),
    );
    const titleOf = new Map(before.map((l) => [l.id, l.title]));
    await recordChange(
      tx,
      member,
      linkEntry(
        'reordered',
        { id: companyId, title: 'Company links' },
        {
          before: { order: before.map((l) => l.title) },
          after: { order: ordered.map((l) => titleOf.get(l.linkId)) },
        },
      ),
    );
  });
}
