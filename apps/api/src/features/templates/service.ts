// Response templates (spec §3 "Response template", §7 "Templates"): reusable reply text with up
// to five attachments. Who may read and change them is the question registry area's permission,
// checked by the schema's page scope; the company is always the caller's own.
import { validate as isUuid } from 'uuid';
import { FREE_PLAN, editableOnPlan, messages, responseTemplateSchema } from '@quorum/shared';
import type { Deps } from '../../deps';
import type { Db } from '../../db/client';
import type { TemplateAttachment } from '../../db/schema';
import { paymentRequired, notFound } from '../../core/errors';
import { validate } from '../../lib/validate';
import type { Member } from '../../core/identity/viewer';
import { assertOwnCompany } from '../../core/identity/own-company';
import { claimUpload } from '../uploads';
import { mayUse } from '../../core/plan';
import { lockCompany } from '../../core/company-lock';
import { changedFields, recordChange } from '../../core/audit';
import * as repo from './repo';
import type { ResponseTemplateRow, ResponseTemplateView } from './types';

const text = messages.templates;

/** The fields of ResponseTemplateInput; GraphQL sends an omitted optional field as null. */
interface TemplateInput {
  companyId?: string | null;
  title?: string | null;
  content?: string | null;
  starred?: boolean | null;
  attachments?: readonly string[] | null;
}

/** The form's fields, parsed with the shared rules; a null field reads as not sent. */
function parseFields({ title, content, starred, attachments }: TemplateInput) {
  return validate(responseTemplateSchema, {
    title: title ?? undefined,
    content: content ?? undefined,
    starred: starred ?? undefined,
    attachments: attachments ?? undefined,
  });
}

/**
 * Each key must be a file uploaded for a template attachment in this company; the name, type and
 * size kept with the template are the stored file's, never the client's. A key sent twice is
 * attached once.
 */
async function claimAttachments(
  db: Db,
  companyId: string,
  keys: readonly string[],
): Promise<TemplateAttachment[]> {
  const attachments: TemplateAttachment[] = [];
  for (const key of new Set(keys)) {
    const file = await claimUpload(db, key, { purpose: 'template-attachment', companyId });
    attachments.push({
      key: file.key,
      name: file.originalName || file.key,
      contentType: file.contentType,
      sizeBytes: file.sizeBytes,
    });
  }
  return attachments;
}

/**
 * What a move from Premium to Essentials leaves editable (issue 13, spec §1 free plan limits):
 * nothing is deleted; the FREE_PLAN.customTemplates oldest templates (by creation, then id) stay
 * editable and the rest are read-only (still usable in replies) until the company is on Premium
 * again. Computed from the plan each time, never stored. Undefined when nothing is read-only.
 */
async function keptEditable(db: Db, member: Member): Promise<ReadonlySet<string> | undefined> {
  const editable = editableOnPlan(member.subscription.plan, 'customTemplates');
  if (editable === null) return undefined;
  return new Set(await repo.findOldestIds(db, member.companyId, editable));
}

const view = (row: ResponseTemplateRow, kept?: ReadonlySet<string>): ResponseTemplateView => ({
  ...row,
  readOnly: kept !== undefined && !kept.has(row.id),
});

/**
 * Refuses a change to a template the plan leaves read-only with PAYMENT_REQUIRED (the screen's
 * upgrade prompt). Another company's id passes here, to be answered as not found by the change.
 */
async function assertEditable(db: Db, member: Member, templateId: string) {
  const kept = await keptEditable(db, member);
  if (kept === undefined || kept.has(templateId)) return;
  if (await repo.hasTemplate(db, member.companyId, templateId))
    throw paymentRequired(text.readOnly(FREE_PLAN.customTemplates));
}

/** Starred first, then the most recently changed; `limit` is what the plan holds. */
export async function listTemplates(
  deps: Deps,
  member: Member,
  args: { companyId?: string | null; searchText?: string | null },
): Promise<{ items: ResponseTemplateView[]; limit: number | null }> {
  assertOwnCompany(member, args.companyId);
  const [rows, kept] = await Promise.all([
    repo.listTemplates(deps.db, member.companyId, args.searchText?.trim() ?? ''),
    keptEditable(deps.db, member),
  ]);
  return {
    items: rows.map((row) => view(row, kept)),
    limit: mayUse(member, 'unlimitedTemplates') ? null : FREE_PLAN.customTemplates,
  };
}

/**
 * Creates a template. The free plan holds FREE_PLAN.customTemplates (spec §1, §9): the count is
 * taken under the company's row lock, so two creates at once cannot both take the last place.
 */
