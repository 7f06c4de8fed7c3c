/** Notifications (spec §3 Notification): what causes one, and what it carries. */
export const NOTIFICATION_TYPES = [
  'question_received',
  'question_assigned',
  'question_replied',
  'stock_alert',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export interface NotificationMetaData {
  companyId?: string;
  enquiryId?: string;
  enquiryResponseId?: string;
  announcementId?: string;
  eventId?: string;
  userId?: string;
  /** A stock alert that fired (issue 19), and its symbol ("BHP.AX"). */
  stockAlertId?: string;
  symbol?: string;
}
