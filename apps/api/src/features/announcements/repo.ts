import { and, desc, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { AnnouncementStatus } from '@quorum/shared';
import type { Db } from '../../db/client';
import { announcements, investorCompanies } from '../../db/schema';
import type { AnnouncementCounts } from './presenters';
import type { AnnouncementRow } from './types';

const ofCompany = (companyId: string, announcementId: string) =>
  and(eq(announcements.companyId, companyId), eq(announcements.id, announcementId));

/**
 * What is counted about each announcement, beside its own counters: the questions asked about it
 * (enquiries carrying its id, found by the enquiries' announcement index) and the investors among
 * its viewers.
 */
// The outer table is named in full: drizzle writes a lone table's columns unqualified, and
// inside the subquery an unqualified "id" would be the enquiry's own.
const counts = {
  questionsAsked: sql<number>`(SELECT count(*)::int FROM enquiries e
    WHERE e.company_id = announcements.company_id AND e.announcement_info IS NOT NULL
      AND e.announcement_info->>'announcementId' = announcements.id::text)`,
  investorViewers: sql<number>`(SELECT count(*)::int FROM announcement_views v
    WHERE v.announcement_id = announcements.id AND v.investor_id IS NOT NULL)`,
};

export type CountedRow = AnnouncementRow & AnnouncementCounts;

/** Which of the company's announcements a list shows: one status, or Deleted. */
export interface ListFilter {
  status?: AnnouncementStatus | null;
  deleted: boolean;
}

function listScope(companyId: string, filter: ListFilter): SQL {
  const scope = [eq(announcements.companyId, companyId)];
  if (filter.deleted) scope.push(isNotNull(announcements.deletedAt));
  else {
    scope.push(isNull(announcements.deletedAt));
    if (filter.status) scope.push(eq(announcements.status, filter.status));
  }
  return and(...scope)!;
}

/**
 * One page of a list: pinned first, then the newest (the list index's order); Deleted by when
 * each was deleted, the latest first.
 */
export function listPage(
  db: Db,
  companyId: string,
  filter: ListFilter,
  window: { limit: number; offset: number },
): Promise<CountedRow[]> {
  const order = filter.deleted
    ? [desc(announcements.deletedAt), desc(announcements.id)]
    : [desc(announcements.isPinned), desc(announcements.createdAt), desc(announcements.id)];
  return db
    .select({ ...announcementColumns, ...counts })
    .from(announcements)
    .where(listScope(companyId, filter))
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset);
}

/** The footer's counts, in one statement: published, drafted (neither in Deleted) and deleted. */
export async function countByState(db: Db, companyId: string) {
  const [row] = await db
    .select({
      published: sql<number>`count(*) FILTER (WHERE deleted_at IS NULL AND status = 'published')::int`,
      drafts: sql<number>`count(*) FILTER (WHERE deleted_at IS NULL AND status = 'draft')::int`,
      deleted: sql<number>`count(*) FILTER (WHERE deleted_at IS NOT NULL)::int`,
    })
    .from(announcements)
    .where(eq(announcements.companyId, companyId));
  return row!;
}

export async function countDrafts(db: Db, companyId: string) {
  return (await countByState(db, companyId)).drafts;
}

/** The company's investors who have not removed it: what the seen percentage is out of. */
export async function countInvestors(db: Db, companyId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(investorCompanies)
    .where(and(eq(investorCompanies.companyId, companyId), isNull(investorCompanies.removedAt)));
  return row!.n;
}

const announcementColumns = {
  id: announcements.id,
  companyId: announcements.companyId,
  createdBy: announcements.createdBy,
  announcementType: announcements.announcementType,
  title: announcements.title,
  body: announcements.body,
  status: announcements.status,
  publishedAt: announcements.publishedAt,
  isPinned: announcements.isPinned,
  pinnedAt: announcements.pinnedAt,
  starred: announcements.starred,
  deletedAt: announcements.deletedAt,
  deletedBy: announcements.deletedBy,
  attachmentKey: announcements.attachmentKey,
  attachmentName: announcements.attachmentName,
  attachmentType: announcements.attachmentType,
  media: announcements.media,
  attachmentSize: announcements.attachmentSize,
  attachmentDuration: announcements.attachmentDuration,
  attachmentTotalPages: announcements.attachmentTotalPages,
  attachmentThumbnailKey: announcements.attachmentThumbnailKey,
  fromAsx: announcements.fromAsx,
  asxCode: announcements.asxCode,
  exchangeAnnouncementId: announcements.exchangeAnnouncementId,
  priceSensitive: announcements.priceSensitive,
  releasedAt: announcements.releasedAt,
  totalViews: announcements.totalViews,
  uniqueViewers: announcements.uniqueViewers,
  createdAt: announcements.createdAt,
  updatedAt: announcements.updatedAt,
};

/**
 * The member's announcement, not in Deleted, made since `since` with this upload as its
 * attachment and this title: a save sent again.
 */
