import type { EmailContent } from './render';
import { paragraphsEmail } from './render';

/**
 * The code that verifies a new account's email address. It answers a request of the reader's, so
 * it ends with the account footer.
 */
export function verifyEmailCodeEmail(
  firstName: string,
  code: string,
  minutes: number,
): Promise<EmailContent> {
  const lines = [
    `Hi ${firstName},`,
    `Welcome to Quorum. Your code to verify your email is ${code}. It expires in ${minutes} minutes.`,
  ];
  return paragraphsEmail({ subject: 'Verify your email for Quorum', lines });
}
