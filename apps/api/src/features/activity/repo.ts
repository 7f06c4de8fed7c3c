import type { Db } from '../../db/client';
import { pageVisits } from '../../db/schema';

export async function insertPageVisit(
  db: Db,
  values: { companyId: string | null; userId: string | null; module: string },
) {
  await db.insert(pageVisits).values(values);
}
