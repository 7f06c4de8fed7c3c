import { DELETED_REGISTRY_RETENTION_DAYS } from '@quorum/shared';
import type { Db } from '../../db/client';
import { purgeDeletedBefore } from './repo';

/** Questions in Deleted go for good more than 60 days after deletion (spec §4); hourly is enough. */
export const REGISTRY_PURGE_INTERVAL_MS = 60 * 60 * 1000;
/** Rows one statement removes, so a large backlog never holds one long transaction. */
const PURGE_BATCH_ROWS = 1_000;

/** Removes every question deleted more than the retention period ago; answers how many. */
export async function purgeDeletedRegistries(db: Db): Promise<number> {
  let purged = 0;
  for (;;) {
    const removed = await purgeDeletedBefore(db, DELETED_REGISTRY_RETENTION_DAYS, PURGE_BATCH_ROWS);
    purged += removed;
    if (removed < PURGE_BATCH_ROWS) return purged;
  }
}
