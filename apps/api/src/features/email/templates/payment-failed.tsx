// A renewal's payment failed (issue 13): Premium is kept for PAST_DUE_GRACE_DAYS while the
// company updates its card or re-activates; after that it moves to Essentials.
import { formatAud } from '@quorum/shared';
import { EmailFrame, Paragraphs, footerText } from './frame';
import type { EmailContent } from './render';
import { renderEmail } from './render';
import { ESSENTIALS_KEEPS, billingFooter, emailDate, planPageUrl } from './billing-words';

export interface PaymentFailedInput {
  firstName: string;
  companyName: string;
  /** The amount that failed, in price units (cents), GST included. */
  amountUnits: number;
  /** Premium is kept until then (subscriptions.grace_ends_at). */
  graceEndsAt: Date;
  appUrl: string;
}

export function paymentFailedEmail(input: PaymentFailedInput): Promise<EmailContent> {
  const date = emailDate(input.graceEndsAt);
  const action = { label: 'Update card', url: planPageUrl(input.appUrl, true) };
  const footer = billingFooter(input.companyName);
  const lines = [
    `Hi ${input.firstName},`,
    `We could not take the payment of ${formatAud(input.amountUnits)} (GST included) for the Premium plan of ${input.companyName}.`,
    `Premium stays until ${date}. Please update your card or re-activate the plan before then.`,
    `After ${date}, ${input.companyName} moves to Essentials. ${ESSENTIALS_KEEPS}`,
  ];
  return renderEmail({
    subject: `Payment failed: ${input.companyName} keeps Premium until ${date}`,
    text: [...lines, `${action.label}: ${action.url}`, footerText(footer)].join('\n\n'),
    body: (
      <EmailFrame action={action} footer={footer}>
        <Paragraphs lines={lines} />
      </EmailFrame>
    ),
  });
}
