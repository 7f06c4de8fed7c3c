import { messages } from '@quorum/shared';
import type { EmailContent } from './render';
import { paragraphsEmail } from './render';

/**
 * A notification's email twin (a question arrived, was assigned or replied to). The reader did not
 * ask for it, so it says why it came and where to turn such emails off.
 */
export function notificationEmail(notice: {
  firstName: string;
  title: string;
  message: string;
  url: string;
  profileUrl: string;
}): Promise<EmailContent> {
  return paragraphsEmail({
    subject: notice.title,
    lines: [`Hi ${notice.firstName},`, notice.message],
    action: { label: messages.notifications.emailAction, url: notice.url },
    footer: { text: messages.notifications.emailFooter, url: notice.profileUrl },
  });
}
