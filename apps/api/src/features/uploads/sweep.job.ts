import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { FileStorage } from '../../lib/storage';
import { deleteAbandonedUploads } from './repo';

/** An upload no mutation attached within this long was abandoned (a form closed, a script). */
export const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;
export const UPLOAD_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const BATCH = 500;

/**
 * Deletes uploads never attached after 24 hours: the row first (nothing can serve or attach the
 * key after that), then the bytes; bytes that fail to go are only space, and logged.
 */
export async function sweepAbandonedUploads(
  db: Db,
  storage: FileStorage,
  log: Pick<FastifyBaseLogger, 'warn'>,
  now = new Date(),
): Promise<number> {
  const before = new Date(now.getTime() - ABANDONED_AFTER_MS);
  let swept = 0;
  for (;;) {
    const keys = await deleteAbandonedUploads(db, before, BATCH);
    for (const key of keys)
      await storage.remove(key).catch((error: unknown) => {
        log.warn({ err: error, key }, 'abandoned upload not removed from storage');
      });
    swept += keys.length;
    if (keys.length < BATCH) return swept;
  }
}
