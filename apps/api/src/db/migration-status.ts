import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { migrationsFolder } from './migrations-folder';
import { rowsOf } from './rows';

interface Journal {
  entries: { tag: string; when: number }[];
}

/**
 * The committed migrations the database has not had, by name. Drizzle records each applied one in
 * drizzle.__drizzle_migrations with its journal time, and applies those newer than the last; this
 * reads the same way, with SELECT only, so a runtime role without DDL can ask.
 */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  const exists = await db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  let last = 0;
  if (rowsOf<{ present: boolean }>(exists)[0]?.present) {
    const applied = await db.execute(
      sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`,
    );
    last = Number(rowsOf<{ last: string | null }>(applied)[0]?.last ?? 0);
  }
  return journal.entries.filter((entry) => entry.when > last).map((entry) => entry.tag);
}
