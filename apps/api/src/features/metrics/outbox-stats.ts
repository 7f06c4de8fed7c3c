import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { MAX_DELIVERY_ATTEMPTS } from '../email';

/** Mail waiting to go out, and mail given up on after every attempt failed (dead letters). */
export async function outboxStats(db: Db): Promise<{ depth: number; deadLetters: number }> {
  const [row] = rowsOf<{ depth: number; dead_letters: number }>(
    await db.execute(sql`
      SELECT count(*) FILTER (WHERE attempts < ${MAX_DELIVERY_ATTEMPTS})::int AS depth,
             count(*) FILTER (WHERE attempts >= ${MAX_DELIVERY_ATTEMPTS})::int AS dead_letters
      FROM outbox_emails WHERE sent_at IS NULL`),
  );
  return { depth: row?.depth ?? 0, deadLetters: row?.dead_letters ?? 0 };
}
