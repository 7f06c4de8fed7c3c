// Live notifications: each member hears only their own topic, in the company they are signed in
// to. An event carries the new notification (or the one just read) and the member's unread
// count, so the bell updates without asking again. Through Redis when REDIS_URL is set.
import { messages } from '@quorum/shared';
import type { SubscriptionContext } from '../../graphql/context';
import type { Events } from '../../core/events';
import { badInput } from '../../core/errors';
import type { Member } from '../../core/identity/viewer';
import type { NotificationUpdate, NotificationView } from './types';

/** A notification update as it crosses Redis (plain JSON), addressed to one member. */
export interface NotificationUpdateEvent {
  userId: string;
  companyId: string;
  notification: (Omit<NotificationView, 'createdAt'> & { createdAt: string }) | null;
  unreadCount: number;
}

export const notificationTopic = (companyId: string, userId: string) =>
  `notifications:${companyId}:${userId}`;

export function eventOf(
  companyId: string,
  userId: string,
  notification: NotificationView | null,
  unreadCount: number,
): NotificationUpdateEvent {
  return {
    companyId,
    userId,
    notification: notification
      ? { ...notification, createdAt: notification.createdAt.toISOString() }
      : null,
    unreadCount,
  };
}

/** Tells one member; call it once the change is committed. */
export function announceNotification(events: Events, event: NotificationUpdateEvent) {
  return events.publish(notificationTopic(event.companyId, event.userId), event);
}

export function notificationUpdates(
  ctx: SubscriptionContext,
  member: Member,
): Promise<AsyncIterable<NotificationUpdateEvent>> {
  const { companyId } = member;
  return ctx.pubsub.subscribe<NotificationUpdateEvent>(
    notificationTopic(companyId, member.user.id),
  );
}

/** Over HTTP there is no event: refused, as the board's subscription is. */
export function updateFromEvent(event: NotificationUpdateEvent | undefined): NotificationUpdate {
  if (typeof event?.userId !== 'string') throw badInput(messages.notifications.websocketOnly);
  const { notification } = event;
  return {
    unreadCount: event.unreadCount,
    notification: notification
      ? { ...notification, createdAt: new Date(notification.createdAt) }
      : null,
  };
}
