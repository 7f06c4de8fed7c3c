import type { Plan } from '../pricing';

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
] as const;
export type PremiumFeature = (typeof PREMIUM_FEATURES)[number];

export function planAllows(plan: Plan, _feature: PremiumFeature): boolean {
  return plan === 'premium';
}
