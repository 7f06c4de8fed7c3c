import type { NotificationItem } from './notification-fields';

/** Where a notification leads: its question on the board, or the notifications page. */
export function notificationTarget(notification: Pick<NotificationItem, 'metaData'>): string {
  const { enquiryId } = notification.metaData;
  return enquiryId
    ? `/dashboard/questions?enquiry=${encodeURIComponent(enquiryId)}`
    : '/dashboard/notifications';
}
