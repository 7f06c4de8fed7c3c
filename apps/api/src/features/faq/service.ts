import {
  FAQ,
  faqCategorySchema,
  faqOrderSchema,
  faqSchema,
  mayAccess,
  mayEditFaq,
  messages,
} from '@quorum/shared';
import { recordChange } from '../../core/audit';
import { lockCompany } from '../../core/company-lock';
import { badInput, forbidden, notFound } from '../../core/errors';
import type { Member } from '../../core/identity/viewer';
import { assertOwnCompany } from '../../core/identity/own-company';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { validate } from '../../lib/validate';
import { findRegistryItem } from '../registry';
import * as repo from './repo';
import type { FaqCategoryRow, FaqRow } from './repo';

const text = messages.faq;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A FAQ as the spec's clients read it. */
export interface Faq {
  _id: string;
  question: string;
  answer: string;
  displayOrder: number;
  faqCategoryId: string;
}

/** A FAQ category with its questions in order (spec: FAQ category). */
export interface FaqCategory {
  _id: string;
  categoryName: string;
  displayOrder: number;
  faqs: Faq[];
}

/** The company's categories in order, each with its questions in order. */
export async function faqOf(db: Db, companyId: string): Promise<FaqCategory[]> {
  const [categories, questions] = await Promise.all([
    repo.listCategories(db, companyId),
    repo.listFaqs(db, companyId),
  ]);
  const byCategory = new Map<string, Faq[]>(categories.map((c) => [c.id, []]));
  for (const faq of questions)
    byCategory.get(faq.faqCategoryId)?.push({
      _id: faq.id,
      question: faq.question,
      answer: faq.answer,
      displayOrder: faq.displayOrder,
      faqCategoryId: faq.faqCategoryId,
    });
  return categories.map((category) => ({
    _id: category.id,
    categoryName: category.categoryName,
    displayOrder: category.displayOrder,
    faqs: byCategory.get(category.id) ?? [],
  }));
}

/**
 * Runs a change to the company's FAQ in one transaction holding the company's row lock (so two
 * reorders, or a reorder and an add, happen one after the other), and answers the whole FAQ as
 * it stands after the change.
 */
async function changeFaq(
  deps: Deps,
  member: Member,
  change: (tx: Db, companyId: string) => Promise<void>,
): Promise<FaqCategory[]> {
  if (!mayEditFaq(member)) throw forbidden(messages.permission.denied);
  const companyId = member.companyId;
  return deps.db.transaction(async (tx) => {
    if (!(await lockCompany(tx, companyId))) throw notFound(messages.generic.notFound);
    await change(tx, companyId);
    return faqOf(tx, companyId);
  });
}

/** A category of the caller's company, or not found: another company's id finds nothing. */
async function categoryOf(tx: Db, companyId: string, categoryId: string) {
  const category = UUID.test(categoryId)
    ? await repo.findCategory(tx, companyId, categoryId)
    : undefined;
  if (!category) throw notFound(text.categoryNotFound);
  return category;
}

async function faqIn(tx: Db, companyId: string, faqId: string) {
  const faq = UUID.test(faqId) ? await repo.findFaq(tx, companyId, faqId) : undefined;
  if (!faq) throw notFound(text.faqNotFound);
  return faq;
}

async function assertNameFree(tx: Db, companyId: string, name: string, except?: string) {
  const holder = await repo.findCategoryNamed(tx, companyId, name);
  if (holder && holder.id !== except) throw badInput(text.categoryNameTaken);
}

async function assertRoomIn(tx: Db, companyId: string, category: FaqCategoryRow) {
  if ((await repo.countFaqsOf(tx, companyId, category.id)) >= FAQ.maxFaqsPerCategory)
    throw badInput(text.maxFaqs(FAQ.maxFaqsPerCategory));
}

/**
 * A new order must name exactly what is held, each once: an id not held is not found (another
 * company's, or deleted meanwhile), and a list made before someone else added or moved an item is
 * refused whole rather than half applied.
 */
function assertSameSet(held: readonly string[], sent: readonly string[], unknown: string) {
  const heldSet = new Set(held);
  if (sent.some((id) => !heldSet.has(id))) throw notFound(unknown);
  if (sent.length !== held.length) throw badInput(text.reorderMismatch);
}

export async function listFaqCategoryWithFaqs(deps: Deps, member: Member, companyId: unknown) {
  assertOwnCompany(member, companyId);
  return faqOf(deps.db, member.companyId);
}

