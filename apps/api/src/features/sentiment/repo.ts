// The enquiries' sentiment columns: written when a question arrives, and filled in for rows that
// arrived by another path (the seed, rows before migration 0020).
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { SentimentLabel } from '@quorum/shared';
import type { Db } from '../../db/client';
import { enquiries } from '../../db/schema';
import { rowsOf } from '../../db/rows';

export interface ScoredQuestion {
  enquiryId: string;
  score: number;
  label: SentimentLabel;
}

export async function writeSentiment(
  tx: Db,
  companyId: string,
  { enquiryId, score, label }: ScoredQuestion,
): Promise<void> {
  await tx
    .update(enquiries)
    .set({ sentimentScore: score, sentimentLabel: label })
    .where(and(eq(enquiries.companyId, companyId), eq(enquiries.id, enquiryId)));
}

/**
 * The next questions with no score after `afterId` (keyset order, so a row that cannot be
 * written is never read twice); of one company, or of every company (the job).
 */
export function findUnscored(
  db: Db,
  { companyId, afterId, limit }: { companyId?: string; afterId?: string; limit: number },
) {
  return db
    .select({
      enquiryId: enquiries.id,
      companyId: enquiries.companyId,
      question: enquiries.question,
    })
    .from(enquiries)
    .where(
      and(
        isNull(enquiries.sentimentScore),
        companyId === undefined ? undefined : eq(enquiries.companyId, companyId),
        afterId === undefined ? undefined : gt(enquiries.id, afterId),
      ),
    )
    .orderBy(asc(enquiries.id))
    .limit(limit);
}

/** A batch of scores in one statement; a row scored meanwhile (by its arrival) is left as it is. */
export async function writeSentiments(db: Db, scored: readonly ScoredQuestion[]): Promise<number> {
  if (scored.length === 0) return 0;
  const values = sql.join(
    scored.map((row) => sql`(${row.enquiryId}::uuid, ${row.score}::real, ${row.label})`),
    sql`, `,
  );
  const result = await db.execute(sql`
    update ${enquiries} e set sentiment_score = v.score, sentiment_label = v.label
    from (values ${values}) as v(id, score, label)
    where e.id = v.id and e.sentiment_score is null
    returning e.id`);
  return rowsOf(result).length;
}
