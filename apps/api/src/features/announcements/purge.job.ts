import type { FastifyBaseLogger } from 'fastify';
import { DELETED_ANNOUNCEMENT_RETENTION_DAYS } from '@quorum/shared';
import type { Db } from '../../db/client';
import type { FileStorage } from '../../lib/storage';
import { releaseFiles, removeBytes } from './attachments';
import * as repo from './repo';

/** Announcements in Deleted go for good 60 days after deletion (spec §9); hourly is enough. */
export const ANNOUNCEMENT_PURGE_INTERVAL_MS = 60 * 60 * 1000;
/** Rows one transaction removes, so a large backlog never holds one long transaction. */
const PURGE_BATCH_ROWS = 200;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes every announcement in Deleted for longer than the retention period, in every company,
 * with its poll, ballots and views, then its files (those no other announcement names): the rows
 * first, so nothing can serve the bytes after, then the bytes. Answers how many went.
 */
export async function purgeDeletedAnnouncements(
  deps: { db: Db; storage: FileStorage; log: Pick<FastifyBaseLogger, 'warn'> },
  now = new Date(),
): Promise<number> {
  const before = new Date(now.getTime() - DELETED_ANNOUNCEMENT_RETENTION_DAYS * DAY_MS);
  let purged = 0;
  for (;;) {
    const batch = await deps.db.transaction(async (tx) => {
      const rows = await repo.deleteDeletedBefore(tx, before, PURGE_BATCH_ROWS);
      const keys: string[] = [];
      for (const companyId of new Set(rows.map((row) => row.companyId))) {
        const named = rows
          .filter((row) => row.companyId === companyId)
          .flatMap((row) => [row.attachmentKey, row.attachmentThumbnailKey])
          .filter((key): key is string => key !== null);
        keys.push(...(await releaseFiles(tx, companyId, named)));
      }
      return { count: rows.length, keys };
    });
    await removeBytes(deps, batch.keys);
    purged += batch.count;
    if (batch.count < PURGE_BATCH_ROWS) return purged;
  }
}
