import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storedFiles } from '../../db/schema';

export type StoredFileRow = typeof storedFiles.$inferSelect;

export async function insertStoredFile(db: Db, values: typeof storedFiles.$inferInsert) {
  const [row] = await db.insert(storedFiles).values(values).returning();
  return row!;
}

export async function findStoredFile(db: Db, key: string) {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.key, key));
  return row;
}

/** The file is in use from now on: the sweep of abandoned uploads leaves it alone. */
export async function markAttached(db: Db, key: string) {
  await db
    .update(storedFiles)
    .set({ attachedAt: sql`now()` })
    .where(and(eq(storedFiles.key, key), isNull(storedFiles.attachedAt)));
}

/** Removes up to `limit` uploads never attached and older than `before`; answers their keys. */
export async function deleteAbandonedUploads(db: Db, before: Date, limit: number) {
  const rows = await db
    .delete(storedFiles)
    .where(
      sql`${storedFiles.key} IN (SELECT key FROM stored_files WHERE attached_at IS NULL
            AND created_at < ${before.toISOString()} ORDER BY created_at LIMIT ${limit})`,
    )
    .returning({ key: storedFiles.key });
  return rows.map((row) => row.key);
}
