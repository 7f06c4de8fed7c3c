// What a move from Premium to Essentials leaves editable in the registry (issue 13, spec §1 free
// plan limits): nothing is deleted; the FREE_PLAN.registryQuestions oldest questions not in
// Deleted (drafts included) stay editable and every other live question is read-only until the
// company is back on Premium. Computed from the plan on every read and change, never stored.
import { FREE_PLAN, editableOnPlan, messages } from '@quorum/shared';
import type { Db } from '../../db/client';
import type { Member } from '../../core/identity/viewer';
import { paymentRequired } from '../../core/errors';
import * as repo from './repo';
import type { RegistryItem, RegistryItemView } from './types';

/** What the rule needs of a question: which one, and whether it is in Deleted. */
interface QuestionRef {
  id: string;
  deletedAt: Date | null;
}

/** Answers whether a question is read-only for this member's company today. */
export type ReadOnlyRule = (question: QuestionRef) => boolean;

/**
 * The rule for the member's company: on Premium nothing is read-only; on Essentials a live
 * question is read-only unless it is one of the plan's oldest (by creation, then id). A question
 * in Deleted is governed by Deleted's own rules (restoring is Premium), not by this one.
 */
export async function readOnlyRule(db: Db, member: Member): Promise<ReadOnlyRule> {
  const editable = editableOnPlan(member.subscription.plan, 'registryQuestions');
  if (editable === null) return () => false;
  const kept = new Set(await repo.findOldestLiveIds(db, member.companyId, editable));
  return (question) => question.deletedAt === null && !kept.has(question.id);
}

/** The items as the API shows them, each saying whether it is read-only. */
export async function withReadOnly(
  db: Db,
  member: Member,
  items: readonly RegistryItem[],
): Promise<RegistryItemView[]> {
  const isReadOnly = await readOnlyRule(db, member);
  return items.map((item) => ({ ...item, readOnly: isReadOnly(item) }));
}

/** Refuses a change to any read-only question with PAYMENT_REQUIRED: the screen's upgrade prompt. */
export async function assertEditable(db: Db, member: Member, questions: readonly QuestionRef[]) {
  const isReadOnly = await readOnlyRule(db, member);
  if (questions.some(isReadOnly))
    throw paymentRequired(messages.registry.readOnly(FREE_PLAN.registryQuestions));
}

/** The same for a question named by id alone (the drafting lock); nothing to read on Premium. */
export async function assertEditableById(db: Db, member: Member, id: string) {
  if (editableOnPlan(member.subscription.plan, 'registryQuestions') === null) return;
  const question = await repo.findRegistryItem(db, member.companyId, id);
  if (question) await assertEditable(db, member, [question]);
}
