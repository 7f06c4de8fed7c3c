import type { EmailContent } from './render';
import { paragraphsEmail } from './render';

/**
 * The code, sent to the new address, that confirms a change of sign-in email. It answers a request
 * of the reader's, so it ends with the account footer.
 */
export function changeEmailCodeEmail(
  firstName: string,
  code: string,
  minutes: number,
): Promise<EmailContent> {
  const lines = [
    `Hi ${firstName},`,
    `Your code to confirm this as your new Quorum email address is ${code}. It expires in ${minutes} minutes.`,
    'Your sign-in email changes only once the code is entered.',
  ];
  return paragraphsEmail({ subject: 'Confirm your new email for Quorum', lines });
}
