import { messages } from '@quorum/shared';
import type { EmailContent } from './render';
import { paragraphsEmail } from './render';

/**
 * The investor's receipt for a question sent through a company's web form: it says who has the
 * question and repeats it, so the investor can tell a real confirmation from a phishing copy.
 */
export function webformConfirmationEmail(input: {
  firstName: string;
  companyName: string;
  question: string;
}): Promise<EmailContent> {
  return paragraphsEmail({
    subject: `We have received your question for ${input.companyName}`,
    lines: [
      `Hi ${input.firstName},`,
      `Thank you for your question to ${input.companyName}. Their investor relations team has received it and will reply to this email address.`,
      'Your question:',
      input.question,
    ],
    // The investor has no Quorum account: the email says why it came to them.
    footer: { text: messages.webform.confirmationFooter(input.companyName) },
  });
}
