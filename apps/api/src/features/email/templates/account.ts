// The emails about a person's own account and team: codes, the reset link, the invitation, the
// email-change notice. They answer a request of the reader's, so they end with the account footer.
import type { EmailContent } from './render';
import { paragraphsEmail } from './render';

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
