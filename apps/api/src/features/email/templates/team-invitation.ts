import type { EmailContent } from './render';
import { paragraphsEmail } from './render';

/**
 * The invitation to join a company's team, with the link to set up access. It answers a request of
 * the reader's, so it ends with the account footer.
 */
export function teamInvitationEmail(invitation: {
  firstName: string;
  inviterName: string;
  companyName: string;
  url: string;
  days: number;
}): Promise<EmailContent> {
  const lines = [
    `Hi ${invitation.firstName},`,
    `${invitation.inviterName} has invited you to join ${invitation.companyName} on Quorum, where the team answers its investors' questions together.`,
    `Accept the invitation to set up your access. The link works once, for ${invitation.days} days.`,
  ];
  return paragraphsEmail({
    subject: `Join ${invitation.companyName} on Quorum`,
    lines,
    action: { label: 'Accept invitation', url: invitation.url },
  });
}
