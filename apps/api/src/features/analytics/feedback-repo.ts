import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { Period } from './period';
import { bucketOf, dayOf, questionsIn } from './period-sql';

export interface RatingRow {
  /** Set on the distribution's rows (one per rating given). */
  rating: number | null;
  /** Set on the trend's rows (one per bucket with ratings). */
  bucket: string | null;
  ratings: number;
  average: number;
}

/**
 * Investors' ratings (1–5) of the team's sent replies to the period's questions: how many of each
 * rating, and the average per bucket of the questions' arrival (one statement, grouping sets).
 */
export async function replyRatings(
  db: Db,
  companyId: string,
  period: Period,
): Promise<RatingRow[]> {
  const result = await db.execute(sql`
    select r.rating, ${dayOf(sql`b.bucket_at`)} as bucket, count(*)::int as ratings,
      avg(r.rating)::float8 as average
    from enquiries e
    join enquiry_replies r on r.enquiry_id = e.id and r.company_id = e.company_id
    cross join lateral (select ${bucketOf(sql`e.created_at`, period)} as bucket_at) b
    where ${questionsIn(companyId, period)}
      and r.from_quorum and r.sent_at is not null and r.rating between 1 and 5
    group by grouping sets ((r.rating), (b.bucket_at))
    order by r.rating, b.bucket_at`);
  return rowsOf<RatingRow>(result);
}

export interface SentimentRow {
  /** Set on the count's rows: a label, or null for questions not scored (yet). */
  label: string | null;
  /** Set on the trend's rows. */
  bucket: string | null;
  /** True on the count's rows (the label is grouped), false on the trend's. */
  by_label: boolean;
  questions: number;
  scored: number;
  average: number | null;
}

/** Questions by sentiment label, and the average score per bucket (one statement). */
export async function sentimentCounts(
  db: Db,
  companyId: string,
  period: Period,
): Promise<SentimentRow[]> {
  const result = await db.execute(sql`
    select e.sentiment_label as label, ${dayOf(sql`b.bucket_at`)} as bucket,
      grouping(e.sentiment_label) = 0 as by_label,
      count(*)::int as questions, count(e.sentiment_score)::int as scored,
      avg(e.sentiment_score)::float8 as average
    from enquiries e
    cross join lateral (select ${bucketOf(sql`e.created_at`, period)} as bucket_at) b
    where ${questionsIn(companyId, period)}
    group by grouping sets ((e.sentiment_label), (b.bucket_at))
    order by b.bucket_at`);
  return rowsOf<SentimentRow>(result);
}

export interface NegativeQuestionRow {
  id: string;
  subject: string | null;
  question: string;
  sentiment_score: number;
  created_at: string;
}

/**
 * The period's most negative questions, the newest first among equals. The same words asked again
 * (a form sent twice, a complaint copied round) show once, at their newest asking.
 */
export async function mostNegativeQuestions(
  db: Db,
  companyId: string,
  period: Period,
  limit: number,
): Promise<NegativeQuestionRow[]> {
  const result = await db.execute(sql`
    select id, subject, question, sentiment_score, created_at from (
      select distinct on (lower(e.question)) e.id::text as id, e.subject, e.question,
        e.sentiment_score::float8 as sentiment_score, e.created_at as asked_at,
        to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at
      from enquiries e
      where ${questionsIn(companyId, period)} and e.sentiment_label = 'negative'
      order by lower(e.question), e.created_at desc, e.id
    ) asked
    order by sentiment_score, asked_at desc, id
    limit ${limit}`);
  return rowsOf<NegativeQuestionRow>(result);
}

export interface TopicRow {
  category_id: string;
  name: string;
  questions: number;
  /** Every question of the period, for the share. */
  total: number;
}

/** The categories asked about most in the period, with how many questions each. */
export async function topCategories(
  db: Db,
  companyId: string,
  period: Period,
  limit: number,
): Promise<TopicRow[]> {
  const result = await db.execute(sql`
    with e as (select e.id from enquiries e where ${questionsIn(companyId, period)})
    select a.category_id::text as category_id, c.name, count(*)::int as questions,
      (select count(*) from e)::int as total
    from e
    join enquiry_category_assignments a on a.enquiry_id = e.id and a.company_id = ${companyId}
    join enquiry_categories c on c.id = a.category_id and c.company_id = ${companyId}
    group by a.category_id, c.name
    order by questions desc, lower(c.name)
    limit ${limit}`);
  return rowsOf<TopicRow>(result);
}
