import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { DashboardDataType } from '@quorum/shared';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { Period } from './period';
import { bucketOf, bucketsOf, dayOf, questionsIn } from './period-sql';

/** The key of a question's series, and the joins it needs. */
const SERIES: Record<DashboardDataType, { key: SQL; joins: SQL }> = {
  // A reply to an announcement is its own series, whatever channel it came through.
  channel: {
    key: sql`case when e.enquiry_type = 'announcement_reply' then 'announcement' else e.channel end`,
    joins: sql``,
  },
  // A guest is not known to follow or hold the company; an investor without a row on the
  // company's list (removed long ago) counts as interested, the list's default.
  'investor-type': {
    key: sql`case when e.is_guest or e.investor_id is null then 'guest'
      else coalesce(ic.investor_type, 'interested') end`,
    joins: sql`left join investor_companies ic
      on ic.investor_id = e.investor_id and ic.company_id = e.company_id`,
  },
  // A question in several categories counts once in each; one in none is 'uncategorised'.
  category: {
    key: sql`coalesce(a.category_id::text, 'uncategorised')`,
    joins: sql`left join enquiry_category_assignments a
      on a.enquiry_id = e.id and a.company_id = e.company_id`,
  },
};

export interface EngagementCountRow {
  bucket: string;
  /** Null on a bucket in which no question arrived. */
  series: string | null;
  questions: number;
}

/** Questions per bucket and series, with every bucket of the period (one statement). */
export async function countQuestionsByBucket(
  db: Db,
  companyId: string,
  period: Period,
  dataType: DashboardDataType,
): Promise<EngagementCountRow[]> {
  const { key, joins } = SERIES[dataType];
  const result = await db.execute(sql`
    with counted as (
      select ${bucketOf(sql`e.created_at`, period)} as bucket_at, ${key} as series,
        count(*)::int as questions
      from enquiries e ${joins}
      where ${questionsIn(companyId, period)}
      group by 1, 2
    )
    select ${dayOf(sql`buckets.bucket_at`)} as bucket, counted.series,
      coalesce(counted.questions, 0)::int as questions
    from (${bucketsOf(period)}) buckets
    left join counted on counted.bucket_at = buckets.bucket_at
    order by buckets.bucket_at, counted.series`);
  return rowsOf<EngagementCountRow>(result);
}

/** The company's categories by name: the category series, in the order they are listed. */
export async function listCategories(db: Db, companyId: string) {
  const result = await db.execute(sql`
    select id::text as id, name from enquiry_categories
    where company_id = ${companyId} order by lower(name), id`);
  return rowsOf<{ id: string; name: string }>(result);
}
