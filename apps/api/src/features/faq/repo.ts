import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { faqCategories, faqs } from '../../db/schema';

export type FaqCategoryRow = typeof faqCategories.$inferSelect;
export type FaqRow = typeof faqs.$inferSelect;

/** The company's categories in their order. */
export async function listCategories(db: Db, companyId: string): Promise<FaqCategoryRow[]> {
  return db
    .select()
    .from(faqCategories)
    .where(eq(faqCategories.companyId, companyId))
    .orderBy(asc(faqCategories.displayOrder), asc(faqCategories.createdAt));
}

/** Every question of the company, each category's in their order. */
export async function listFaqs(db: Db, companyId: string): Promise<FaqRow[]> {
  return db
    .select()
    .from(faqs)
    .where(eq(faqs.companyId, companyId))
    .orderBy(asc(faqs.faqCategoryId), asc(faqs.displayOrder), asc(faqs.createdAt));
}

/** One category's questions in their order. */
export async function listFaqsOf(db: Db, companyId: string, categoryId: string) {
  return db
    .select()
    .from(faqs)
    .where(and(eq(faqs.companyId, companyId), eq(faqs.faqCategoryId, categoryId)))
    .orderBy(asc(faqs.displayOrder), asc(faqs.createdAt));
}

export async function findCategory(db: Db, companyId: string, categoryId: string) {
  const [category] = await db
    .select()
    .from(faqCategories)
    .where(and(eq(faqCategories.companyId, companyId), eq(faqCategories.id, categoryId)));
  return category;
}

/** A category of the company with this name whatever its case (the unique index's rule). */
export async function findCategoryNamed(db: Db, companyId: string, categoryName: string) {
  const [category] = await db
    .select({ id: faqCategories.id })
    .from(faqCategories)
    .where(
      and(
        eq(faqCategories.companyId, companyId),
        sql`lower(${faqCategories.categoryName}) = lower(${categoryName})`,
      ),
    );
  return category;
}

export async function countCategories(db: Db, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(faqCategories)
    .where(eq(faqCategories.companyId, companyId));
  return row?.n ?? 0;
}

export async function countFaqsOf(db: Db, companyId: string, categoryId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(faqs)
    .where(and(eq(faqs.companyId, companyId), eq(faqs.faqCategoryId, categoryId)));
  return row?.n ?? 0;
}

/** Adds a category after the company's others. */
export async function insertCategory(db: Db, companyId: string, categoryName: string) {
  const [category] = await db
    .insert(faqCategories)
    .values({
      companyId,
      categoryName,
      displayOrder: sql`(select coalesce(max(${faqCategories.displayOrder}), 0) + 1 from ${faqCategories} where ${faqCategories.companyId} = ${companyId})`,
    })
    .returning();
  return category!;
}

export async function renameCategory(
  db: Db,
  companyId: string,
  categoryId: string,
  categoryName: string,
) {
  await db
    .update(faqCategories)
    .set({ categoryName, updatedAt: new Date() })
    .where(and(eq(faqCategories.companyId, companyId), eq(faqCategories.id, categoryId)));
}

/** Deletes the category; its questions go with it (the foreign key cascades). */
export async function deleteCategory(db: Db, companyId: string, categoryId: string) {
  await db
    .delete(faqCategories)
    .where(and(eq(faqCategories.companyId, companyId), eq(faqCategories.id, categoryId)));
}

/** Numbers the company's categories 1, 2, 3… in the order given. */
export async function setCategoryOrder(db: Db, companyId: string, categoryIds: readonly string[]) {
  for (const [index, categoryId] of categoryIds.entries()) {
    await db
      .update(faqCategories)
      .set({ displayOrder: index + 1 })
      .where(and(eq(faqCategories.companyId, companyId), eq(faqCategories.id, categoryId)));
  }
}

export async function findFaq(db: Db, companyId: string, faqId: string) {
  const [faq] = await db
    .select()
    .from(faqs)
    .where(and(eq(faqs.companyId, companyId), eq(faqs.id, faqId)));
  return faq;
}

/** The next place at the end of a category. */
const lastPlaceIn = (companyId: string, categoryId: string) =>
  sql<number>`(select coalesce(max(${faqs.displayOrder}), 0) + 1 from ${faqs} where ${faqs.companyId} = ${companyId} and ${faqs.faqCategoryId} = ${categoryId})`;

/** Adds a question at the end of its category. */
export async function insertFaq(
  db: Db,
  companyId: string,
  values: { faqCategoryId: string; question: string; answer: string; createdBy: string },
) {
  const [faq] = await db
    .insert(faqs)
    .values({ companyId, ...values, displayOrder: lastPlaceIn(companyId, values.faqCategoryId) })
    .returning();
  return faq!;
}

export async function updateFaq(
  db: Db,
  companyId: string,
  faqId: string,
  values: { question: string; answer: string },
) {
  await db
    .update(faqs)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(faqs.companyId, companyId), eq(faqs.id, faqId)));
}

/** Puts the question at the end of another category of the same company. */
export async function moveFaq(db: Db, companyId: string, faqId: string, categoryId: string) {
  await db
    .update(faqs)
    .set({
      faqCategoryId: categoryId,
      displayOrder: lastPlaceIn(companyId, categoryId),
      updatedAt: new Date(),
    })
    .where(and(eq(faqs.companyId, companyId), eq(faqs.id, faqId)));
}

export async function deleteFaq(db: Db, companyId: string, faqId: string) {
  await db.delete(faqs).where(and(eq(faqs.companyId, companyId), eq(faqs.id, faqId)));
}

/** Numbers one category's questions 1, 2, 3… in the order given. */
export async function setFaqOrder(
  db: Db,
  companyId: string,
  categoryId: string,
  faqIds: readonly string[],
) {
  for (const [index, faqId] of faqIds.entries()) {
    await db
      .update(faqs)
      .set({ displayOrder: index + 1 })
      .where(
        and(eq(faqs.companyId, companyId), eq(faqs.faqCategoryId, categoryId), eq(faqs.id, faqId)),
      );
  }
}
