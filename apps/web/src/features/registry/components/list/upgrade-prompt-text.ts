import { FREE_PLAN, messages } from '@quorum/shared';
import type { UpgradeReason } from '../../hooks/use-registry-dialogs';

const text = messages.registry;
const max = FREE_PLAN.registryQuestions;

/** The words of each upgrade prompt: the spec's headings, our explanations. */
export const upgradePromptText: Record<UpgradeReason, { title: string; body: string }> = {
  moreThanThree: { title: text.upgradeMoreThanThree(max), body: text.freeLimit(max) },
  importQuestions: { title: text.importTitle, body: text.premiumImport },
  star: { title: text.upgradeStar, body: text.premiumStar },
  restore: { title: text.upgradeRestore, body: text.premiumRestore },
  drafts: { title: text.upgradeDrafts, body: text.freeLimit(max) },
  readOnly: { title: text.readOnlyTitle, body: text.readOnly(max) },
};
