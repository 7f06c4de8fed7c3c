import { escapeHtml } from '../../lib/html';

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

/** Account emails answer a request (a code, a reset link): whoever did not make it can ignore them. */
const ACCOUNT_FOOTER = 'If you did not ask for this, you can ignore this email.';

/** The small print at the end of an email: why it came, and optionally where to change that. */
export interface EmailFooter {
  text: string;
  url?: string;
}

function footerHtml(footer: EmailFooter): string {
  const link = footer.url
    ? ` <a href="${escapeHtml(footer.url)}" style="color:#868e96">${escapeHtml(footer.url)}</a>`
    : '';
  return `<p style="color:#868e96;font-size:12px">${escapeHtml(footer.text)}${link}</p>`;
}

/** The footer as the plain-text part shows it. */
export const footerText = (footer: EmailFooter) =>
  footer.url ? `${footer.text} ${footer.url}` : footer.text;

/**
 * The frame every email shares. The footer says why the email came; emails that did not answer a
 * request of the reader's (notifications, an investor's receipt) give their own.
 */
export function layout(
  paragraphs: string[],
  action?: { label: string; url: string },
  footer: EmailFooter = { text: ACCOUNT_FOOTER },
): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#00214D;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>`
    : '';
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1a1b1e;max-width:560px;margin:auto;padding:24px"><h2 style="color:#00214D">Quorum</h2>${body}${button}${footerHtml(footer)}</body></html>`;
}

export function signInCodeEmail(firstName: string, code: string, minutes: number): EmailContent {
  const lines = [
    `Hi ${firstName},`,
    `Your Quorum sign-in code is ${code}. It expires in ${minutes} minutes.`,
    'We ask for a code when you sign in from a device we have not seen before.',
  ];
  return { subject: 'Your Quorum sign-in code', text: lines.join('\n\n'), html: layout(lines) };
}

export function verifyEmailCodeEmail(
  firstName: string,
  code: string,
  minutes: number,
): EmailContent {
  const lines = [
    `Hi ${firstName},`,
    `Welcome to Quorum. Your code to verify your email is ${code}. It expires in ${minutes} minutes.`,
  ];
  return { subject: 'Verify your email for Quorum', text: lines.join('\n\n'), html: layout(lines) };
}

export function passwordResetEmail(firstName: string, url: string, minutes: number): EmailContent {
  const lines = [
    `Hi ${firstName},`,
    `Someone asked to reset the password of your Quorum account. The link below works once, for ${minutes} minutes.`,
  ];
  return {
    subject: 'Reset your Quorum password',
    text: [...lines, url].join('\n\n'),
    html: layout(lines, { label: 'Reset password', url }),
  };
}

export function teamInvitationEmail(invitation: {
  firstName: string;
  inviterName: string;
  companyName: string;
  url: string;
  days: number;
}): EmailContent {
  const lines = [
    `Hi ${invitation.firstName},`,
    `${invitation.inviterName} has invited you to join ${invitation.companyName} on Quorum, where the team answers its investors' questions together.`,
    `Accept the invitation to set up your access. The link works once, for ${invitation.days} days.`,
  ];
  return {
    subject: `Join ${invitation.companyName} on Quorum`,
    text: [...lines, invitation.url].join('\n\n'),
    html: layout(lines, { label: 'Accept invitation', url: invitation.url }),
  };
}

export function changeEmailCodeEmail(
  firstName: string,
  code: string,
  minutes: number,
): EmailContent {
  const lines = [
    `Hi ${firstName},`,
    `Your code to confirm this as your new Quorum email address is ${code}. It expires in ${minutes} minutes.`,
    'Your sign-in email changes only once the code is entered.',
  ];
  return {
    subject: 'Confirm your new email for Quorum',
    text: lines.join('\n\n'),
    html: layout(lines),
  };
}

export function emailChangedNoticeEmail(firstName: string, newEmail: string): EmailContent {
  const lines = [
    `Hi ${firstName},`,
    `The email address of your Quorum account was changed to ${newEmail}. From now on you sign in with that address, and this one gets no more mail from Quorum.`,
    'If you did not make this change, please contact us straight away.',
  ];
  return {
    subject: 'Your Quorum email address was changed',
    text: lines.join('\n\n'),
    html: layout(lines),
  };
}
