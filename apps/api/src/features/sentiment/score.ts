// A question's sentiment as it arrives, and the questions that arrived without one.
import type { Db } from '../../db/client';
import { scoreSentiment } from '../../lib/sentiment';
import * as repo from './repo';

/** Questions scored per statement by the backfill: one short transaction each. */
export const SENTIMENT_BATCH_SIZE = 500;

/** Scores one question and writes it on its enquiry, in the caller's transaction. */
export async function scoreQuestion(
  tx: Db,
  companyId: string,
  enquiryId: string,
  question: string,
): Promise<void> {
  await repo.writeSentiment(tx, companyId, { enquiryId, ...scoreSentiment(question) });
}

/**
 * Scores every question that has no score yet, of the named company or of all, in batches;
 * answers how many it wrote. Questions written by other paths (the seed, the mobile app, rows
 * from before scoring existed) get their score here.
 */
export async function scoreUnscoredEnquiries(
  db: Db,
  { companyId }: { companyId?: string } = {},
): Promise<number> {
  let written = 0;
  let afterId: string | undefined;
  for (;;) {
    const batch = await repo.findUnscored(db, { companyId, afterId, limit: SENTIMENT_BATCH_SIZE });
    if (batch.length === 0) return written;
    written += await repo.writeSentiments(
      db,
      batch.map((row) => ({ enquiryId: row.enquiryId, ...scoreSentiment(row.question) })),
    );
    afterId = batch[batch.length - 1]!.enquiryId;
    if (batch.length < SENTIMENT_BATCH_SIZE) return written;
  }
}
