// A notification's email twin: sent through the outbox in the transaction that wrote the
// notification, so it goes only if the question, assignment or reply is committed.
import type { Db } from '../../db/client';
import { enqueueEmail, notificationEmail } from '../email';

/** Where the dashboard opens a question: the board with its detail drawer open. */
export const enquiryUrl = (appUrl: string, enquiryId: string) =>
  `${appUrl}/dashboard/questions?enquiry=${encodeURIComponent(enquiryId)}`;

/** Where the dashboard shows share prices, watchlists and alerts. */
export const marketUrl = (appUrl: string) => `${appUrl}/dashboard/market`;

/** Where a member turns notification emails off: their Profile page. */
export const profileUrl = (appUrl: string) => `${appUrl}/dashboard/profile`;

export function enqueueNotificationEmail(
  tx: Db,
  companyId: string,
  to: string,
  notice: Parameters<typeof notificationEmail>[0],
) {
  return enqueueEmail(tx, to, notificationEmail(notice), companyId);
}