export async function createFaqCategory(deps: Deps, member: Member, input: unknown) {
  const { categoryName } = validate(faqCategorySchema, input);
  return changeFaq(deps, member, async (tx, companyId) => {
    if ((await repo.countCategories(tx, companyId)) >= FAQ.maxCategories)
      throw badInput(text.maxCategories(FAQ.maxCategories));
    await assertNameFree(tx, companyId, categoryName);
    const category = await repo.insertCategory(tx, companyId, categoryName);
    await recordChange(tx, member, {
      area: 'faq',
      action: 'faq-category.created',
      subject: { type: 'faq-category', id: category.id, label: categoryName },
      after: { categoryName },
    });
  });
}

export async function updateFaqCategory(
  deps: Deps,
  member: Member,
  { faqCategoryId, ...input }: { faqCategoryId: string } & Record<string, unknown>,
) {
  const { categoryName } = validate(faqCategorySchema, input);
  return changeFaq(deps, member, async (tx, companyId) => {
    const category = await categoryOf(tx, companyId, faqCategoryId);
    if (category.categoryName === categoryName) return;
    await assertNameFree(tx, companyId, categoryName, category.id);
    await repo.renameCategory(tx, companyId, category.id, categoryName);
    await recordChange(tx, member, {
      area: 'faq',
      action: 'faq-category.updated',
      subject: { type: 'faq-category', id: category.id, label: categoryName },
      before: { categoryName: category.categoryName },
      after: { categoryName },
    });
  });
}

/** Deletes a category and every question in it (the page asks first). */
export async function deleteFaqCategory(deps: Deps, member: Member, faqCategoryId: string) {
  return changeFaq(deps, member, async (tx, companyId) => {
    const category = await categoryOf(tx, companyId, faqCategoryId);
    const questions = await repo.listFaqsOf(tx, companyId, category.id);
    await repo.deleteCategory(tx, companyId, category.id);
    // Close the gap, so the next category added goes last and orders stay 1…n.
    await repo.setCategoryOrder(
      tx,
      companyId,
      (await repo.listCategories(tx, companyId)).map((c) => c.id),
    );
    await recordChange(tx, member, {
      area: 'faq',
      action: 'faq-category.deleted',
      subject: { type: 'faq-category', id: category.id, label: category.categoryName },
      before: {
        categoryName: category.categoryName,
        questions: questions.map((q) => q.question),
      },
    });
  });
}

export async function reorderFaqCategories(
  deps: Deps,
  member: Member,
  { faqCategoryIds }: { faqCategoryIds: unknown },
) {
  const ids = validate(faqOrderSchema, faqCategoryIds);
  return changeFaq(deps, member, async (tx, companyId) => {
    const held = await repo.listCategories(tx, companyId);
    assertSameSet(
      held.map((c) => c.id),
      ids,
      text.categoryNotFound,
    );
    await repo.setCategoryOrder(tx, companyId, ids);
    const nameOf = new Map(held.map((c) => [c.id, c.categoryName]));
    await recordChange(tx, member, {
      area: 'faq',
      action: 'faq-category.reordered',
      subject: { type: 'faq-category', id: companyId, label: 'FAQ categories' },
      before: { order: held.map((c) => c.categoryName) },
      after: { order: ids.map((id) => nameOf.get(id)) },
    });
  });
}

export async function createFaq(
  deps: Deps,
  member: Member,
  { faqCategoryId, ...input }: { faqCategoryId: string } & Record<string, unknown>,
) {
  const values = validate(faqSchema, input);
  return changeFaq(deps, member, async (tx, companyId) => {
    const category = await categoryOf(tx, companyId, faqCategoryId);
    await addFaqTo(tx, member, category, values);
  });
}

/** A new FAQ at the end of its category, with its audit row; `from` says where it came from. */
async function addFaqTo(
  tx: Db,
  member: Member,
  category: FaqCategoryRow,
  values: { question: string; answer: string },
  from: Record<string, unknown> = {},
) {
  await assertRoomIn(tx, member.companyId, category);
  const faq = await repo.insertFaq(tx, member.companyId, {
    ...values,
    faqCategoryId: category.id,
    createdBy: member.user.id,
  });
  await recordChange(tx, member, {
    area: 'faq',
    action: 'faq.created',
    subject: { type: 'faq', id: faq.id, label: faq.question },
    after: { ...values, categoryName: category.categoryName, ...from },
  });
}

/** Edits a question's words and, when a category is named, moves it there in the same change. */
export async function updateFaq(
  deps: Deps,
  member: Member,
  {
    faqId,
    faqCategoryId,
    ...input
  }: { faqId: string; faqCategoryId?: string | null } & Record<string, unknown>,
) {
  const values = validate(faqSchema, input);
  return changeFaq(deps, member, async (tx, companyId) => {
    const faq = await faqIn(tx, companyId, faqId);
    if (faqCategoryId) await moveInto(tx, member, companyId, faq, faqCategoryId);
    if (faq.question === values.question && faq.answer === values.answer) return;
    await repo.updateFaq(tx, companyId, faq.id, values);
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const key of ['question', 'answer'] as const)
      if (faq[key] !== values[key]) [before[key], after[key]] = [faq[key], values[key]];
    await recordChange(tx, member, {
      area: 'faq',
      action: 'faq.updated',
      subject: { type: 'faq', id: faq.id, label: values.question },
      before,
      after,
    });
  });
}

