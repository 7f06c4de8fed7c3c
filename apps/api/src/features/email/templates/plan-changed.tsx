// A plan change (issue 13): from which plan to which, the tier, when it takes effect and what it
// changes. An upgrade or a new tier applies at once; a move to Essentials at the period's end,
// with Premium kept until then.
import { PLAN_BENEFITS, formatAud } from '@quorum/shared';
import type { Plan, ShareholderTier } from '@quorum/shared';
import { Bullets, EmailFrame, Paragraphs, bulletsText, footerText } from './frame';
import type { EmailContent } from './render';
import { renderEmail } from './render';
import {
  ESSENTIALS_KEEPS,
  billingFooter,
  emailDate,
  planPageUrl,
  planWords,
} from './billing-words';

/** A plan as the company has it: Essentials has no tier. */
export interface PlanAndTier {
  plan: Plan;
  tier: ShareholderTier | null;
}

export interface PlanChangedInput {
  firstName: string;
  companyName: string;
  from: PlanAndTier;
  to: PlanAndTier;
  /** When the new plan applies: now for an upgrade or a new tier, the period's end for a downgrade. */
  effectiveAt: Date;
  /** The new plan's monthly price in price units (cents), GST included; null on Essentials. */
  amountUnits: number | null;
  appUrl: string;
}

/** What the change means for the team, in words and (for a move onto Premium) its benefits. */
function consequencesOf(input: PlanChangedInput) {
  if (input.to.plan === 'freemium')
    return {
      lines: [`Premium stays until then. ${ESSENTIALS_KEEPS}`],
      benefits: [],
    };
  const price =
    input.amountUnits === null
      ? []
      : [`From then, Premium costs ${formatAud(input.amountUnits)} a month, GST included.`];
  return input.from.plan === 'premium'
    ? { lines: price, benefits: [] }
    : { lines: [...price, 'Premium gives your team:'], benefits: PLAN_BENEFITS.premium };
}

export function planChangedEmail(input: PlanChangedInput): Promise<EmailContent> {
  const date = emailDate(input.effectiveAt);
  const to = planWords(input.to.plan, input.to.tier);
  const action = { label: 'See your plan', url: planPageUrl(input.appUrl) };
  const footer = billingFooter(input.companyName);
  const { lines, benefits } = consequencesOf(input);
  const opening = [
    `Hi ${input.firstName},`,
    `The plan of ${input.companyName} changes from ${planWords(input.from.plan, input.from.tier)} to ${to} on ${date}.`,
    ...lines,
  ];
  return renderEmail({
    subject: `${input.companyName} moves to ${to} on ${date}`,
    text: [
      ...opening,
      ...(benefits.length ? [bulletsText(benefits)] : []),
      `${action.label}: ${action.url}`,
      footerText(footer),
    ].join('\n\n'),
    body: (
      <EmailFrame action={action} footer={footer}>
        <Paragraphs lines={opening} />
        {benefits.length ? <Bullets items={benefits} /> : null}
      </EmailFrame>
    ),
  });
}
