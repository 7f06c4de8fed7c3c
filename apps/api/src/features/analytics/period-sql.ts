import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Period } from './period';

/**
 * The questions an analytics answer counts, as a condition on `enquiries e`: the company's, that
 * arrived in the period, not the sample questions a new company starts with (they are not an
 * investor's). The company is always named: no statement reaches another company's rows.
 */
export function questionsIn(companyId: string, period: Period): SQL {
  return sql`e.company_id = ${companyId}
    and e.created_at >= ${period.from.toISOString()}::timestamptz
    and e.created_at < ${period.to.toISOString()}::timestamptz
    and not e.is_sample_question`;
}

/**
 * The start of a timestamp's bucket, as a wall-clock time in the period's zone. Statements group
 * by it and write it as a day (`dayOf`) only once grouped: to_char on every row cost a third.
 */
export function bucketOf(column: SQL, period: Period): SQL {
  return sql`date_trunc(${period.bucket}, ${column} at time zone ${period.timeZone})`;
}

/** A bucket's start as its day: '2026-06-01'. */
export const dayOf = (bucket: SQL) => sql`to_char(${bucket}, 'YYYY-MM-DD')`;

/** Every bucket of the period (`bucket_at`), first to last, so a chart shows the empty ones. */
export function bucketsOf(period: Period): SQL {
  return sql`select b as bucket_at from generate_series(
      date_trunc(${period.bucket}, ${period.from.toISOString()}::timestamptz at time zone ${period.timeZone}),
      ${period.to.toISOString()}::timestamptz at time zone ${period.timeZone} - interval '1 microsecond',
      ${`1 ${period.bucket}`}::interval) b`;
}
