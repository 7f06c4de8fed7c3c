import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyMembers, questionRegistries as r } from '../../db/schema';
import { rowsOf } from '../../db/rows';
import { countRegistryTabs } from './search';
import { ITEM_COLUMNS, ITEM_JOINS, itemOf } from './search-rows';
import type { ItemRow } from './search-rows';
import type { RegistryItem } from './types';

/** How many rows one INSERT carries in an import: well under PostgreSQL's 65,535 parameters. */
const IMPORT_CHUNK_ROWS = 1_000;

/** One question with the people it names; a lock that has run out reads as no lock. */
export async function findRegistryItem(
  db: Db,
  companyId: string,
  id: string,
): Promise<RegistryItem | undefined> {
  const result = await db.execute(sql`
    select ${ITEM_COLUMNS} from question_registries r ${ITEM_JOINS}
    where r.company_id = ${companyId} and r.id = ${id}`);
  const [row] = rowsOf<ItemRow>(result);
  return row ? itemOf(row) : undefined;
}

/**
 * Questions not in Deleted (drafts included): what the free plan's limit counts. Read from the
 * counts the triggers keep in the same transaction, so it is exact under the company's row lock.
 */
export async function countLiveQuestions(db: Db, companyId: string): Promise<number> {
  return (await countRegistryTabs(db, companyId)).total;
}

/**
 * The company's `count` oldest questions not in Deleted (drafts included), by creation and then
 * id: the ones the free plan keeps editable (read-only.ts). One partition's live rows, top-N.
 */
export async function findOldestLiveIds(
  db: Db,
  companyId: string,
  count: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: r.id })
    .from(r)
    .where(and(eq(r.companyId, companyId), isNull(r.deletedAt)))
    .orderBy(asc(r.createdAt), asc(r.id))
    .limit(count);
  return rows.map((row) => row.id);
}

export interface QuestionValues {
  question: string;
  response: string;
  drafted: boolean;
}

export async function insertQuestion(
  db: Db,
  companyId: string,
  editorId: string,
  values: QuestionValues & { starred: boolean },
): Promise<string> {
  const [row] = await db
    .insert(r)
    .values({ companyId, ...values, lastUpdateBy: editorId })
    .returning({ id: r.id });
  return row!.id;
}

/** Adds every row, in chunks, inside the caller's transaction: all of them or none. */
export async function insertQuestions(
  db: Db,
  companyId: string,
  editorId: string,
  rows: readonly { question: string; response: string }[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += IMPORT_CHUNK_ROWS) {
    await db.insert(r).values(
      rows.slice(start, start + IMPORT_CHUNK_ROWS).map((row) => ({
        companyId,
        question: row.question,
        response: row.response,
        lastUpdateBy: editorId,
      })),
    );
  }
}

/** What the rules need to know about a question before changing it, locked until the commit. */
export interface QuestionState {
  id: string;
  deletedAt: Date | null;
  /** Whoever holds or last held the lock, until someone frees it or the sweep clears it. */
  lockedBy: string | null;
  /** Null when nobody holds the lock or it has run out. */
  liveLockBy: string | null;
}

export async function lockQuestions(
  db: Db,
  companyId: string,
  ids: readonly string[],
): Promise<QuestionState[]> {
  return (
    db
      .select({
        id: r.id,
        deletedAt: r.deletedAt,
        lockedBy: r.lockedBy,
        liveLockBy: sql<string | null>`case when ${r.lockedUntil} > now() then ${r.lockedBy} end`,
      })
      .from(r)
      .where(and(eq(r.companyId, companyId), inArray(r.id, [...ids])))
      // One order for every caller, so two changes to overlapping selections cannot deadlock.
      .orderBy(r.id)
      .for('update')
  );
}

/** Saves the text and gives up the editor's lock: saving ends the drafting. */
export async function updateQuestionText(
  db: Db,
  companyId: string,
  id: string,
  editorId: string,
  values: QuestionValues,
): Promise<void> {
  await db
    .update(r)
    .set({
      ...values,
      lastUpdateBy: editorId,
      lastEditedAt: sql`now()`,
      updatedAt: sql`now()`,
      lockedBy: null,
      lockedUntil: null,
    })
    .where(and(eq(r.companyId, companyId), eq(r.id, id)));
}

