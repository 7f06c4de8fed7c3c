import { and, count, desc, eq, gte, lt, lte, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { ActivityFilter } from '@quorum/shared';
import { DEFAULT_AUDIT_RETENTION_DAYS } from '@quorum/shared';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { auditSettings, auditTrail, companyMembers, pageVisits, users } from '../../db/schema';

/** Whose rows a caller may read: the company's (admins, a subject's timeline) or only their own. */
export interface TrailScope {
  companyId: string;
  /** Set: only this person's rows. */
  onlyUserId: string | null;
}

export type TrailRow = typeof auditTrail.$inferSelect & { profileImage: string | null };

/** Where the page ends: rows strictly older than this (created_at, id) are read next. */
export interface TrailCursor {
  createdAt: Date;
  id: string;
}

function trailConditions(scope: TrailScope, filter: ActivityFilter, before?: TrailCursor) {
  const conditions: (SQL | undefined)[] = [eq(auditTrail.companyId, scope.companyId)];
  if (scope.onlyUserId) conditions.push(eq(auditTrail.actorUserId, scope.onlyUserId));
  if (filter.userId) conditions.push(eq(auditTrail.actorUserId, filter.userId));
  if (filter.area) conditions.push(eq(auditTrail.area, filter.area));
  if (filter.from) conditions.push(gte(auditTrail.createdAt, filter.from));
  if (filter.to) conditions.push(lte(auditTrail.createdAt, filter.to));
  if (filter.subjectType && filter.subjectId)
    conditions.push(
      eq(auditTrail.subjectType, filter.subjectType),
      eq(auditTrail.subjectId, filter.subjectId),
    );
  if (before)
    conditions.push(
      or(
        lt(auditTrail.createdAt, before.createdAt),
        and(eq(auditTrail.createdAt, before.createdAt), lt(auditTrail.id, before.id)),
      ),
    );
  return and(...conditions);
}

function selectTrail(db: Db) {
  return db
    .select({ row: auditTrail, profileImage: users.profileImage })
    .from(auditTrail)
    .leftJoin(users, eq(users.id, auditTrail.actorUserId));
}

/** One page of the trail, newest first, and how many rows the filter matches. */
export async function pageOfTrail(
  db: Db,
  scope: TrailScope,
  filter: ActivityFilter,
  window: { limit: number; offset: number },
): Promise<{ rows: TrailRow[]; total: number }> {
  const where = trailConditions(scope, filter);
  const [rows, [total]] = await Promise.all([
    selectTrail(db)
      .where(where)
      .orderBy(desc(auditTrail.createdAt), desc(auditTrail.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(auditTrail).where(where),
  ]);
  return {
    rows: rows.map(({ row, profileImage }) => ({ ...row, profileImage })),
    total: total?.n ?? 0,
  };
}

/** The next batch of the export, older than `before`; keyset paging, so a long export stays cheap. */
export async function batchOfTrail(
  db: Db,
  scope: TrailScope,
  filter: ActivityFilter,
  before: TrailCursor,
  limit: number,
): Promise<TrailRow[]> {
  const rows = await selectTrail(db)
    .where(trailConditions(scope, filter, before))
    .orderBy(desc(auditTrail.createdAt), desc(auditTrail.id))
    .limit(limit);
  return rows.map(({ row, profileImage }) => ({ ...row, profileImage }));
}

export async function countTrail(db: Db, scope: TrailScope, filter: ActivityFilter) {
  const [row] = await db
    .select({ n: count() })
    .from(auditTrail)
    .where(trailConditions(scope, filter));
  return row?.n ?? 0;
}

/** A page visit as the list shows it: the visitor as they are now (visits keep no snapshot). */
export interface VisitRow {
  id: string;
  companyId: string;
  userId: string | null;
  module: string;
  createdAt: Date;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  profileImage: string | null;
  role: string | null;
  jobTitle: string | null;
}

function visitConditions(scope: TrailScope, filter: ActivityFilter, before?: TrailCursor) {
  const conditions: (SQL | undefined)[] = [eq(pageVisits.companyId, scope.companyId)];
  if (scope.onlyUserId) conditions.push(eq(pageVisits.userId, scope.onlyUserId));
  if (filter.userId) conditions.push(eq(pageVisits.userId, filter.userId));
  if (filter.from) conditions.push(gte(pageVisits.createdAt, filter.from));
  if (filter.to) conditions.push(lte(pageVisits.createdAt, filter.to));
  if (before)
    conditions.push(
      or(
        lt(pageVisits.createdAt, before.createdAt),
        and(eq(pageVisits.createdAt, before.createdAt), lt(pageVisits.id, before.id)),
      ),
    );
  return and(...conditions);
}

function selectVisits(db: Db) {
  return db
    .select({
      id: pageVisits.id,
      companyId: sql<string>`${pageVisits.companyId}`,
      userId: pageVisits.userId,
      module: pageVisits.module,
      createdAt: pageVisits.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      profileImage: users.profileImage,
      role: companyMembers.role,
      jobTitle: companyMembers.jobTitleInCompany,
    })
    .from(pageVisits)
    .leftJoin(users, eq(users.id, pageVisits.userId))
    .leftJoin(
      companyMembers,
      and(
        eq(companyMembers.userId, pageVisits.userId),
        eq(companyMembers.companyId, pageVisits.companyId),
      ),
    );
}

export async function pageOfVisits(
  db: Db,
  scope: TrailScope,
  filter: ActivityFilter,
  window: { limit: number; offset: number },
): Promise<{ rows: VisitRow[]; total: number }> {
  const where = visitConditions(scope, filter);
  const [rows, [total]] = await Promise.all([
    selectVisits(db)
      .where(where)
      .orderBy(desc(pageVisits.createdAt), desc(pageVisits.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(pageVisits).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export function batchOfVisits(
  db: Db,
  scope: TrailScope,
  filter: ActivityFilter,
  before: TrailCursor,
  limit: number,
): Promise<VisitRow[]> {
  return selectVisits(db)
    .where(visitConditions(scope, filter, before))
    .orderBy(desc(pageVisits.createdAt), desc(pageVisits.id))
    .limit(limit);
}

export async function countVisits(db: Db, scope: TrailScope, filter: ActivityFilter) {
  const [row] = await db
    .select({ n: count() })
    .from(pageVisits)
    .where(visitConditions(scope, filter));
  return row?.n ?? 0;
}

export async function retentionOf(db: Db, companyId: string): Promise<number> {
  const [row] = await db
    .select({ days: auditSettings.retentionDays })
    .from(auditSettings)
    .where(eq(auditSettings.companyId, companyId));
  return row?.days ?? DEFAULT_AUDIT_RETENTION_DAYS;
}

export async function setRetention(db: Db, companyId: string, retentionDays: number) {
  await db
    .insert(auditSettings)
    .values({ companyId, retentionDays })
    .onConflictDoUpdate({
      target: auditSettings.companyId,
      set: { retentionDays, updatedAt: sql`now()` },
    });
}

/**
 * Deletes up to `limit` rows older than their company's retention, through the trail's one
 * controlled path: `quorum.audit_retention` set for this transaction only (migration
 * 0016_audit_trail's trigger checks it, and the age again). Answers how many went.
 */
export async function purgeExpiredBatch(db: Db, limit: number): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL quorum.audit_retention = 'on'`);
    const deleted = await tx.execute(sql`
      DELETE FROM ${auditTrail} WHERE ${auditTrail.id} IN (
        SELECT a.id FROM ${auditTrail} a
        LEFT JOIN ${auditSettings} s ON s.company_id = a.company_id
        WHERE a.created_at < now() - make_interval(days => COALESCE(s.retention_days, ${DEFAULT_AUDIT_RETENTION_DAYS}))
        LIMIT ${limit}
      ) RETURNING ${auditTrail.id}`);
    return rowsOf(deleted).length;
  });
}

/** Whether the company's trail has any row about this subject. */
export async function subjectKnown(
  db: Db,
  companyId: string,
  subjectType: string,
  subjectId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: auditTrail.id })
    .from(auditTrail)
    .where(
      and(
        eq(auditTrail.companyId, companyId),
        eq(auditTrail.subjectType, subjectType),
        eq(auditTrail.subjectId, subjectId),
      ),
    )
    .limit(1);
  return row !== undefined;
}
