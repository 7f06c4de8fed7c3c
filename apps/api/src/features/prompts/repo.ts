import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { monthlyPromptCopies } from '../../db/schema';

/**
 * A question's fingerprint: its English lexemes (stemmed, stop words gone), sorted, one space
 * apart. "What is the dividend?" and "What are the dividends" share one; so do the same words in
 * another order. PostgreSQL's own full text (PGlite has it too), so the grouping is done in SQL.
 */
const fingerprintOf = (text: SQL) =>
  sql`array_to_string(tsvector_to_array(to_tsvector('english', ${text})), ' ')`;

/** The first day (UTC) of a timestamp's month, as a date. */
const monthOf = (at: SQL) => sql`date_trunc('month', ${at} AT TIME ZONE 'UTC')::date`;

export interface PromptRow {
  month: string;
  fingerprint: string;
  question: string;
  asked: number;
  copied: number;
}

/**
 * The company's prompts from `from` (a month's first day) up to `until` (exclusive): per month,
 * its questions grouped by fingerprint, asked at least `minAsked` times, at most `perMonth` a
 * month, most asked first. A sample question and one already added to the registry from the
 * board do not count; a group whose fingerprint a live registry question has is answered already
 * and left out, unless it was added from this prompt (then it stays, as added). The group's words
 * are its most frequent wording.
 */
export async function listPrompts(
  db: Db,
  companyId: string,
  window: { from: string; until: string; minAsked: number; perMonth: number },
): Promise<PromptRow[]> {
  const result = await db.execute(sql`
    WITH asked AS (
      SELECT ${monthOf(sql`e.created_at`)} AS month,
             ${fingerprintOf(sql`e.question`)} AS fingerprint,
             e.question
      FROM enquiries e
      WHERE e.company_id = ${companyId}
        AND e.created_at >= ${window.from}::timestamp AT TIME ZONE 'UTC'
        AND e.created_at < ${window.until}::timestamp AT TIME ZONE 'UTC'
        AND NOT e.is_sample_question
        AND NOT e.added_to_registry
    ),
    grouped AS (
      SELECT month, fingerprint, count(*)::int AS asked,
             mode() WITHIN GROUP (ORDER BY question) AS question
      FROM asked
      WHERE fingerprint <> ''
      GROUP BY month, fingerprint
      HAVING count(*) >= ${window.minAsked}
    ),
    answered AS (
      SELECT DISTINCT ${fingerprintOf(sql`q.question`)} AS fingerprint
      FROM question_registries q
      WHERE q.company_id = ${companyId} AND q.deleted_at IS NULL
    ),
    copies AS (
      SELECT month, fingerprint, count(*)::int AS copied
      FROM monthly_prompt_copies
      WHERE company_id = ${companyId}
      GROUP BY month, fingerprint
    ),
    ranked AS (
      SELECT g.month::text AS month, g.fingerprint, g.question, g.asked,
             coalesce(c.copied, 0) AS copied,
             row_number() OVER (PARTITION BY g.month ORDER BY g.asked DESC, g.question) AS place
      FROM grouped g
      LEFT JOIN copies c ON c.month = g.month AND c.fingerprint = g.fingerprint
      WHERE c.copied IS NOT NULL
         OR NOT EXISTS (SELECT 1 FROM answered a WHERE a.fingerprint = g.fingerprint)
    )
    SELECT month, fingerprint, question, asked, copied
    FROM ranked
    WHERE place <= ${window.perMonth}
    ORDER BY month DESC, place
  `);
  return rowsOf<PromptRow>(result);
}

/** Is there a question of the company in that month with this fingerprint? */
export async function promptExists(
  db: Db,
  companyId: string,
  prompt: { month: string; fingerprint: string },
): Promise<boolean> {
  const result = await db.execute(sql`
    SELECT 1 FROM enquiries e
    WHERE e.company_id = ${companyId}
      AND e.created_at >= ${prompt.month}::timestamp AT TIME ZONE 'UTC'
      AND e.created_at < (${prompt.month}::timestamp + interval '1 month') AT TIME ZONE 'UTC'
      AND NOT e.is_sample_question
      AND ${fingerprintOf(sql`e.question`)} = ${prompt.fingerprint}
    LIMIT 1
  `);
  return rowsOf(result).length > 0;
}

export async function insertCopy(
  db: Db,
  values: typeof monthlyPromptCopies.$inferInsert,
): Promise<void> {
  await db.insert(monthlyPromptCopies).values(values);
}

export async function countCopies(
  db: Db,
  companyId: string,
  prompt: { month: string; fingerprint: string },
): Promise<number> {
  const result = await db.execute(sql`
    SELECT count(*)::int AS copied FROM monthly_prompt_copies
    WHERE company_id = ${companyId} AND month = ${prompt.month}::date
      AND fingerprint = ${prompt.fingerprint}
  `);
  return rowsOf<{ copied: number }>(result)[0]?.copied ?? 0;
}
