// The dashboard home's counts and its onboarding checklist: each one statement on indexes the
// company's own rows already have.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

type Count = string | number;

/**
 * Outstanding questions, and those of them the caller has not opened since the investor last
 * wrote. The total is the board's kept column count (board_column_counts, one row), and the opened
 * ones are counted from the caller's own reads, each joined to its question by key; new is the
 * difference. Reading the column's rows to test each for a read would cost a
 * row per question.
 */
export async function countOutstanding(db: Db, companyId: string, viewerId: string) {
  const result = await db.execute(sql`
    select
      (select c.outstanding from board_column_counts c where c.company_id = ${companyId}) as total,
      (select count(*) from enquiry_reads rd
        -- One key lookup a read: PostgreSQL would otherwise walk the questions to merge them.
        cross join lateral (select 1 from enquiries e
          where e.id = rd.enquiry_id and e.company_id = ${companyId}
            and e.board_status = 'outstanding' and rd.read_at >= e.last_investor_message_at
          limit 1) opened
        where rd.user_id = ${viewerId} and rd.company_id = ${companyId}) as seen`);
  const row = rowsOf<{ total: Count; seen: Count }>(result)[0];
  const total = Number(row?.total ?? 0);
  return { new: total - Number(row?.seen ?? 0), total };
}

/**
 * The investors who have the company in their list, by whether they follow it or hold its shares;
 * an investor who removed the company, or whose account is deleted, is not counted.
 */
export async function countInvestors(db: Db, companyId: string) {
  const result = await db.execute(sql`
    select count(*) filter (where ic.investor_type = 'interested') as interested,
      count(*) filter (where ic.investor_type = 'invested') as invested
    from investor_companies ic
    join investors i on i.id = ic.investor_id and i.deleted_at is null
    where ic.company_id = ${companyId} and ic.removed_at is null`);
  const row = rowsOf<{ interested: Count; invested: Count }>(result)[0];
  return { interested: Number(row?.interested ?? 0), invested: Number(row?.invested ?? 0) };
}

export interface ChecklistFacts {
  hasBio: boolean;
  hasLogo: boolean;
  hasExecutive: boolean;
  hasFaq: boolean;
  investorsInvitedAt: Date | null;
  completedAt: Date | null;
}

const asDate = (value: Date | string | null) =>
  value === null ? null : value instanceof Date ? value : new Date(value);

/** The checklist's five steps as the company's rows say them, and its stored moments. */
export async function readChecklist(db: Db, companyId: string): Promise<ChecklistFacts> {
  const result = await db.execute(sql`
    select coalesce(btrim(c.about), '') <> '' as has_bio,
      c.company_logo is not null as has_logo,
      exists (select 1 from executive_members x where x.company_id = c.id) as has_executive,
      exists (select 1 from faqs f where f.company_id = c.id) as has_faq,
      oc.investors_invited_at, oc.completed_at
    from companies c
    left join onboarding_checklists oc on oc.company_id = c.id
    where c.id = ${companyId}`);
  const row = rowsOf<{
    has_bio: boolean;
    has_logo: boolean;
    has_executive: boolean;
    has_faq: boolean;
    investors_invited_at: Date | string | null;
    completed_at: Date | string | null;
  }>(result)[0];
  return {
    hasBio: row?.has_bio ?? false,
    hasLogo: row?.has_logo ?? false,
    hasExecutive: row?.has_executive ?? false,
    hasFaq: row?.has_faq ?? false,
    investorsInvitedAt: asDate(row?.investors_invited_at ?? null),
    completedAt: asDate(row?.completed_at ?? null),
  };
}

/** Records that the company's investors were invited; the first time counts. */
export async function markInvestorsInvited(db: Db, companyId: string, userId: string) {
  await db.execute(sql`
    insert into onboarding_checklists (company_id, investors_invited_at, investors_invited_by)
    values (${companyId}, now(), ${userId})
    on conflict (company_id) do update
      set investors_invited_at = coalesce(onboarding_checklists.investors_invited_at, now()),
        investors_invited_by = coalesce(onboarding_checklists.investors_invited_by, ${userId})`);
}

/** Records the moment the checklist was first complete; a later call keeps the first moment. */
export async function markCompleted(db: Db, companyId: string): Promise<Date> {
  const result = await db.execute(sql`
    insert into onboarding_checklists (company_id, completed_at) values (${companyId}, now())
    on conflict (company_id) do update
      set completed_at = coalesce(onboarding_checklists.completed_at, now())
    returning completed_at`);
  return asDate(rowsOf<{ completed_at: Date | string }>(result)[0]!.completed_at)!;
}
