import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { enquiryCategories as c, enquiryCategoryAssignments as ca } from '../../db/schema';
import type { BoardCategory } from '../board';

const categoryColumns = {
  id: c.id,
  companyId: c.companyId,
  name: c.name,
  colorIndex: c.colorIndex,
  createdBy: c.createdBy,
};

export async function listCategories(db: Db, companyId: string): Promise<BoardCategory[]> {
  return db
    .select(categoryColumns)
    .from(c)
    .where(eq(c.companyId, companyId))
    .orderBy(asc(sql`lower(${c.name})`), asc(c.id));
}

export async function countCategories(db: Db, companyId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(c).where(eq(c.companyId, companyId));
  return row?.n ?? 0;
}

/** Is the name taken in the company, whatever its case (another category than `exceptId`)? */
export async function nameTaken(db: Db, companyId: string, name: string, exceptId?: string) {
  const [row] = await db
    .select({ id: c.id })
    .from(c)
    .where(
      and(
        eq(c.companyId, companyId),
        sql`lower(${c.name}) = lower(${name})`,
        exceptId ? ne(c.id, exceptId) : undefined,
      ),
    );
  return row !== undefined;
}

export async function insertCategory(
  db: Db,
  companyId: string,
  values: { name: string; colorIndex: number; createdBy: string },
): Promise<BoardCategory> {
  const [row] = await db
    .insert(c)
    .values({ companyId, ...values })
    .returning(categoryColumns);
  return row!;
}

/** The category, locked until the commit; undefined when it is not the company's. */
export async function lockCategory(db: Db, companyId: string, id: string) {
  const [row] = await db
    .select(categoryColumns)
    .from(c)
    .where(and(eq(c.companyId, companyId), eq(c.id, id)))
    .for('update');
  return row;
}

export async function updateCategory(
  db: Db,
  companyId: string,
  id: string,
  values: { name?: string; colorIndex?: number },
): Promise<BoardCategory> {
  const [row] = await db
    .update(c)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(c.companyId, companyId), eq(c.id, id)))
    .returning(categoryColumns);
  return row!;
}

/** Deletes the category; its assignments go with it. Answers the cards that had it. */
export async function deleteCategory(db: Db, companyId: string, id: string): Promise<string[]> {
  const cards = await db
    .select({ enquiryId: ca.enquiryId })
    .from(ca)
    .where(and(eq(ca.companyId, companyId), eq(ca.categoryId, id)));
  await db.delete(c).where(and(eq(c.companyId, companyId), eq(c.id, id)));
  return cards.map((row) => row.enquiryId);
}

export async function assign(
  db: Db,
  companyId: string,
  categoryId: string,
  enquiryIds: readonly string[],
) {
  await db
    .insert(ca)
    .values(enquiryIds.map((enquiryId) => ({ companyId, enquiryId, categoryId })))
    .onConflictDoNothing();
}

export async function unassign(
  db: Db,
  companyId: string,
  categoryId: string,
  enquiryIds: readonly string[],
) {
  await db
    .delete(ca)
    .where(
      and(
        eq(ca.companyId, companyId),
        eq(ca.categoryId, categoryId),
        inArray(ca.enquiryId, [...enquiryIds]),
      ),
    );
}
