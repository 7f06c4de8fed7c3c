import { z } from 'zod';
import { REGISTRY } from './constants';
import { messages } from './messages';
import type { MemberPermissions } from './permissions/access';

const text = messages.faq;

/**
 * The FAQ's limits. The spec's plan lists name none for the FAQ (Essentials and Premium alike), so
 * no plan gates it. These caps are ours: a reorder sends a whole list, so a list has an end; and a
 * question or answer holds what a registry question does, so 'Add to FAQ' always fits.
 */
export const FAQ = {
  categoryNameMaxLength: 100,
  questionMaxLength: REGISTRY.questionMaxLength,
  answerMaxLength: REGISTRY.responseMaxLength,
  maxCategories: 50,
  maxFaqsPerCategory: 200,
} as const;

/**
 * Who may change the FAQ. Spec §6 lists faq among the pages "editable and viewable" by default,
 * outside every permission area, so admins, members and custom roles edit it; a viewer is "view
 * only everywhere", so a viewer reads it and changes nothing.
 */
export function mayEditFaq(member: MemberPermissions): boolean {
  return member.role !== 'viewer';
}

const categoryName = z
  .string({ error: text.categoryNameRequired })
  .trim()
  .min(1, text.categoryNameRequired)
  .max(FAQ.categoryNameMaxLength, text.categoryNameTooLong(FAQ.categoryNameMaxLength));

export const faqCategorySchema = z.object({ categoryName });
export type FaqCategoryInput = z.input<typeof faqCategorySchema>;

export const faqSchema = z.object({
  question: z
    .string({ error: text.questionRequired })
    .trim()
    .min(1, text.questionRequired)
    .max(FAQ.questionMaxLength, text.questionTooLong(FAQ.questionMaxLength)),
  answer: z
    .string({ error: text.answerRequired })
    .trim()
    .min(1, text.answerRequired)
    .max(FAQ.answerMaxLength, text.answerTooLong(FAQ.answerMaxLength)),
});
export type FaqInput = z.input<typeof faqSchema>;

/** A new order: every id once, the whole list (the server compares it with what it holds). */
export const faqOrderSchema = z
  .array(z.string({ error: text.reorderIdsRequired }), { error: text.reorderIdsRequired })
  .min(1, text.reorderIdsRequired)
  .max(Math.max(FAQ.maxCategories, FAQ.maxFaqsPerCategory), text.reorderMismatch)
  .refine((ids) => new Set(ids).size === ids.length, text.reorderDuplicate);
