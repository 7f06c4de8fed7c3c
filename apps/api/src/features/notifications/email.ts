// A notification's email twin: sent through the outbox in the transaction that wrote the
// notification, so it goes only if the question, assignment or reply is committed.
import { messages } from '@quorum/shared';
import type { Db } from '../../db/client';
import { enqueueEmail } from '../email/outbox';
import { layout } from '../email/templates';
import type { EmailContent } from '../email/templates';

/** Where the dashboard opens a question: the board with its detail drawer open. */
export const enquiryUrl = (appUrl: string, enquiryId: string) =>
  `${appUrl}/dashboard/questions?enquiry=${encodeURIComponent(enquiryId)}`;

export function notificationEmail(notice: {
  firstName: string;
  title: string;
  message: string;
  url: string;
}): EmailContent {
  const lines = [`Hi ${notice.firstName},`, notice.message];
  const action = { label: messages.notifications.emailAction, url: notice.url };
  return {
    subject: notice.title,
    text: [...lines, notice.url].join('\n\n'),
    html: layout(lines, action),
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
