import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, companyLinks } from '../../db/schema';

export type CompanyLinkRow = typeof companyLinks.$inferSelect;
type LinkValues = Pick<CompanyLinkRow, 'title' | 'type' | 'url'>;

export async function findWebsite(db: Db, companyId: string) {
  const [company] = await db
    .select({ websiteUrl: companies.websiteUrl })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company;
}

/** The company's stored (additional) links in their order. */
export async function listLinks(db: Db, companyId: string): Promise<CompanyLinkRow[]> {
  return db
    .select()
    .from(companyLinks)
    .where(eq(companyLinks.companyId, companyId))
    .orderBy(asc(companyLinks.priorityOrder), asc(companyLinks.createdAt));
}

export async function findLink(db: Db, companyId: string, linkId: string) {
  const [link] = await db
    .select()
    .from(companyLinks)
    .where(and(eq(companyLinks.companyId, companyId), eq(companyLinks.id, linkId)));
  return link;
}

/** Adds a link after the company's others. */
export async function insertLink(db: Db, companyId: string, values: LinkValues) {
  const [link] = await db
    .insert(companyLinks)
    .values({
      companyId,
      ...values,
      priorityOrder: sql`(select coalesce(max(${companyLinks.priorityOrder}), 0) + 1 from ${companyLinks} where ${companyLinks.companyId} = ${companyId})`,
    })
    .returning();
  return link!;
}

export async function updateLink(db: Db, companyId: string, linkId: string, values: LinkValues) {
  const [link] = await db
    .update(companyLinks)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(companyLinks.companyId, companyId), eq(companyLinks.id, linkId)))
    .returning();
  return link;
}

export async function deleteLink(db: Db, companyId: string, linkId: string) {
  const [link] = await db
    .delete(companyLinks)
    .where(and(eq(companyLinks.companyId, companyId), eq(companyLinks.id, linkId)))
    .returning({ id: companyLinks.id });
  return link;
}

/** Numbers the company's links 1, 2, 3… in the order given. */
export async function setOrder(db: Db, companyId: string, linkIds: readonly string[]) {
  for (const [index, linkId] of linkIds.entries()) {
    await db
      .update(companyLinks)
      .set({ priorityOrder: index + 1 })
      .where(and(eq(companyLinks.companyId, companyId), eq(companyLinks.id, linkId)));
  }
}
