import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  companies,
  outboxEmails,
  pageVisits,
  sessions,
  storedFiles,
  subscriptions,
} from '../../db/schema';

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

export async function insertSubscription(db: Db, values: typeof subscriptions.$inferInsert) {
  const [subscription] = await db.insert(subscriptions).values(values).returning();
  return subscription!;
}

type CompanyChanges = Partial<
  Pick<
    typeof companies.$inferInsert,
    | 'legalBusinessName'
    | 'optionalBusinessName'
    | 'email'
    | 'phoneNumber'
    | 'websiteUrl'
    | 'about'
    | 'addressLineOne'
    | 'addressLineTwo'
    | 'suburb'
    | 'state'
    | 'postCode'
    | 'latitude'
    | 'longitude'
    | 'companyLogo'
  >
>;

export async function updateCompany(db: Db, companyId: string, changes: CompanyChanges) {
  const [company] = await db
    .update(companies)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(companies.id, companyId))
    .returning();
  return company;
}

export async function deleteStoredFile(db: Db, companyId: string, key: string) {
  await db
    .delete(storedFiles)
    .where(and(eq(storedFiles.companyId, companyId), eq(storedFiles.key, key)));
}

/**
 * Deletes a company. Its members, subscription, links, executives and invitations go with it
 * (their foreign keys cascade); the tables that keep a company id without a foreign key (files,
 * page visits, sessions) are cleared here. Answers the keys of its stored files, so their bytes
 * can be removed once the deletion is committed.
 */
export async function deleteCompany(db: Db, companyId: string): Promise<string[]> {
  const files = await db
    .delete(storedFiles)
    .where(eq(storedFiles.companyId, companyId))
    .returning({ key: storedFiles.key });
  await db.delete(pageVisits).where(eq(pageVisits.companyId, companyId));
  // Mail about the company (investors' answers and confirmations, the team's notifications) names
  // its investors; it goes with the company, sent or not (APP 11.2).
  await db.delete(outboxEmails).where(eq(outboxEmails.companyId, companyId));
  // A session bound to the company now has none: its person chooses another on their next call.
  await db.update(sessions).set({ companyId: null }).where(eq(sessions.companyId, companyId));
  await db.delete(companies).where(eq(companies.id, companyId));
  return files.map((f) => f.key);
}
