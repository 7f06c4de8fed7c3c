import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executiveMembers } from '../../db/schema';

export type ExecutiveMemberRow = typeof executiveMembers.$inferSelect;
type ExecutiveValues = Pick<ExecutiveMemberRow, 'name' | 'role' | 'linkedIn' | 'digitalPicture'>;

/** The company's executives in display order: the order they were added. */
export async function listExecutives(db: Db, companyId: string): Promise<ExecutiveMemberRow[]> {
  return db
    .select()
    .from(executiveMembers)
    .where(eq(executiveMembers.companyId, companyId))
    .orderBy(asc(executiveMembers.displayOrder), asc(executiveMembers.createdAt));
}

export async function countExecutives(db: Db, companyId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(executiveMembers)
    .where(eq(executiveMembers.companyId, companyId));
  return row!.n;
}

/** Adds an executive after the company's others. */
export async function insertExecutive(db: Db, companyId: string, values: ExecutiveValues) {
  const [row] = await db
    .insert(executiveMembers)
    .values({
      companyId,
      ...values,
      displayOrder: sql`(select coalesce(max(${executiveMembers.displayOrder}), 0) + 1 from ${executiveMembers} where ${executiveMembers.companyId} = ${companyId})`,
    })
    .returning();
  return row!;
}

/** Undefined when the company has no executive with this id. */
export async function updateExecutive(
  db: Db,
  companyId: string,
  executiveId: string,
  values: ExecutiveValues,
) {
  const [row] = await db
    .update(executiveMembers)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(executiveMembers.companyId, companyId), eq(executiveMembers.id, executiveId)))
    .returning();
  return row;
}

/** Undefined when the company has no executive with this id. */
export async function deleteExecutive(db: Db, companyId: string, executiveId: string) {
  const [row] = await db
    .delete(executiveMembers)
    .where(and(eq(executiveMembers.companyId, companyId), eq(executiveMembers.id, executiveId)))
    .returning({ id: executiveMembers.id });
  return row;
}
