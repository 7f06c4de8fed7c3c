import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { Period } from './period';
import { questionsIn } from './period-sql';

/**
 * Median and 90th percentile of the first response and the resolution, in seconds, over `e` (the
 * period's questions) joined to `f` (each one's first sent team reply). The first response is
 * the first reply's own time: `enquiries.responded_at` moves on with every reply sent.
 */
const TIMES = sql`
  count(f.sent_at)::int as responded,
  count(e.resolved_at)::int as resolved,
  percentile_cont(0.5) within group (order by extract(epoch from f.sent_at - e.created_at))::float8 as first_response_median,
  percentile_cont(0.9) within group (order by extract(epoch from f.sent_at - e.created_at))::float8 as first_response_p90,
  percentile_cont(0.5) within group (order by extract(epoch from e.resolved_at - e.created_at))::float8 as resolution_median,
  percentile_cont(0.9) within group (order by extract(epoch from e.resolved_at - e.created_at))::float8 as resolution_p90`;

/** The period's questions as `e`, and each one's first sent team reply as `first_reply`. */
function questionsWithFirstReply(companyId: string, period: Period) {
  return sql`e as (
      select e.id, e.created_at, e.resolved_at
      from enquiries e where ${questionsIn(companyId, period)}
    ), first_reply as (
      select distinct on (r.enquiry_id) r.enquiry_id, r.responder_id, r.sent_at
      from enquiry_replies r join e on e.id = r.enquiry_id
      where r.company_id = ${companyId} and r.from_quorum and r.sent_at is not null
      order by r.enquiry_id, r.sent_at, r.id
    )`;
}

export interface TimesRow {
  questions: number;
  responded: number;
  resolved: number;
  first_response_median: number | null;
  first_response_p90: number | null;
  resolution_median: number | null;
  resolution_p90: number | null;
}

export interface MemberTimesRow extends TimesRow {
  /** Null on the row for the whole company. */
  responder_id: string | null;
  first_name: string | null;
  last_name: string | null;
}

/**
 * Response times for the whole company and for each team member who sent a question's first
 * reply (one statement, grouping sets). A question's first responder is the author of its
 * earliest sent team reply; questions nobody has answered count only in the company's row.
 */
export async function responseTimesByMember(
  db: Db,
  companyId: string,
  period: Period,
): Promise<MemberTimesRow[]> {
  const result = await db.execute(sql`
    with ${questionsWithFirstReply(companyId, period)}, grouped as (
      select f.responder_id, grouping(f.responder_id) = 1 as whole, count(*)::int as questions,
        ${TIMES}
      from e left join first_reply f on f.enquiry_id = e.id
      group by grouping sets ((), (f.responder_id))
    )
    select g.*, u.first_name, u.last_name
    from grouped g left join users u on u.id = g.responder_id
    where g.whole or g.responder_id is not null
    order by g.whole desc, g.questions desc, u.first_name, u.last_name`);
  return rowsOf<MemberTimesRow & { whole: boolean }>(result).map(({ whole, ...row }) => ({
    ...row,
    responder_id: whole ? null : row.responder_id,
  }));
}

export interface CategoryTimesRow extends TimesRow {
  category_id: string;
  name: string;
}

/** Response times for each of the company's categories (a question counts in each of its own). */
export async function responseTimesByCategory(
  db: Db,
  companyId: string,
  period: Period,
): Promise<CategoryTimesRow[]> {
  const result = await db.execute(sql`
    with ${questionsWithFirstReply(companyId, period)}
    select a.category_id::text as category_id, c.name, count(*)::int as questions, ${TIMES}
    from e
    left join first_reply f on f.enquiry_id = e.id
    join enquiry_category_assignments a on a.enquiry_id = e.id and a.company_id = ${companyId}
    join enquiry_categories c on c.id = a.category_id and c.company_id = ${companyId}
    group by a.category_id, c.name
    order by questions desc, lower(c.name)`);
  return rowsOf<CategoryTimesRow>(result);
}

export interface TotalsRow {
  questions: number;
  answered: number;
  resolved: number;
  outstanding: number;
}

/**
 * The period's totals: questions asked, answered (a team reply sent), resolved, and outstanding
 * (neither answered nor resolved yet).
 */
export async function totals(db: Db, companyId: string, period: Period): Promise<TotalsRow> {
  const result = await db.execute(sql`
    select count(*)::int as questions,
      count(e.responded_at)::int as answered,
      count(e.resolved_at)::int as resolved,
      (count(*) filter (where e.responded_at is null and e.resolved_at is null))::int as outstanding
    from enquiries e where ${questionsIn(companyId, period)}`);
  return rowsOf<TotalsRow>(result)[0]!;
}
