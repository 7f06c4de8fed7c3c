import type { EmailContent } from './render';
import { paragraphsEmail } from './render';

/**
 * The code that proves a company reads the mailbox its creator connected to the email extension.
 * It goes to the mailbox itself, which may be a shared inbox, so it says who asked and what for.
 */
export function extensionMailboxCodeEmail(input: {
  companyName: string;
  adderName: string;
  code: string;
  minutes: number;
}): Promise<EmailContent> {
  const lines = [
    `${input.adderName} is connecting this mailbox to the Quorum email extension for ${input.companyName}.`,
    `The code to connect it is ${input.code}. It expires in ${input.minutes} minutes.`,
    'Once connected, team members with permission can answer investor email here from the company’s question registry. If you did not expect this, ignore this email and the mailbox stays unconnected.',
  ];
  return paragraphsEmail({ subject: 'Connect this mailbox to Quorum', lines });
}
