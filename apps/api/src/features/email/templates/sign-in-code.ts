import type { EmailContent } from './render';
import { paragraphsEmail } from './render';

/**
 * The code asked for when someone signs in from a device Quorum has not seen before. It answers a
 * request of the reader's, so it ends with the account footer.
 */
export function signInCodeEmail(
  firstName: string,
  code: string,
  minutes: number,
): Promise<EmailContent> {
  const lines = [
    `Hi ${firstName},`,
    `Your Quorum sign-in code is ${code}. It expires in ${minutes} minutes.`,
    'We ask for a code when you sign in from a device we have not seen before.',
  ];
  return paragraphsEmail({ subject: 'Your Quorum sign-in code', lines });
}
