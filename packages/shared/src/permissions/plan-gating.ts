import type { Plan } from '../pricing';
import { FREE_PLAN } from '../constants';

/**
 * What only Premium may do (spec §6 plan gating): bulk star, CSV import, a registry beyond the
 * free three questions, templates beyond three (spec §10), unlimited drafts, restoring deleted questions, and the integrations.
 * Assigning board questions to team members is Premium too (ours: the spec's board gives no plan).
 */
export const PREMIUM_FEATURES = [
  'bulkStar',
  'csvImport',
  'unlimitedRegistry',
  'unlimitedTemplates',
  'unlimitedDrafts',
  'restoreDeleted',
  'integrations',
  'assignQuestions',
  'eventAttachments',
  // The plan lists' "real-time investor sentiment score", "category reports" and "investor
  // profiling" (spec §10): a question's sentiment and its summary, the analytics by category, and
  // the analytics by investor type. Engagement analytics (by channel, totals, response times,
  // satisfaction) is on Essentials too.
  'sentimentScore',
  'categoryReports',
  'investorProfiling',
] as const;
export type PremiumFeature = (typeof PREMIUM_FEATURES)[number];

export function planAllows(plan: Plan, _feature: PremiumFeature): boolean {
  return plan === 'premium';
}

/** The lists whose items beyond the free plan's number stay, read-only, after a move to Essentials. */
export type KeptOnFreePlan = 'registryQuestions' | 'customTemplates';

/**
 * How many items of a list the team may still change on this plan; null for all of them. A move
 * from Premium to Essentials deletes nothing (issue 13, spec §1 free plan limits): the oldest
 * FREE_PLAN items by creation stay editable (registry questions not in Deleted, drafts included;
 * response templates) and the rest are read-only. Read-only is computed from the plan each time,
 * never stored, so a return to Premium makes everything editable again at once. Team access
 * follows the same rule, stored: the first FREE_PLAN.teamMembersWithAccess members, the creator
 * first, then by oldest membership.
 */
export function editableOnPlan(plan: Plan, list: KeptOnFreePlan): number | null {
  const unlimited = list === 'registryQuestions' ? 'unlimitedRegistry' : 'unlimitedTemplates';
  return planAllows(plan, unlimited) ? null : FREE_PLAN[list];
}