/** Moves a question to the end of another category of the company (nothing if it is there). */
async function moveInto(
  tx: Db,
  member: Member,
  companyId: string,
  faq: FaqRow,
  faqCategoryId: string,
) {
  const target = await categoryOf(tx, companyId, faqCategoryId);
  if (faq.faqCategoryId === target.id) return;
  await assertRoomIn(tx, companyId, target);
  const source = await repo.findCategory(tx, companyId, faq.faqCategoryId);
  await repo.moveFaq(tx, companyId, faq.id, target.id);
  await repo.setFaqOrder(
    tx,
    companyId,
    faq.faqCategoryId,
    (await repo.listFaqsOf(tx, companyId, faq.faqCategoryId)).map((q) => q.id),
  );
  await recordChange(tx, member, {
    area: 'faq',
    action: 'faq.moved',
    subject: { type: 'faq', id: faq.id, label: faq.question },
    before: { categoryName: source?.categoryName ?? null },
    after: { categoryName: target.categoryName },
  });
}

/** Moves a question to the end of another category of the company. */
export async function moveFaq(
  deps: Deps,
  member: Member,
  { faqId, faqCategoryId }: { faqId: string; faqCategoryId: string },
) {
  return changeFaq(deps, member, async (tx, companyId) => {
    await moveInto(tx, member, companyId, await faqIn(tx, companyId, faqId), faqCategoryId);
  });
}

export async function deleteFaq(deps: Deps, member: Member, faqId: string) {
  return changeFaq(deps, member, async (tx, companyId) => {
    const faq = await faqIn(tx, companyId, faqId);
    await repo.deleteFaq(tx, companyId, faq.id);
    await repo.setFaqOrder(
      tx,
      companyId,
      faq.faqCategoryId,
      (await repo.listFaqsOf(tx, companyId, faq.faqCategoryId)).map((q) => q.id),
    );
    await recordChange(tx, member, {
      area: 'faq',
      action: 'faq.deleted',
      subject: { type: 'faq', id: faq.id, label: faq.question },
      before: { question: faq.question, answer: faq.answer },
    });
  });
}

/** Puts one category's questions in a new order: exactly that category's questions, each once. */
export async function reorderFaqs(
  deps: Deps,
  member: Member,
  { faqCategoryId, faqIds }: { faqCategoryId: string; faqIds: unknown },
) {
  const ids = validate(faqOrderSchema, faqIds);
  return changeFaq(deps, member, async (tx, companyId) => {
    const category = await categoryOf(tx, companyId, faqCategoryId);
    const held = await repo.listFaqsOf(tx, companyId, category.id);
    assertSameSet(
      held.map((q) => q.id),
      ids,
      text.faqNotFound,
    );
    await repo.setFaqOrder(tx, companyId, category.id, ids);
    const questionOf = new Map(held.map((q) => [q.id, q.question]));
    await recordChange(tx, member, {
      area: 'faq',
      action: 'faq.reordered',
      subject: { type: 'faq-category', id: category.id, label: category.categoryName },
      before: { order: held.map((q) => q.question) },
      after: { order: ids.map((id) => questionOf.get(id)) },
    });
  });
}

/**
 * 'Add to FAQ': a copy of a registry question and its response as a new question at the end of
 * the chosen category. A copy, not a link: the FAQ is what investors read, edited on its own. The
 * registry item must be the company's, not deleted, and have a response; the caller must be able
 * to read the registry.
 */
export async function addRegistryQuestionToFaq(
  deps: Deps,
  member: Member,
  { questionRegistryId, faqCategoryId }: { questionRegistryId: string; faqCategoryId: string },
) {
  if (!mayAccess(member, 'question-registry', 'view')) throw forbidden(messages.permission.denied);
  return changeFaq(deps, member, async (tx, companyId) => {
    const item = UUID.test(questionRegistryId)
      ? await findRegistryItem(tx, companyId, questionRegistryId)
      : undefined;
    if (!item || item.deletedAt) throw notFound(text.registryItemNotFound);
    const category = await categoryOf(tx, companyId, faqCategoryId);
    if (!item.response.trim()) throw badInput(text.registryItemHasNoResponse);
    const values = validate(faqSchema, { question: item.question, answer: item.response });
    await addFaqTo(tx, member, category, values, { questionRegistryId: item.id });
  });
}
