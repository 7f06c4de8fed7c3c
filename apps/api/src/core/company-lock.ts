import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies } from '../db/schema';

/**
 * Takes the company's row lock for the rest of the transaction and answers the row (undefined
 * when there is no such company). Every change that must see a company's lists whole — five
 * links at most, one order of logos, a category name once, a template title once — runs one after
 * another behind this lock instead of each feature inventing its own.
 */
export async function lockCompany(db: Db, companyId: string) {
  const [company] = await db
    .select()
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  return company;
}
