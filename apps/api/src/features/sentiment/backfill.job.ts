// The job that scores questions written by paths that do not emit `question.received` (the seed,
// rows from before migration 0020, a future mobile path): at start-up, then every few minutes.
import type { Db } from '../../db/client';
import { scoreUnscoredEnquiries } from './score';

export const SENTIMENT_BACKFILL_INTERVAL_MS = 5 * 60 * 1000;
/** At start-up, so a restored or migrated database has its scores at once. */
export const SENTIMENT_BACKFILL_FIRST_TICK_MS = 1_000;

export const backfillSentiment = (db: Db) => scoreUnscoredEnquiries(db);
