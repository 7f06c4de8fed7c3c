// Words the billing emails share: dates, a plan with its tier, what Essentials keeps, and why the
// email came. Written once so the four emails never disagree.
import { FREE_PLAN, PLAN_LABELS, isPricedTier } from '@quorum/shared';
import type { Plan, ShareholderTier } from '@quorum/shared';
import type { EmailFooter } from './frame';

/**
 * A date as an Australian reads it, "20 March 2026", on Sydney's calendar (ours: the companies
 * are ASX-listed, and a server's own time zone must not move a date by a day).
 */
const DATE = new Intl.DateTimeFormat('en-AU', { dateStyle: 'long', timeZone: 'Australia/Sydney' });
export const emailDate = (date: Date) => DATE.format(date);

/** "up to 20,000 shareholders"; over 100,000 is priced with the company. */
export const tierWords = (tier: ShareholderTier) =>
  isPricedTier(tier)
    ? `up to ${tier.toLocaleString('en-AU')} shareholders`
    : 'over 100,000 shareholders';

/** "Premium (up to 20,000 shareholders)", or "Essentials": the free plan has no tiers. */
export const planWords = (plan: Plan, tier: ShareholderTier | null) =>
  plan === 'premium' && tier !== null
    ? `${PLAN_LABELS.premium} (${tierWords(tier)})`
    : PLAN_LABELS[plan];

/** What moving to Essentials does (issue 13: only locked and read-only, never deleted). */
export const ESSENTIALS_KEEPS = `On ${PLAN_LABELS.freemium}, the free plan, only the first ${FREE_PLAN.teamMembersWithAccess} team members keep access, and questions in the registry beyond ${FREE_PLAN.registryQuestions} and response templates beyond ${FREE_PLAN.customTemplates} become read-only. Nothing is deleted: back on ${PLAN_LABELS.premium}, everything opens again.`;

/** Billing emails go to the person who manages the company's plan: its creator. */
export const billingFooter = (companyName: string): EmailFooter => ({
  text: `You receive this email because you manage ${companyName}'s plan on Quorum.`,
});

/** The plan page, where a plan is chosen, changed or re-activated. */
export const planPageUrl = (appUrl: string, reactivate = false) =>
  `${appUrl}/dashboard/update-plan${reactivate ? '?isReactivate=Yes' : ''}`;