export async function createTemplate(deps: Deps, member: Member, input: TemplateInput) {
  assertOwnCompany(member, input.companyId);
  const values = parseFields(input);
  const companyId = member.companyId;
  return deps.db.transaction(async (tx) => {
    if (!mayUse(member, 'unlimitedTemplates')) {
      await lockCompany(tx, companyId);
      if ((await repo.countTemplates(tx, companyId)) >= FREE_PLAN.customTemplates)
        throw paymentRequired(text.freeLimit(FREE_PLAN.customTemplates));
    }
    const attachments = await claimAttachments(tx, companyId, values.attachments);
    const row = await repo.insertTemplate(tx, companyId, member.user.id, {
      ...values,
      attachments,
    });
    await recordChange(tx, member, {
      area: 'templates',
      action: 'template.created',
      subject: { type: 'template', id: row.id, label: row.title },
      after: {
        title: row.title,
        content: row.content,
        attachments: attachments.map((a) => a.name),
      },
    });
    // Within the plan's number, so never read-only.
    return view(row);
  });
}

/**
 * Replaces a template's title, text and attachments with the form's; its star stays unless the
 * input names one. A company over the free limit after a downgrade may edit only the templates the
 * plan keeps editable; the others are read-only.
 */
export async function updateTemplate(
  deps: Deps,
  member: Member,
  responseTemplateId: string,
  input: TemplateInput,
) {
  assertOwnCompany(member, input.companyId);
  const { starred, ...values } = parseFields(input);
  if (!isUuid(responseTemplateId)) throw notFound(text.notFound);
  const companyId = member.companyId;
  return deps.db.transaction(async (tx) => {
    await assertEditable(tx, member, responseTemplateId);
    const attachments = await claimAttachments(tx, companyId, values.attachments);
    const old = await repo.findTemplate(tx, companyId, responseTemplateId);
    const updated = await repo.updateTemplate(tx, companyId, responseTemplateId, {
      ...values,
      attachments,
      ...(input.starred == null ? {} : { starred }),
    });
    if (!updated || !old) throw notFound(text.notFound);
    const names = (list: TemplateAttachment[]) => list.map((a) => a.name);
    const changes = changedFields(
      {
        title: old.title,
        content: old.content,
        starred: old.starred,
        attachments: names(old.attachments),
      },
      {
        title: updated.title,
        content: updated.content,
        starred: updated.starred,
        attachments: names(updated.attachments),
      },
    );
    if (Object.keys(changes.after).length > 0)
      await recordChange(tx, member, {
        area: 'templates',
        action: 'template.updated',
        subject: { type: 'template', id: updated.id, label: updated.title },
        ...changes,
      });
    return view(updated);
  });
}

/**
 * Stars or unstars a template, on either plan: the spec's plan gating names only the registry's
 * star, and a free company's three templates are as worth ordering as a premium company's many.
 * A template the free plan leaves read-only is not changed, its star included.
 */
export async function starTemplate(
  deps: Deps,
  member: Member,
  responseTemplateId: string,
  starred: boolean,
) {
  if (!isUuid(responseTemplateId)) throw notFound(text.notFound);
  return deps.db.transaction(async (tx) => {
    await assertEditable(tx, member, responseTemplateId);
    const updated = await repo.setStarred(tx, member.companyId, responseTemplateId, starred);
    if (!updated) throw notFound(text.notFound);
    await recordChange(tx, member, {
      area: 'templates',
      action: starred ? 'template.starred' : 'template.unstarred',
      subject: { type: 'template', id: updated.id, label: updated.title },
      before: { starred: !starred },
      after: { starred },
    });
    return view(updated);
  });
}

/**
 * Deletes the template outright (spec: "permanently"), with its trail row, in one transaction. One the
 * free plan leaves read-only cannot be deleted until the company is on Premium again. Its
 * attachments' files stay in storage with their stored_files rows, as nothing yet sweeps uploads
 * that no row points at.
 */
export async function deleteTemplate(
  deps: Deps,
  member: Member,
  input: { responseTemplateId: string; companyId?: string | null },
) {
  assertOwnCompany(member, input.companyId);
  if (!isUuid(input.responseTemplateId)) throw notFound(text.notFound);
  await deps.db.transaction(async (tx) => {
    await assertEditable(tx, member, input.responseTemplateId);
    const deleted = await repo.deleteTemplate(tx, member.companyId, input.responseTemplateId);
    if (!deleted) throw notFound(text.notFound);
    await recordChange(tx, member, {
      area: 'templates',
      action: 'template.deleted',
      subject: { type: 'template', id: deleted.id, label: deleted.title },
      before: { title: deleted.title },
    });
  });
  return { message: text.deleted };
}
