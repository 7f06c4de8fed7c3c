// The stored files an announcement names: found with their facts, deleted once nothing names them.
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { announcements, storedFiles } from '../../db/schema';

/** The stored files behind these keys in the company (their facts name server-made thumbnails). */
export function findFiles(db: Db, companyId: string, keys: readonly string[]) {
  if (keys.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.companyId, companyId), inArray(storedFiles.key, [...keys])));
}

/**
 * Deletes the company's stored files behind these keys that no announcement still names; answers
 * the keys deleted, whose bytes can go once the transaction commits.
 */
export async function deleteUnusedFiles(db: Db, companyId: string, keys: readonly string[]) {
  if (keys.length === 0) return [];
  const inUse = await db
    .select({
      attachment: announcements.attachmentKey,
      thumbnail: announcements.attachmentThumbnailKey,
    })
    .from(announcements)
    .where(
      and(
        eq(announcements.companyId, companyId),
        or(
          inArray(announcements.attachmentKey, [...keys]),
          inArray(announcements.attachmentThumbnailKey, [...keys]),
        ),
      ),
    );
  const used = new Set(inUse.flatMap((row) => [row.attachment, row.thumbnail]));
  const unused = keys.filter((key) => !used.has(key));
  if (unused.length === 0) return [];
  const rows = await db
    .delete(storedFiles)
    .where(and(eq(storedFiles.companyId, companyId), inArray(storedFiles.key, unused)))
    .returning({ key: storedFiles.key });
  return rows.map((row) => row.key);
}