/**
 * Moves questions to Deleted and frees their locks. A question already there keeps its first
 * deletion time, so sending it again does not extend its stay.
 */
export async function markDeleted(db: Db, companyId: string, ids: readonly string[]) {
  await db
    .update(r)
    .set({
      deletedAt: sql`coalesce(${r.deletedAt}, now())`,
      lockedBy: null,
      lockedUntil: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(r.companyId, companyId), inArray(r.id, [...ids])));
}

export async function markRestored(db: Db, companyId: string, ids: readonly string[]) {
  await db
    .update(r)
    .set({ deletedAt: null, updatedAt: sql`now()` })
    .where(and(eq(r.companyId, companyId), inArray(r.id, [...ids])));
}

export async function setStarred(
  db: Db,
  companyId: string,
  ids: readonly string[],
  starred: boolean,
) {
  await db
    .update(r)
    .set({ starred, updatedAt: sql`now()` })
    .where(and(eq(r.companyId, companyId), inArray(r.id, [...ids])));
}

export async function deleteQuestions(db: Db, companyId: string, ids: readonly string[]) {
  await db.delete(r).where(and(eq(r.companyId, companyId), inArray(r.id, [...ids])));
}

/**
 * Takes the drafting lock, or refreshes the caller's own, in one statement: two people asking at
 * once cannot both get it. Undefined when someone else holds a live lock, the question is deleted
 * or it is not this company's.
 */
export async function takeLock(
  db: Db,
  companyId: string,
  id: string,
  userId: string,
  seconds: number,
): Promise<Date | undefined> {
  const [row] = await db
    .update(r)
    .set({ lockedBy: userId, lockedUntil: sql`now() + make_interval(secs => ${seconds})` })
    .where(
      and(
        eq(r.companyId, companyId),
        eq(r.id, id),
        isNull(r.deletedAt),
        sql`(${r.lockedBy} is null or ${r.lockedBy} = ${userId} or ${r.lockedUntil} <= now())`,
      ),
    )
    .returning({ lockedUntil: r.lockedUntil });
  return row?.lockedUntil ?? undefined;
}

/** Frees the lock only if the caller holds it; false when they did not. */
export async function releaseLock(
  db: Db,
  companyId: string,
  id: string,
  userId: string,
): Promise<boolean> {
  const rows = await db
    .update(r)
    .set({ lockedBy: null, lockedUntil: null })
    .where(and(eq(r.companyId, companyId), eq(r.id, id), eq(r.lockedBy, userId)))
    .returning({ id: r.id });
  return rows.length > 0;
}

/**
 * Clears every lock that has run out and answers which. Each row is cleared by one statement in
 * one process, so each expiry is announced once however many processes sweep.
 */
export async function clearExpiredLocks(db: Db): Promise<{ id: string; companyId: string }[]> {
  return db
    .update(r)
    .set({ lockedBy: null, lockedUntil: null })
    .where(sql`${r.lockedUntil} <= now()`)
    .returning({ id: r.id, companyId: r.companyId });
}

/**
 * Removes up to `batch` questions deleted more than `days` ago; the caller repeats while a full
 * batch comes back, so a large backlog never holds one long transaction.
 */
export async function purgeDeletedBefore(db: Db, days: number, batch: number): Promise<number> {
  const rows = await db
    .delete(r)
    .where(
      inArray(
        r.id,
        db
          .select({ id: r.id })
          .from(r)
          .where(sql`${r.deletedAt} < now() - make_interval(days => ${days})`)
          .limit(batch),
      ),
    )
    .returning({ id: r.id });
  return rows.length;
}

/** May this member use the email extension (My team, member, Account permissions)? */
export async function hasExtensionPermission(
  db: Db,
  companyId: string,
  userId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ allowed: companyMembers.extensionPermission })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
  return row?.allowed ?? false;
}

/** A question's words as they stand, for the audit trail's before and after. */
export async function questionTextsOf(db: Db, companyId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: r.id, question: r.question, response: r.response, drafted: r.drafted })
    .from(r)
    .where(and(eq(r.companyId, companyId), inArray(r.id, [...ids])));
}
