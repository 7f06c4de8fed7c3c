// The two names a company goes by, read one way everywhere: its legal name (what its own team and
// invitations see) and its public name (what investors see).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies } from '../db/schema';

/**
 * The name investors know the company by: its trading name ("doing business as") when it has
 * one, else its legal name. Every email to an investor names the company this one way.
 */
export const companyPublicName = sql<string>`coalesce(nullif(trim(${companies.optionalBusinessName}), ''), ${companies.legalBusinessName})`;

const NAMES = { legal: companies.legalBusinessName, public: companyPublicName } as const;

/** The company's legal or public name; undefined when the company is gone. */
export async function findCompanyName(
  db: Db,
  companyId: string,
  which: keyof typeof NAMES,
): Promise<string | undefined> {
  const [row] = await db
    .select({ name: NAMES[which] })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.name;
}
