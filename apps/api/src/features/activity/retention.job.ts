import type { Db } from '../../db/client';
import { purgeExpiredBatch } from './trail-repo';

/** Rows older than a company's retention go once a day. */
export const AUDIT_RETENTION_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** Rows one transaction removes, so a large backlog never holds one long transaction. */
const PURGE_BATCH_ROWS = 1000;

/**
 * Deletes every audit row older than its company's retention (audit_settings, 7 years unless the
 * company chose less), batch by batch, through the trail's controlled path. Answers how many went.
 */
export async function purgeExpiredActivities(db: Db): Promise<number> {
  let purged = 0;
  for (;;) {
    const count = await purgeExpiredBatch(db, PURGE_BATCH_ROWS);
    purged += count;
    if (count < PURGE_BATCH_ROWS) return purged;
  }
}
