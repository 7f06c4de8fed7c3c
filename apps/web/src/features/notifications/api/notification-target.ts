import type { NotificationItem } from './notification-fields';

/**
 * Where a notification leads: a fired stock alert to the market page, where the alerts are; a
 * question's to it on the board; anything else to the notifications page.
 */
export function notificationTarget(
  notification: Pick<NotificationItem, 'notificationType' | 'metaData'>,
): string {
  if (notification.notificationType === 'stock_alert') return '/dashboard/market';
  const { enquiryId } = notification.metaData;
  return enquiryId
    ? `/dashboard/questions?enquiry=${encodeURIComponent(enquiryId)}`
    : '/dashboard/notifications';
}
