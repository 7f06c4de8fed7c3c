import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { BoardStatus } from '@quorum/shared';
import type { Db } from '../../db/client';
import {
  companyMembers,
  enquiries as e,
  enquiryAssignees,
  enquiryReads,
  users,
} from '../../db/schema';
import { rowsOf } from '../../db/rows';
import { personColumns } from '../../core/people';

/** What the board's rules read before changing a card; the rows stay locked until the commit. */
export interface EnquiryState {
  id: string;
  status: (typeof e.$inferSelect)['status'];
  boardStatus: BoardStatus;
  boardPriority: (typeof e.$inferSelect)['boardPriority'];
  isGuest: boolean;
  respondedAt: Date | null;
  archivedFrom: BoardStatus | null;
  investorId: string | null;
  guestEmail: string | null;
}

const stateColumns = {
  id: e.id,
  status: e.status,
  boardStatus: e.boardStatus,
  boardPriority: e.boardPriority,
  isGuest: e.isGuest,
  respondedAt: e.respondedAt,
  archivedFrom: e.archivedFrom,
  investorId: e.investorId,
  guestEmail: e.guestEmail,
};

export async function lockEnquiries(
  db: Db,
  companyId: string,
  ids: readonly string[],
): Promise<EnquiryState[]> {
  return (
    db
      .select(stateColumns)
      .from(e)
      .where(and(eq(e.companyId, companyId), inArray(e.id, [...ids])))
      // One order for every caller, so two changes to overlapping selections cannot deadlock.
      .orderBy(e.id)
      .for('update')
  );
}

/** Every card of a column, locked: the bulk forms act on what is there when they start. */
export async function lockColumn(
  db: Db,
  companyId: string,
  boardStatus: BoardStatus,
): Promise<EnquiryState[]> {
  return db
    .select(stateColumns)
    .from(e)
    .where(and(eq(e.companyId, companyId), eq(e.boardStatus, boardStatus)))
    .orderBy(e.id)
    .for('update');
}

export async function findEnquiryState(
  db: Db,
  companyId: string,
  id: string,
): Promise<EnquiryState | undefined> {
  const [row] = await db
    .select(stateColumns)
    .from(e)
    .where(and(eq(e.companyId, companyId), eq(e.id, id)));
  return row;
}

type EnquiryFields = Partial<
  Pick<
    typeof e.$inferInsert,
    | 'status'
    | 'boardStatus'
    | 'boardPriority'
    | 'archivedFrom'
    | 'archivedBy'
    | 'archivedAt'
    | 'resolvedBy'
    | 'resolvedAt'
  >
>;
/** Values to set, or SQL reading the row's current ones. */
type EnquiryChange = { [K in keyof EnquiryFields]: EnquiryFields[K] | SQL };

export async function updateEnquiries(
  db: Db,
  companyId: string,
  ids: readonly string[],
  change: EnquiryChange,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(e)
    .set({ ...change, updatedAt: sql`now()` })
    .where(and(eq(e.companyId, companyId), inArray(e.id, [...ids])));
}

/**
 * Puts cards in a column. Into Archived, each remembers the column it came from and who archived
 * it; out of it, that is cleared. Into Resolved, a card keeps the resolver it had (one archived
 * from Resolved and put back) or names the caller; into Outstanding or Drafted it has none.
 */
export async function moveEnquiries(
  db: Db,
  companyId: string,
  ids: readonly string[],
  to: BoardStatus,
  userId: string,
): Promise<void> {
  if (to === 'archived') {
    await updateEnquiries(db, companyId, ids, {
      archivedFrom: sql`${e.boardStatus}`,
      boardStatus: 'archived',
      archivedBy: userId,
      archivedAt: sql`now()`,
    });
    return;
  }
  const resolved = to === 'resolved';
  await updateEnquiries(db, companyId, ids, {
    boardStatus: to,
    archivedFrom: null,
    archivedBy: null,
    archivedAt: null,
    resolvedBy: resolved ? sql`coalesce(${e.resolvedBy}, ${userId}::uuid)` : null,
    resolvedAt: resolved ? sql`coalesce(${e.resolvedAt}, now())` : null,
  });
}

/** The company's question count the caller has not opened since the investor last wrote. */
export async function countUnread(db: Db, companyId: string, userId: string): Promise<number> {
  const result = await db.execute(sql`
    select count(*) as n from enquiries e
    left join enquiry_reads rd on rd.user_id = ${userId} and rd.enquiry_id = e.id
    where e.company_id = ${companyId} and e.board_status <> 'archived'
      and (rd.read_at is null or rd.read_at < e.last_investor_message_at)`);
  return Number(rowsOf<{ n: string | number }>(result)[0]?.n ?? 0);
}

export async function markRead(db: Db, companyId: string, userId: string, enquiryId: string) {
  await db
    .insert(enquiryReads)
    .values({ companyId, userId, enquiryId })
    .onConflictDoUpdate({
      target: [enquiryReads.userId, enquiryReads.enquiryId],
      set: { readAt: sql`now()` },
    });
}

/** The members of the company who are not locked out, with what their permissions say. */
export async function listActiveMembers(db: Db, companyId: string) {
  return db
    .select({
      ...personColumns,
      role: companyMembers.role,
      permissions: companyMembers.permissions,
    })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.locked, false)))
    .orderBy(users.firstName, users.lastName, users.id);
}

export async function assigneeIds(db: Db, companyId: string, enquiryId: string) {
  const rows = await db
    .select({ userId: enquiryAssignees.userId })
    .from(enquiryAssignees)
    .where(
      and(eq(enquiryAssignees.companyId, companyId), eq(enquiryAssignees.enquiryId, enquiryId)),
    );
  return rows.map((row) => row.userId);
}

export async function replaceAssignees(
  db: Db,
  companyId: string,
  enquiryId: string,
  change: { added: readonly string[]; removed: readonly string[]; by: string },
) {
  if (change.removed.length > 0)
    await db
      .delete(enquiryAssignees)
      .where(
        and(
          eq(enquiryAssignees.companyId, companyId),
          eq(enquiryAssignees.enquiryId, enquiryId),
          inArray(enquiryAssignees.userId, [...change.removed]),
        ),
      );
  if (change.added.length > 0)
    await db
      .insert(enquiryAssignees)
      .values(
        change.added.map((userId) => ({ companyId, enquiryId, userId, assignedBy: change.by })),
      );
}

/** 'Add to registry': marks the question; false when the company has no such enquiry. */
export async function markAddedToRegistry(tx: Db, companyId: string, enquiryId: string) {
  const rows = await tx
    .update(e)
    .set({ addedToRegistry: true, updatedAt: new Date() })
    .where(and(eq(e.companyId, companyId), eq(e.id, enquiryId)))
    .returning({ id: e.id });
  return rows.length > 0;
}

/** Each enquiry's question, by id: how the audit trail names a card (its label at the time). */
export async function enquiryLabels(
  db: Db,
  companyId: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: e.id, question: e.question })
    .from(e)
    .where(and(eq(e.companyId, companyId), inArray(e.id, [...ids])));
  return new Map(rows.map((row) => [row.id, row.question.slice(0, 120)]));
}
