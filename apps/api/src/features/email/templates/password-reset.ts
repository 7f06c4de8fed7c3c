import type { EmailContent } from './render';
import { paragraphsEmail } from './render';

/**
 * The one-time link to set a new password. It answers a request of the reader's, so it ends with
 * the account footer.
 */
export function passwordResetEmail(
  firstName: string,
  url: string,
  minutes: number,
): Promise<EmailContent> {
  const lines = [
    `Hi ${firstName},`,
    `Someone asked to reset the password of your Quorum account. The link below works once, for ${minutes} minutes.`,
  ];
  return paragraphsEmail({
    subject: 'Reset your Quorum password',
    lines,
    action: { label: 'Reset password', url },
  });
}
