import { and, asc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { calendarFeeds, companyEvents, companyMembers } from '../../db/schema';

export type CompanyEventRow = typeof companyEvents.$inferSelect;
export type EventValues = Pick<
  CompanyEventRow,
  | 'title'
  | 'description'
  | 'location'
  | 'onlineUrl'
  | 'startsAt'
  | 'endsAt'
  | 'timeZone'
  | 'allDay'
  | 'allTeam'
  | 'attendeeIds'
  | 'attachments'
>;

const live = (companyId: string) =>
  and(eq(companyEvents.companyId, companyId), eq(companyEvents.deleted, false));

/** The company's events that overlap [from, to), earliest first. */
export function listInRange(db: Db, companyId: string, from: Date, to: Date) {
  return db
    .select()
    .from(companyEvents)
    .where(and(live(companyId), lt(companyEvents.startsAt, to), gt(companyEvents.endsAt, from)))
    .orderBy(asc(companyEvents.startsAt), asc(companyEvents.id));
}

/** Events not yet over at `now`, soonest first. */
export function listUpcoming(db: Db, companyId: string, now: Date, limit: number) {
  return db
    .select()
    .from(companyEvents)
    .where(and(live(companyId), gt(companyEvents.endsAt, now)))
    .orderBy(asc(companyEvents.startsAt), asc(companyEvents.id))
    .limit(limit);
}

/** Every event the feed tells of, cancelled ones included, from `since` on. */
export function listForFeed(db: Db, companyId: string, since: Date) {
  return db
    .select()
    .from(companyEvents)
    .where(and(eq(companyEvents.companyId, companyId), gt(companyEvents.endsAt, since)))
    .orderBy(asc(companyEvents.startsAt), asc(companyEvents.id));
}

export async function findEvent(db: Db, companyId: string, eventId: string, lock = false) {
  const query = db
    .select()
    .from(companyEvents)
    .where(and(live(companyId), eq(companyEvents.id, eventId)));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function insertEvent(
  db: Db,
  companyId: string,
  createdBy: string,
  values: EventValues,
) {
  const [row] = await db
    .insert(companyEvents)
    .values({ companyId, createdBy, ...values })
    .returning();
  return row!;
}

/** An edit raises the sequence, so calendars that hold the event take the new version. */
export async function updateEvent(db: Db, companyId: string, eventId: string, values: EventValues) {
  const [row] = await db
    .update(companyEvents)
    .set({ ...values, sequence: sql`${companyEvents.sequence} + 1`, updatedAt: new Date() })
    .where(and(live(companyId), eq(companyEvents.id, eventId)))
    .returning();
  return row;
}

/** Marks the event deleted (the feed then says cancelled); the sequence rises as for an edit. */
export async function markDeleted(db: Db, companyId: string, eventId: string) {
  const now = new Date();
  const [row] = await db
    .update(companyEvents)
    .set({
      deleted: true,
      deletedAt: now,
      updatedAt: now,
      sequence: sql`${companyEvents.sequence} + 1`,
    })
    .where(and(live(companyId), eq(companyEvents.id, eventId)))
    .returning();
  return row;
}

/** Which of these user ids are members of the company. */
export async function membersAmong(db: Db, companyId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(
      and(eq(companyMembers.companyId, companyId), inArray(companyMembers.userId, [...userIds])),
    );
  return new Set(rows.map((r) => r.userId));
}

export async function findLiveFeed(db: Db, companyId: string) {
  const [feed] = await db
    .select()
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.companyId, companyId), isNull(calendarFeeds.revokedAt)));
  return feed;
}

export async function findLiveFeedByHash(db: Db, tokenHash: string) {
  const [feed] = await db
    .select()
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.tokenHash, tokenHash), isNull(calendarFeeds.revokedAt)));
  return feed;
}

export async function revokeLiveFeed(db: Db, companyId: string) {
  const [feed] = await db
    .update(calendarFeeds)
    .set({ revokedAt: new Date() })
    .where(and(eq(calendarFeeds.companyId, companyId), isNull(calendarFeeds.revokedAt)))
    .returning();
  return feed;
}

export async function insertFeed(db: Db, companyId: string, createdBy: string, tokenHash: string) {
  const [feed] = await db
    .insert(calendarFeeds)
    .values({ companyId, createdBy, tokenHash })
    .returning();
  return feed!;
}
