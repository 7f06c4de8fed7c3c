// A notification's email twin: sent through the outbox in the transaction that wrote the
// notification, so it goes only if the question, assignment or reply is committed.
import { messages } from '@quorum/shared';
import type { Db } from '../../db/client';
import { enqueueEmail } from '../email/outbox';
import { footerText, layout } from '../email/templates';
import type { EmailContent } from '../email/templates';

/** Where the dashboard opens a question: the board with its detail drawer open. */
export const enquiryUrl = (appUrl: string, enquiryId: string) =>
  `${appUrl}/dashboard/questions?enquiry=${encodeURIComponent(enquiryId)}`;

/** Where a member turns notification emails off: their Profile page. */
export const profileUrl = (appUrl: string) => `${appUrl}/dashboard/profile`;

export function notificationEmail(notice: {
  firstName: string;
  title: string;
  message: string;
  url: string;
  profileUrl: string;
}): EmailContent {
  const lines = [`Hi ${notice.firstName},`, notice.message];
  const action = { label: messages.notifications.emailAction, url: notice.url };
  // The reader did not ask for this email, so it says why it came and how to stop it.
  const footer = { text: messages.notifications.emailFooter, url: notice.profileUrl };
  return {
    subject: notice.title,
    text: [...lines, notice.url, footerText(footer)].join('\n\n'),
    html: layout(lines, action, footer),
  };
}

export function enqueueNotificationEmail(
  tx: Db,
  companyId: string,
  to: string,
  notice: Parameters<typeof notificationEmail>[0],
) {
  return enqueueEmail(tx, to, notificationEmail(notice), companyId);
}
