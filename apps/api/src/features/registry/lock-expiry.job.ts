import type { Db } from '../../db/client';
import type { Events } from '../../core/events';
import { announceLocksFreed } from './locks';
import { clearExpiredLocks } from './repo';

/**
 * How often run-out locks are cleared and announced. An abandoned lock is free to take the moment
 * it runs out (taking checks the time); this only tells the viewers, within this long.
 */
export const LOCK_EXPIRY_SWEEP_MS = 15_000;

/** Clears every run-out drafting lock and tells each company's viewers; answers how many. */
export async function expireRegistryLocks(db: Db, events: Events): Promise<number> {
  const expired = await clearExpiredLocks(db);
  const byCompany = new Map<string, string[]>();
  for (const row of expired)
    byCompany.set(row.companyId, [...(byCompany.get(row.companyId) ?? []), row.id]);
  for (const [companyId, ids] of byCompany) await announceLocksFreed(events, companyId, ids);
  return expired.length;
}
