import { EMAILED_FILE_LINK_DAYS } from './guest-reply';
import type { EmailContent } from './render';
import { paragraphsEmail } from './render';

export interface SupportMessageInput {
  kind: 'contact' | 'feedback';
  /** The support_messages row's id, so support can find the row. */
  reference: string;
  senderName: string;
  senderEmail: string;
  companyName: string;
  /** The contact form's subject, or the feedback's reason. */
  subject: string;
  body: string;
  /** The feedback's attachment as a signed link that works EMAILED_FILE_LINK_DAYS. */
  attachment: { name: string; url: string } | null;
}

/**
 * A customer's message from the help menu (Contact or Give feedback), to the support address. The
 * outbox sends from Quorum's own address with no Reply-To, so the email says whom to answer.
 */
export function supportMessageEmail(input: SupportMessageInput): Promise<EmailContent> {
  const what = input.kind === 'contact' ? 'Message' : 'Feedback';
  const subjectLabel = input.kind === 'contact' ? 'Subject' : 'Reason for feedback';
  const lines = [
    `${what} from ${input.senderName} <${input.senderEmail}> of ${input.companyName}.`,
    `Please answer ${input.senderEmail} directly: replies to this email do not reach them.`,
    `${subjectLabel}: ${input.subject}`,
    input.body,
    ...(input.attachment
      ? [
          `Attachment: ${input.attachment.name}. Its link below works for ${EMAILED_FILE_LINK_DAYS} days.`,
        ]
      : []),
  ];
  return paragraphsEmail({
    subject: `${what} from ${input.companyName}: ${input.subject}`,
    lines,
    ...(input.attachment
      ? { action: { label: 'Open attachment', url: input.attachment.url } }
      : {}),
    footer: {
      text: `Sent to the support address by Quorum's help menu. Reference ${input.reference}.`,
    },
  });
}
