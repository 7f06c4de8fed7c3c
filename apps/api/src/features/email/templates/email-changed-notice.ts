import type { EmailContent } from './render';
import { paragraphsEmail } from './render';

/**
 * The notice, sent to the old address, that the sign-in email was changed. It answers a request of
 * the reader's, so it ends with the account footer.
 */
export function emailChangedNoticeEmail(
  firstName: string,
  newEmail: string,
): Promise<EmailContent> {
  const lines = [
    `Hi ${firstName},`,
    `The email address of your Quorum account was changed to ${newEmail}. From now on you sign in with that address, and this one gets no more mail from Quorum.`,
    'If you did not make this change, please contact us straight away.',
  ];
  return paragraphsEmail({ subject: 'Your Quorum email address was changed', lines });
}
