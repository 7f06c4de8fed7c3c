// FOUNDATION STUB: the notifications helper replaces every body in this file, keeping the
// signatures of notify* and publishNotifications, which the board and the web form call.
import type { Deps } from '../../deps';
import type { Db } from '../../db/client';
import type { SubscriptionContext } from '../../graphql/context';
import type { Member } from '../auth/viewer';
import type { NotificationUpdate, NotificationView } from './types';

const notBuilt = (): never => {
  throw new Error('not built yet');
};

/** A notification update as it crosses Redis (plain JSON), addressed to one member. */
export interface NotificationUpdateEvent {
  userId: string;
  companyId: string;
  notification: (Omit<NotificationView, 'createdAt'> & { createdAt: string }) | null;
  unreadCount: number;
}

/** Notifications written in a transaction, to be published once it commits. */
export type PendingNotifications = NotificationUpdateEvent[];

/**
 * A question arrived (web form, app or email): every team member who can see the board is
 * notified, in the caller's transaction, and emailed if their receiveNotification is on.
 */
export async function notifyQuestionReceived(
  _deps: Deps,
  _tx: Db,
  _input: { companyId: string; enquiryId: string; askerName: string; question: string },
): Promise<PendingNotifications> {
  return notBuilt();
}

/** Members newly assigned to a question are notified (not the one who assigned them). */
export async function notifyAssigned(
  _deps: Deps,
  _tx: Db,
  _input: { companyId: string; enquiryId: string; userIds: readonly string[]; actorId: string },
): Promise<PendingNotifications> {
  return notBuilt();
}

/** A reply was sent on a question: its assignees, other than the one who replied, are notified. */
export async function notifyReplied(
  _deps: Deps,
  _tx: Db,
  _input: { companyId: string; enquiryId: string; replyId: string; actorId: string },
): Promise<PendingNotifications> {
  return notBuilt();
}

/** Publishes what a committed transaction wrote. */
export async function publishNotifications(
  _deps: Deps,
  _pending: PendingNotifications,
): Promise<void> {
  return notBuilt();
}

export async function listNotifications(
  _d: Deps,
  _m: Member,
  _args: { page?: number | null; limit?: number | null },
): Promise<{
  items: NotificationView[];
  meta: { currentPage: number; itemsPerPage: number; totalItems: number; totalPages: number };
}> {
  return notBuilt();
}
export async function unreadCount(_d: Deps, _m: Member): Promise<number> {
  return notBuilt();
}
export async function readNotification(
  _d: Deps,
  _m: Member,
  _id: string,
): Promise<NotificationView> {
  return notBuilt();
}
export async function markAllRead(_d: Deps, _m: Member): Promise<{ message: string }> {
  return notBuilt();
}
export function notificationUpdates(
  _ctx: SubscriptionContext,
  _m: Member,
): AsyncIterable<NotificationUpdateEvent> {
  return notBuilt();
}
export function updateFromEvent(_event: NotificationUpdateEvent | undefined): NotificationUpdate {
  return notBuilt();
}
