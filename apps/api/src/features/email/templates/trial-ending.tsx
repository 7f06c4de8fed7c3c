// The trial's end, TRIAL_ENDING_NOTICE_DAYS (3) days ahead (issue 13): when it ends, what Premium
// gives, what Essentials keeps, and the way to the plan page. No card was taken for the trial, so
// nothing is charged unless the company chooses Premium.
import { PLAN_BENEFITS } from '@quorum/shared';
import { Bullets, EmailFrame, Paragraphs, bulletsText, footerText } from './frame';
import type { EmailContent } from './render';
import { renderEmail } from './render';
import { ESSENTIALS_KEEPS, billingFooter, emailDate, planPageUrl } from './billing-words';

export interface TrialEndingInput {
  /** The company creator's first name: they manage the plan. */
  firstName: string;
  companyName: string;
  trialEndsAt: Date;
  /** The product's address (config.appUrl); the button opens its plan page. */
  appUrl: string;
}

export function trialEndingEmail(input: TrialEndingInput): Promise<EmailContent> {
  const date = emailDate(input.trialEndsAt);
  const action = { label: 'Choose your plan', url: planPageUrl(input.appUrl) };
  const footer = billingFooter(input.companyName);
  const opening = [
    `Hi ${input.firstName},`,
    `The free Premium trial of ${input.companyName} ends on ${date}.`,
    'Choose Premium before then to keep everything your team uses now:',
  ];
  const closing = [
    `If you do nothing, ${input.companyName} moves to Essentials when the trial ends. ${ESSENTIALS_KEEPS}`,
  ];
  return renderEmail({
    subject: `Your Premium trial for ${input.companyName} ends on ${date}`,
    text: [
      ...opening,
      bulletsText(PLAN_BENEFITS.premium),
      ...closing,
      `${action.label}: ${action.url}`,
      footerText(footer),
    ].join('\n\n'),
    body: (
      <EmailFrame action={action} footer={footer}>
        <Paragraphs lines={opening} />
        <Bullets items={PLAN_BENEFITS.premium} />
        <Paragraphs lines={closing} />
      </EmailFrame>
    ),
  });
}
