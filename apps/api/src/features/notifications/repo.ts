import { aliasedTable, and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { findPeople } from '../../core/people';
import { companyMembers, enquiries, notifications, users } from '../../db/schema';

export type NotificationInsert = typeof notifications.$inferInsert;

const actors = aliasedTable(users, 'actor');

/** A notification with the team member who caused it (the spec's userObject), as stored. */
const notificationColumns = {
  notification: notifications,
  actor: {
    id: actors.id,
    firstName: actors.firstName,
    lastName: actors.lastName,
    profileImage: actors.profileImage,
  },
};

export type NotificationRow = Awaited<ReturnType<typeof findNotifications>>[number];

const mine = (companyId: string, userId: string) =>
  and(eq(notifications.companyId, companyId), eq(notifications.userId, userId));

export function findNotifications(
  db: Db,
  companyId: string,
  userId: string,
  page: { offset: number; limit: number },
) {
  return db
    .select(notificationColumns)
    .from(notifications)
    .leftJoin(actors, eq(actors.id, notifications.actorId))
    .where(mine(companyId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .offset(page.offset)
    .limit(page.limit);
}

export async function findNotificationsByIds(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select(notificationColumns)
    .from(notifications)
    .leftJoin(actors, eq(actors.id, notifications.actorId))
    .where(inArray(notifications.id, [...ids]));
}

export async function countNotifications(db: Db, companyId: string, userId: string) {
  const [row] = await db.select({ n: count() }).from(notifications).where(mine(companyId, userId));
  return row?.n ?? 0;
}

/** Unread counts of several members of one company; a member with none is left out. */
export async function countUnreadFor(db: Db, companyId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ userId: notifications.userId, n: count() })
    .from(notifications)
    .where(
      and(
        eq(notifications.companyId, companyId),
        inArray(notifications.userId, [...userIds]),
        eq(notifications.hasRead, false),
      ),
    )
    .groupBy(notifications.userId);
  return new Map(rows.map((row) => [row.userId, row.n]));
}

export async function countUnread(db: Db, companyId: string, userId: string) {
  return (await countUnreadFor(db, companyId, [userId])).get(userId) ?? 0;
}

/** Marks one of the member's own notifications read; answers its id, or nothing if not theirs. */
export async function markRead(db: Db, companyId: string, userId: string, id: string) {
  const [row] = await db
    .update(notifications)
    .set({ hasRead: true })
    .where(and(mine(companyId, userId), eq(notifications.id, id)))
    .returning({ id: notifications.id });
  return row;
}

export async function markAllRead(db: Db, companyId: string, userId: string) {
  await db
    .update(notifications)
    .set({ hasRead: true })
    .where(and(mine(companyId, userId), eq(notifications.hasRead, false)));
}

export async function insertNotifications(db: Db, rows: NotificationInsert[]) {
  if (rows.length === 0) return [];
  return db.insert(notifications).values(rows).returning();
}

/** The question a notification is about, in its company: who asked, if an investor did. */
export async function findEnquiry(db: Db, companyId: string, enquiryId: string) {
  const [row] = await db
    .select({ id: enquiries.id, investorId: enquiries.investorId })
    .from(enquiries)
    .where(and(eq(enquiries.companyId, companyId), eq(enquiries.id, enquiryId)));
  return row;
}

export type Person = NonNullable<Awaited<ReturnType<typeof findPerson>>>;

export async function findPerson(db: Db, userId: string) {
  const [person] = await findPeople(db, [userId]);
  return person;
}

/**
 * The company's members who could be told, with what deciding needs: their standing (role,
 * grants, locked) and their address and email preference. `userIds` narrows to those people.
 */
export function findRecipients(db: Db, companyId: string, userIds?: readonly string[]) {
  return db
    .select({
      userId: companyMembers.userId,
      role: companyMembers.role,
      permissions: companyMembers.permissions,
      locked: companyMembers.locked,
      email: users.email,
      firstName: users.firstName,
      receiveNotification: users.receiveNotification,
    })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(
      and(
        eq(companyMembers.companyId, companyId),
        userIds ? inArray(companyMembers.userId, [...userIds]) : sql`true`,
      ),
    );
}

export type Recipient = Awaited<ReturnType<typeof findRecipients>>[number];
