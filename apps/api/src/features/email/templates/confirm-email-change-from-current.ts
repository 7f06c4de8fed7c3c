import type { EmailContent } from './render';
import { paragraphsEmail } from './render';

/**
 * The code, sent to the CURRENT address, that confirms a change of sign-in email. Someone holding a
 * stolen session and the password still cannot move the account away without this mailbox; and if
 * the reader did not ask, this email is how they find out.
 */
export function confirmEmailChangeFromCurrentEmail(
  firstName: string,
  newEmail: string,
  code: string,
  minutes: number,
): Promise<EmailContent> {
  const lines = [
    `Hi ${firstName},`,
    `Someone asked to change your Quorum sign-in email to ${newEmail}. If it was you, enter the code ${code} to confirm. It expires in ${minutes} minutes.`,
    'If it was not you, do not share this code: change your password on your Profile page and sign out everywhere else. Your email stays as it is.',
  ];
  return paragraphsEmail({ subject: 'Confirm the change of your Quorum email', lines });
}
