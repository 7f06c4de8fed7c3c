import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, companyMembers, subscriptions } from '../../db/schema';
import type { CompanyRow, MemberRow, SubscriptionRow } from '../auth/viewer';

/** A membership in full: the member's row, the company's, and its subscription. */
export interface Membership {
  member: MemberRow;
  company: CompanyRow;
  subscription: SubscriptionRow;
}

export async function findMembership(
  db: Db,
  userId: string,
  companyId: string,
): Promise<Membership | undefined> {
  const [row] = await db
    .select({ member: companyMembers, company: companies, subscription: subscriptions })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .innerJoin(subscriptions, eq(subscriptions.companyId, companyMembers.companyId))
    .where(and(eq(companyMembers.userId, userId), eq(companyMembers.companyId, companyId)));
  return row;
}

/** The companies a user belongs to, oldest membership first. */
export async function listMemberships(db: Db, userId: string) {
  return db
    .select({ member: companyMembers, company: companies })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, userId))
    .orderBy(asc(companyMembers.createdAt), asc(companies.legalBusinessName));
}

export async function findCompanyByAsxCode(db: Db, asxCode: string) {
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.asxCode, asxCode));
  return company;
}

export async function insertCompany(db: Db, values: typeof companies.$inferInsert) {
  const [company] = await db.insert(companies).values(values).returning();
  return company!;
}

export async function insertMember(db: Db, values: typeof companyMembers.$inferInsert) {
  const [member] = await db.insert(companyMembers).values(values).returning();
  return member!;
}

export async function insertSubscription(db: Db, values: typeof subscriptions.$inferInsert) {
  const [subscription] = await db.insert(subscriptions).values(values).returning();
  return subscription!;
}