export async function findSameSave(
  db: Db,
  companyId: string,
  userId: string,
  save: { attachmentKey: string; title: string; since: Date },
) {
  const [row] = await db
    .select({ id: announcements.id })
    .from(announcements)
    .where(
      and(
        eq(announcements.companyId, companyId),
        eq(announcements.createdBy, userId),
        eq(announcements.attachmentKey, save.attachmentKey),
        eq(announcements.title, save.title),
        gte(announcements.createdAt, save.since),
        isNull(announcements.deletedAt),
      ),
    )
    .limit(1);
  return row;
}

/** One of the company's announcements with its counts; undefined when it has none so named. */
export async function findCounted(db: Db, companyId: string, announcementId: string) {
  const [row] = await db
    .select({ ...announcementColumns, ...counts })
    .from(announcements)
    .where(ofCompany(companyId, announcementId));
  return row as CountedRow | undefined;
}

/** The announcement, locked until the transaction ends, so two edits apply one after the other. */
export async function findForUpdate(db: Db, companyId: string, announcementId: string) {
  const [row] = await db
    .select()
    .from(announcements)
    .where(ofCompany(companyId, announcementId))
    .for('update');
  return row;
}

/** A published announcement not in Deleted, of any company: what investors may see. */
export async function findPublished(db: Db, announcementId: string) {
  const [row] = await db
    .select()
    .from(announcements)
    .where(
      and(
        eq(announcements.id, announcementId),
        eq(announcements.status, 'published'),
        isNull(announcements.deletedAt),
      ),
    );
  return row;
}

export type AnnouncementValues = Omit<
  typeof announcements.$inferInsert,
  'id' | 'companyId' | 'createdBy' | 'createdAt' | 'updatedAt'
>;

export async function insertAnnouncement(
  db: Db,
  companyId: string,
  /** Null for an import from the exchange: no person made it. */
  createdBy: string | null,
  values: AnnouncementValues,
) {
  const [row] = await db
    .insert(announcements)
    .values({ companyId, createdBy, ...values })
    .returning();
  return row!;
}

/** The company's announcement imported under the exchange's id, deleted or not. */
export async function findByExchangeId(db: Db, companyId: string, exchangeId: string) {
  const [row] = await db
    .select({ id: announcements.id })
    .from(announcements)
    .where(
      and(
        eq(announcements.companyId, companyId),
        eq(announcements.exchangeAnnouncementId, exchangeId),
      ),
    );
  return row;
}

/** An edit: `updatedAt` moves. Undefined when the company has no such announcement. */
export async function updateAnnouncement(
  db: Db,
  companyId: string,
  announcementId: string,
  values: Partial<AnnouncementValues>,
) {
  const [row] = await db
    .update(announcements)
    .set({ ...values, updatedAt: new Date() })
    .where(ofCompany(companyId, announcementId))
    .returning();
  return row;
}

/**
 * A mark (star, pin, deletion) without touching `updatedAt`: a mark is not an edit. Only an
 * announcement outside Deleted is marked, unless `inDeleted` says where it must be.
 */
export async function mark(
  db: Db,
  companyId: string,
  announcementId: string,
  values: PgUpdateSetSource<typeof announcements>,
  inDeleted = false,
) {
  const [row] = await db
    .update(announcements)
    .set(values)
    .where(
      and(
        ofCompany(companyId, announcementId),
        inDeleted ? isNotNull(announcements.deletedAt) : isNull(announcements.deletedAt),
      ),
    )
    .returning({
      id: announcements.id,
      title: announcements.title,
      starred: announcements.starred,
      isPinned: announcements.isPinned,
    });
  return row;
}

export const columns = announcements;

/** The flip of a mark, in SQL, so two clicks at once flip twice rather than both setting one. */
export const flipped = (column: typeof announcements.starred | typeof announcements.isPinned) =>
  sql<boolean>`NOT ${column}`;

/** When a pin was set (its SET sees the row as it was, so a flip's new value is `NOT is_pinned`). */
export const pinnedAtFor = (pinned: boolean | SQL<boolean>) =>
  typeof pinned === 'boolean'
    ? pinned
      ? new Date()
      : null
    : sql<Date | null>`CASE WHEN ${pinned} THEN now() ELSE NULL END`;

/** Deletes the announcement for good (its poll, options, ballots and views cascade). */
export async function deleteAnnouncement(db: Db, companyId: string, announcementId: string) {
  const [row] = await db
    .delete(announcements)
    .where(ofCompany(companyId, announcementId))
    .returning();
  return row;
}

/** Up to `limit` announcements in Deleted since before `before`, of every company, deleted. */
export function deleteDeletedBefore(db: Db, before: Date, limit: number) {
  return db
    .delete(announcements)
    .where(
      sql`${announcements.id} IN (SELECT id FROM announcements WHERE deleted_at < ${before.toISOString()}
            ORDER BY deleted_at LIMIT ${limit})`,
    )
    .returning({
      companyId: announcements.companyId,
      attachmentKey: announcements.attachmentKey,
      attachmentThumbnailKey: announcements.attachmentThumbnailKey,
    });
}
