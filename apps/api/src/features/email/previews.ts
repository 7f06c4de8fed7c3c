// Every email the product sends, with sample words, for the development preview (/dev/emails).
import type { EmailContent } from './templates';
import {
  changeEmailCodeEmail,
  confirmEmailChangeFromCurrentEmail,
  emailChangedNoticeEmail,
  guestReplyEmail,
  notificationEmail,
  passwordResetEmail,
  signInCodeEmail,
  teamInvitationEmail,
  verifyEmailCodeEmail,
  webformConfirmationEmail,
} from './templates';

const APP = 'https://quorum.example';

export const EMAIL_PREVIEWS: Record<string, () => Promise<EmailContent>> = {
  'sign-in-code': () => signInCodeEmail('Dana', '4821', 10),
  'verify-email-code': () => verifyEmailCodeEmail('Dana', '4821', 10),
  'password-reset': () => passwordResetEmail('Dana', `${APP}/forgot-password/sample-token`, 30),
  'team-invitation': () =>
    teamInvitationEmail({
      firstName: 'Sam',
      inviterName: 'Dana Usher',
      companyName: 'Swan River Gold Ltd',
      url: `${APP}/register/sample-token`,
      days: 7,
    }),
  'change-email-code': () => changeEmailCodeEmail('Dana', '4821', 10),
  'confirm-email-change-from-current': () =>
    confirmEmailChangeFromCurrentEmail('Dana', 'dana@newaddress.example', '3907', 10),
  'email-changed-notice': () => emailChangedNoticeEmail('Dana', 'dana@newaddress.example'),
  notification: () =>
    notificationEmail({
      firstName: 'Dana',
      title: 'New question',
      message: 'Ivy Investor asked Swan River Gold Ltd a question.',
      url: `${APP}/dashboard/questions?enquiry=sample`,
      profileUrl: `${APP}/dashboard/profile`,
    }),
  'webform-confirmation': () =>
    webformConfirmationEmail({
      firstName: 'Ivy',
      companyName: 'Swan River Gold Ltd',
      question: 'When is the record date for the interim dividend?',
    }),
  'guest-reply': () =>
    guestReplyEmail({
      companyName: 'Swan River Gold Ltd',
      firstName: 'Ivy',
      question: 'When is the record date?\nAnd the payment date?',
      answer: 'The record date is 1 March; payment follows on 20 March.',
      attachments: [{ name: 'annual-report.pdf', url: `${APP}/files/sample.pdf` }],
      audioUrl: null,
    }),
};
