import { and, asc, eq, sql } from 'drizzle-orm';
import type { NamedPermission } from '@quorum/shared';
import type { Deps } from '../../../deps';
import {
  companyMembers,
  enquiries,
  enquiryAssignees,
  notifications,
  outboxEmails,
  users,
} from '../../../db/schema';
import { addMember, makeCompany, makeUser, signIn } from '../../../testing/factories';
import { gql } from '../../../testing/graphql';
import { appEvents, watchSubscription } from '../../../testing/live';
import type { TestApp } from '../../../testing/test-app';
import { FileUrlSigner } from '../../uploads/signed-urls';
import { KeyRing } from '../../../core/keys';
import { notificationTopic } from '../live';
import { notifyQuestionReceived } from '../notify';

/** What the notification tests share: the calls as the web app sends them, and a company. */

export const FIELDS = `_id companyId userId notificationType title message hasRead investorId
  metaData { companyId enquiryId enquiryResponseId } userObject { _id firstName } createdAt`;

export const LIST = `query List($page: Int, $limit: Int) {
  getNotifications(page: $page, limit: $limit) {
    items { ${FIELDS} }
    meta { currentPage itemsPerPage totalItems totalPages }
  }
}`;
export const UNREAD = `{ getUnreadNotificationCount }`;
export const READ = `mutation Read($id: ID!) { readNotification(notificationId: $id) { ${FIELDS} } }`;
export const READ_ALL = `mutation { markAllNotificationAsRead { message } }`;
export const UPDATED = `subscription { notificationUpdated { unreadCount notification { ${FIELDS} } } }`;

export interface NotificationSeen {
  _id: string;
  userId: string;
  notificationType: string;
  title: string;
  message: string;
  hasRead: boolean;
  metaData: {
    companyId: string | null;
    enquiryId: string | null;
    enquiryResponseId: string | null;
  };
  userObject: { _id: string; firstName: string } | null;
}
export type ListData = {
  getNotifications: {
    items: NotificationSeen[];
    meta: { currentPage: number; itemsPerPage: number; totalItems: number; totalPages: number };
  };
};

/** The services' outside world as the test app has it, for calling notify* as the board does. */
export function depsOf(t: TestApp): Deps {
  return {
    db: t.database.db,
    config: t.config,
    fileUrls: new FileUrlSigner(new KeyRing(t.config.authKeys)),
    events: appEvents(t),
  } as Deps;
}

/**
 * A company with every kind of member: the admin, a member, a viewer, a custom role without the
 * board, a custom role with the board to view, and a member whose seat is locked.
 */
export async function makeTeam(t: TestApp) {
  const db = t.database.db;
  const admin = await makeUser(db);
  const company = await makeCompany(db, admin.id, { name: 'Acme Mining Ltd' });
  const person = async (role: 'member' | 'viewer' | 'custom', grants: NamedPermission[] = []) => {
    const user = await makeUser(db);
    await addMember(db, company.id, user.id, role, grants);
    return user;
  };
  const people = {
    admin,
    member: await person('member'),
    viewer: await person('viewer'),
    customNone: await person('custom', [
      { name: 'questionBoard', allowed: false, acessType: 'none' },
    ]),
    customView: await person('custom', [
      { name: 'questionBoard', allowed: true, acessType: 'view' },
    ]),
    locked: await person('member'),
  };
  await db
    .update(companyMembers)
    .set({ locked: true })
    .where(
      and(eq(companyMembers.companyId, company.id), eq(companyMembers.userId, people.locked.id)),
    );
  return { companyId: company.id, people };
}
export type Team = Awaited<ReturnType<typeof makeTeam>>;

export async function tokenOf(t: TestApp, person: { email: string; password: string }) {
  return (await signIn(t, person.email, person.password)).accessToken;
}

/** A guest's question on the company's board. */
export async function insertEnquiry(t: TestApp, companyId: string) {
  const [row] = await t.database.db
    .insert(enquiries)
    .values({
      companyId,
      isGuest: true,
      guestFirstName: 'Ivy',
      guestLastName: 'Investor',
      guestEmail: 'ivy@example.com',
      question: 'When is the AGM?',
    })
    .returning({ id: enquiries.id });
  return row!.id;
}

export async function assign(t: TestApp, companyId: string, enquiryId: string, userIds: string[]) {
  await t.database.db
    .insert(enquiryAssignees)
    .values(userIds.map((userId) => ({ companyId, enquiryId, userId })));
}

/** Who holds a notification about the question, by user id. */
export async function recipientsOf(t: TestApp, enquiryId: string) {
  const rows = await t.database.db
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(sql`${notifications.metaData}->>'enquiryId' = ${enquiryId}`)
    .orderBy(asc(notifications.userId));
  return rows.map((row) => row.userId);
}

/** The notification mails queued to an address with this subject. */
export function mailsTo(t: TestApp, to: string, subject: string) {
  return t.database.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.toAddress, to), eq(outboxEmails.subject, subject)));
}

export async function stopEmails(t: TestApp, userId: string) {
  await t.database.db.update(users).set({ receiveNotification: false }).where(eq(users.id, userId));
}

export function list(t: TestApp, token: string, variables: { page?: number; limit?: number } = {}) {
  return gql<ListData>(t.app, LIST, variables, token);
}

export interface UpdateSeen {
  unreadCount: number;
  notification: NotificationSeen | null;
}

/** Probes carry an unread count no member can have. */
const PROBE_COUNT = -1;

/**
 * A member's bell listening over the WebSocket: every update they receive, in order.
 * `ready(companyId, userId)` returns once the server is delivering the member's updates.
 */
export function watchNotifications(t: TestApp, url: string, token: string) {
  return watchSubscription<UpdateSeen, [companyId: string, userId: string]>({
    url,
    token,
    query: UPDATED,
    field: 'notificationUpdated',
    isProbe: (update) => update.unreadCount === PROBE_COUNT,
    sendProbe: (companyId, userId) =>
      appEvents(t).publish(notificationTopic(companyId, userId), {
        companyId,
        userId,
        notification: null,
        unreadCount: PROBE_COUNT,
      }),
  });
}

/** A question arriving as the web form brings it: the enquiry and its notifications, one transaction. */
export async function questionArrives(t: TestApp, companyId: string) {
  const enquiryId = await insertEnquiry(t, companyId);
  const pending = await t.database.db.transaction((tx) =>
    notifyQuestionReceived(depsOf(t), tx, {
      companyId,
      enquiryId,
      askerName: 'Ivy Investor',
      question: 'When is the AGM?',
    }),
  );
  return { enquiryId, pending };
}
