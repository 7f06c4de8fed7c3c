// Changes to many questions at once: the status edit (spec §3 edit status values), the permanent
// delete from the Deleted tab, and the CSV import's Finalise (spec §4 "CSV import"). Each is one
// transaction: every named question changes, or none does.
import { randomUUID } from 'node:crypto';
import { validate as isUuid } from 'uuid';
import { REGISTRY, messages, registryImportSchema } from '@quorum/shared';
import type { RegistryStatusChange } from '@quorum/shared';
import type { Db } from '../../db/client';
import { recordChange } from '../../core/audit';
import type { Deps } from '../../deps';
import { badInput, notFound } from '../../core/errors';
import { validate } from '../../lib/validate';
import type { Member } from '../../core/identity/viewer';
import { assertOwnCompany } from '../../core/identity/own-company';
import { announceLocksFreed } from './locks';
import { requirePlan } from '../../core/plan';
import * as repo from './repo';
import type { QuestionState } from './repo';
import { requireFlag } from '../../core/flags';
import { assertEditable } from './read-only';

const text = messages.registry;

export interface BulkResult {
  message: string;
  count: number;
}

const STATUS_MESSAGES: Record<RegistryStatusChange, string> = {
  deleted: text.sentToDeleted,
  restored: text.recovered,
  starred: text.starred,
  unstarred: text.unstarred,
};

/** The named ids, each once. An id that is no id cannot be one of ours: not found. */
function selectionOf(ids: readonly string[]): string[] {
  if (ids.length === 0) throw badInput(text.noneSelected);
  const unique = [...new Set(ids)];
  if (unique.length > REGISTRY.bulkMaxIds)
    throw badInput(text.tooManySelected(REGISTRY.bulkMaxIds));
  if (!unique.every((id) => isUuid(id))) throw notFound(text.notFound);
  return unique;
}

/** The named questions, locked until the commit; not found unless every one is this company's. */
async function lockAll(
  db: Deps['db'],
  companyId: string,
  ids: readonly string[],
): Promise<QuestionState[]> {
  const states = await repo.lockQuestions(db, companyId, ids);
  if (states.length !== ids.length) throw notFound(text.notFound);
  return states;
}

/**
 * Deletes (to the Deleted tab, freeing any lock), restores, stars or unstars questions. Star,
 * unstar and restore are Premium; stars are never changed on deleted questions; on Essentials a
 * read-only question (read-only.ts) is not deleted, and one in a selection refuses the whole.
 */
/** One trail row per question of a bulk change, each named by its words at the time. */
async function recordEach(
  tx: Db,
  member: Member,
  ids: readonly string[],
  action: string,
  fields: { before?: Record<string, unknown>; after?: Record<string, unknown> } = {},
) {
  for (const row of await repo.questionTextsOf(tx, member.companyId, ids))
    await recordChange(tx, member, {
      area: 'question-registry',
      action: `registry-item.${action}`,
      subject: { type: 'registry-item', id: row.id, label: row.question },
      ...fields,
    });
}

export async function updateRegistryStatus(
  deps: Deps,
  member: Member,
  input: {
    companyId?: string | null;
    status: RegistryStatusChange;
    questionRegistryIds: readonly string[];
  },
): Promise<BulkResult> {
  assertOwnCompany(member, input.companyId);
  const ids = selectionOf(input.questionRegistryIds);
  const { status } = input;
  if (status === 'starred' || status === 'unstarred')
    requirePlan(member, 'bulkStar', text.premiumStar);
  if (status === 'restored') requirePlan(member, 'restoreDeleted', text.premiumRestore);
  const { companyId } = member;

  const freed = await deps.db.transaction(async (tx) => {
    const states = await lockAll(tx, companyId, ids);
    switch (status) {
      case 'deleted':
        // A question the free plan leaves read-only stays where it is (issue 13).
        await assertEditable(tx, member, states);
        await repo.markDeleted(tx, companyId, ids);
        await recordEach(tx, member, ids, 'deleted');
        return states.filter((s) => s.lockedBy !== null).map((s) => s.id);
      case 'restored':
        await repo.markRestored(tx, companyId, ids);
        await recordEach(tx, member, ids, 'restored');
        return [];
      case 'starred':
      case 'unstarred':
        if (states.some((s) => s.deletedAt !== null)) throw badInput(text.starDeleted);
        await repo.setStarred(tx, companyId, ids, status === 'starred');
        await recordEach(tx, member, ids, status, {
          before: { starred: status !== 'starred' },
          after: { starred: status === 'starred' },
        });
        return [];
    }
  });
  await announceLocksFreed(deps.events, companyId, freed);
  return { message: STATUS_MESSAGES[status], count: ids.length };
}

/** Removes questions for good; only those already in the Deleted tab. */
export async function deleteRegistriesPermanently(
  deps: Deps,
  member: Member,
  input: { companyId?: string | null; questionRegistryIds: readonly string[] },
): Promise<BulkResult> {
  assertOwnCompany(member, input.companyId);
  const ids = selectionOf(input.questionRegistryIds);
  const { companyId } = member;
  await deps.db.transaction(async (tx) => {
    const states = await lockAll(tx, companyId, ids);
    if (states.some((s) => s.deletedAt === null)) throw badInput(text.notDeleted);
    await recordEach(tx, member, ids, 'deleted-permanently');
    await repo.deleteQuestions(tx, companyId, ids);
  });
  return { message: text.deleted, count: ids.length };
}

/**
 * The CSV import's Finalise (Premium): every row needs a question and a response; up to
 * REGISTRY.importMaxRows rows are added in one transaction.
 */
export async function importRegistries(
  deps: Deps,
  member: Member,
  input: {
    companyId?: string | null;
    questionRegistries: readonly { question?: string | null; response?: string | null }[];
  },
): Promise<BulkResult> {
  assertOwnCompany(member, input.companyId);
  requireFlag(member, 'canManageQuestion');
  requirePlan(member, 'csvImport', text.premiumImport);
  await deps.rateLimits.consume('registryImportsPerUser', member.user.id);
  const rows = validate(
    registryImportSchema,
    input.questionRegistries.map((row) => ({
      question: row.question ?? undefined,
      response: row.response ?? undefined,
    })),
  );
  const { companyId } = member;
  await deps.db.transaction(async (tx) => {
    await repo.insertQuestions(tx, companyId, member.user.id, rows);
    await recordChange(tx, member, {
      area: 'question-registry',
      action: 'registry-item.imported',
      subject: { type: 'registry-item', id: randomUUID(), label: text.imported(rows.length) },
      after: { questions: rows.length },
    });
  });
  return { message: text.imported(rows.length), count: rows.length };
}
