// Every email the product sends, with sample words, for the development preview (/dev/emails).
import type { EmailContent } from './templates';
import {
  billingReceiptEmail,
  changeEmailCodeEmail,
  confirmEmailChangeFromCurrentEmail,
  emailChangedNoticeEmail,
  extensionMailboxCodeEmail,
  guestReplyEmail,
  notificationEmail,
  passwordResetEmail,
  paymentFailedEmail,
  planChangedEmail,
  signInCodeEmail,
  supportMessageEmail,
  teamInvitationEmail,
  trialEndingEmail,
  verifyEmailCodeEmail,
  webformConfirmationEmail,
} from './templates';

const APP = 'https://quorum.example';
/** Sample dates of a billing month: the emails show them as Sydney's calendar days. */
const MARCH_20 = new Date('2026-03-20T02:00:00Z');
const APRIL_20 = new Date('2026-04-20T02:00:00Z');

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
  'extension-mailbox-code': () =>
    extensionMailboxCodeEmail({
      companyName: 'Swan River Gold Ltd',
      adderName: 'Dana Usher',
      code: '4821',
      minutes: 10,
    }),
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
  'trial-ending': () =>
    trialEndingEmail({
      firstName: 'Dana',
      companyName: 'Swan River Gold Ltd',
      trialEndsAt: MARCH_20,
      appUrl: APP,
    }),
  'payment-failed': () =>
    paymentFailedEmail({
      firstName: 'Dana',
      companyName: 'Swan River Gold Ltd',
      amountUnits: 129900,
      graceEndsAt: MARCH_20,
      appUrl: APP,
    }),
  'plan-changed': () =>
    planChangedEmail({
      firstName: 'Dana',
      companyName: 'Swan River Gold Ltd',
      from: { plan: 'premium', tier: 20000 },
      to: { plan: 'freemium', tier: null },
      effectiveAt: APRIL_20,
      amountUnits: null,
      appUrl: APP,
    }),
  'billing-receipt': () =>
    billingReceiptEmail({
      invoiceNumber: 'Q-2026-000123',
      issuedAt: MARCH_20,
      companyName: 'Swan River Gold Ltd',
      companyAbn: '12345678901',
      periodStart: MARCH_20,
      periodEnd: APRIL_20,
      tier: 20000,
      amountUnits: 129900,
      supplier: { name: 'Quorum Pty Ltd', abn: '98765432109' },
    }),
  'support-message': () =>
    supportMessageEmail({
      kind: 'feedback',
      reference: '5b1f0c2e-3d4a-4c8e-9f10-2a3b4c5d6e7f',
      senderName: 'Dana Usher',
      senderEmail: 'dana@swanrivergold.example',
      companyName: 'Swan River Gold Ltd',
      subject: 'The board is slow to load',
      body: 'Since Monday the Questions board takes about ten seconds to show.\nIt happens on every browser we use.',
      attachment: { name: 'board.png', url: `${APP}/files/sample.png` },
    }),
};
