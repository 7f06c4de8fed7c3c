import { eq } from 'drizzle-orm';
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
