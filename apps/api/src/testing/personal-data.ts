import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import * as search from './personal-data-search';

/** The search of personal-data-search.ts on a test's database. */
const runOn =
  (db: Db): search.RunSql =>
  async (text) =>
    rowsOf<Record<string, unknown>>(await db.execute(sql.raw(text)));

/** Each "table.column" of the database still holding `value` (see personal-data-search.ts). */
export const whereStored = (db: Db, value: string) => search.whereStored(runOn(db), value);

/** The tables still holding rows of the company. */
export const rowsOfCompany = (db: Db, companyId: string) =>
  search.rowsOfCompany(runOn(db), companyId);
