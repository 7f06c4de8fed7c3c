import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, companyMembers, subscriptions, users } from '../../db/schema';
import type { CompanyRow, MemberRow, Standing, SubscriptionRow } from './viewer';

/** A person's whole row (the caller lookup reads only what every request needs). */
export async function findUserById(db: Db, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user;
}

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

/** The companies a user belongs to, each with its subscription, oldest membership first. */
export async function listMemberships(db: Db, userId: string): Promise<Membership[]> {
  return db
    .select({ member: companyMembers, company: companies, subscription: subscriptions })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .innerJoin(subscriptions, eq(subscriptions.companyId, companyMembers.companyId))
    .where(eq(companyMembers.userId, userId))
    .orderBy(asc(companyMembers.createdAt), asc(companies.legalBusinessName));
}

export async function insertMember(db: Db, values: typeof companyMembers.$inferInsert) {
  const [member] = await db.insert(companyMembers).values(values).returning();
  return member!;
}

/** A member's standing as the caller lookup reads it, from the member's and subscription's rows. */
export const membershipStanding = (rows: {
  member: MemberRow;
  subscription: SubscriptionRow;
}): Standing => ({
  companyId: rows.member.companyId,
  role: rows.member.role,
  permissions: rows.member.permissions,
  companyCreator: rows.member.companyCreator,
  locked: rows.member.locked,
  isInviteTeamSkipped: rows.member.isInviteTeamSkipped,
  jobTitleInCompany: rows.member.jobTitleInCompany,
  subscription: {
    plan: rows.subscription.plan,
    status: rows.subscription.status,
    renewable: rows.subscription.renewable,
    quantity: rows.subscription.quantity,
    stripeCustomerId: rows.subscription.stripeCustomerId,
  },
});
