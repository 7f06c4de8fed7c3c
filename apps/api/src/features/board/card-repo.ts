// The board's one read: cards as the screens show them, a column's page or named cards.
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { BoardStatus } from '@quorum/shared';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { CardRow } from './presenters';

/** A person as a card names them, as JSON (`who` the joined users row). */
const personJson = (who: string) =>
  `case when ${who}.id is null then null else json_build_object('id', ${who}.id, ` +
  `'first_name', ${who}.first_name, 'last_name', ${who}.last_name, 'profile_image', ${who}.profile_image) end`;

/**
 * Everything a card shows, for a query whose enquiry row is `e`, with cardJoins: the asker, the
 * people, the categories, the caller's unread flag and the thread's length. Assignees, categories
 * and the reply count are correlated subqueries on their primary-key (or thread) indexes, so a
 * page of 25 cards is one statement whatever the company's size.
 */
const CARD_COLUMNS = sql.raw(`
  e.id, e.company_id, e.enquiry_type, e.subject, e.question, e.audio, e.announcement_info,
  e.status, e.board_status, e.board_priority, e.is_guest, e.is_sample_question,
  e.guest_first_name, e.guest_last_name, e.guest_email, e.investor_id,
  inv.email as investor_email, inv.first_name as investor_first_name,
  inv.last_name as investor_last_name, inv.user_name as investor_user_name,
  inv.mobile_num as investor_mobile_num, (inv.deleted_at is not null) as investor_deleted,
  (ic.removed_at is not null) as company_removed,
  e.added_to_registry, e.rating, e.responded_at, e.sentiment_score, e.sentiment_label,
  e.created_at, e.updated_at, seen.unread,
  (select count(*) from enquiry_replies rp
    where rp.company_id = e.company_id and rp.enquiry_id = e.id
      and not (rp.from_quorum and rp.sent_at is null)) as reply_count,
  ${personJson('archiver')} as archived_by,
  ${personJson('resolver')} as resolved_by,
  (select json_agg(json_build_object('id', u.id, 'first_name', u.first_name,
      'last_name', u.last_name, 'profile_image', u.profile_image) order by a.created_at, u.id)
    from enquiry_assignees a join users u on u.id = a.user_id
    where a.enquiry_id = e.id) as assignees,
  (select json_agg(json_build_object('id', c.id, 'name', c.name, 'color_index', c.color_index,
      'created_by', c.created_by) order by lower(c.name), c.id)
    from enquiry_category_assignments ca join enquiry_categories c on c.id = ca.category_id
    where ca.enquiry_id = e.id) as categories`);

/**
 * The card's asker and people, one index lookup each: `limit 1` keeps PostgreSQL from turning
 * them into hash joins that read a whole table (every read of every member) for a page of 25.
 */
const cardJoins = (viewerId: string) => sql`
  left join lateral (select email, first_name, last_name, user_name, mobile_num, deleted_at
    from investors where id = e.investor_id limit 1) inv on true
  left join lateral (select removed_at from investor_companies
    where investor_id = e.investor_id and company_id = e.company_id limit 1) ic on true
  left join lateral (select id, first_name, last_name, profile_image
    from users where id = e.archived_by limit 1) archiver on true
  left join lateral (select id, first_name, last_name, profile_image
    from users where id = e.resolved_by limit 1) resolver on true
  cross join lateral (select not exists (select 1 from enquiry_reads rd
    where rd.user_id = ${viewerId} and rd.enquiry_id = e.id
      and rd.read_at >= e.last_investor_message_at) as unread) seen`;

export interface CardFilter {
  companyId: string;
  boardStatus?: BoardStatus;
  ids?: readonly string[];
  categoryIds?: readonly string[];
  assignedTo?: string;
  /** Every word must appear in the subject, the question or the asker's name (ILIKE). */
  words?: readonly string[];
  /** The history of an investor, or of a guest's address (case-insensitive). */
  investorId?: string;
  guestEmail?: string;
}

const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The WHERE clause of a card list, on `e`. Company and column come first, as the column index
 * (company_id, board_status, created_at desc, id desc) reads them, so a page walks the index in
 * order and stops at its limit.
 */
function filterOf(f: CardFilter): SQL {
  const conditions: SQL[] = [sql`e.company_id = ${f.companyId}`];
  if (f.boardStatus) conditions.push(sql`e.board_status = ${f.boardStatus}`);
  if (f.ids) conditions.push(sql`e.id = any(${sql.param([...f.ids])}::uuid[])`);
  if (f.investorId) conditions.push(sql`e.investor_id = ${f.investorId}`);
  if (f.guestEmail)
    conditions.push(sql`e.is_guest and lower(e.guest_email) = lower(${f.guestEmail})`);
  if (f.categoryIds && f.categoryIds.length > 0)
    conditions.push(sql`exists (select 1 from enquiry_category_assignments fca
      where fca.enquiry_id = e.id and fca.category_id = any(${sql.param([...f.categoryIds])}::uuid[]))`);
  if (f.assignedTo)
    conditions.push(sql`exists (select 1 from enquiry_assignees fa
      where fa.enquiry_id = e.id and fa.user_id = ${f.assignedTo})`);
  for (const word of f.words ?? []) {
    const pattern = likePattern(word);
    conditions.push(sql`(concat_ws(' ', e.subject, e.question, e.guest_first_name, e.guest_last_name) ilike ${pattern}
      or exists (select 1 from investors fi where fi.id = e.investor_id and fi.deleted_at is null
        and concat_ws(' ', fi.first_name, fi.last_name) ilike ${pattern}))`);
  }
  return sql.join(conditions, sql` and `);
}

/** Newest first (the board's columns), or oldest first (the home's "waiting longest"). */
export type CardOrder = 'newest' | 'oldest';

/**
 * Both orders walk the column index: oldest first reads it backwards, which is ascending with
 * nulls first, so the ORDER BY must say exactly that for PostgreSQL to use it without a sort.
 */
const ORDER_SQL: Record<CardOrder, { inner: SQL; outer: SQL }> = {
  newest: {
    inner: sql.raw('e.created_at desc nulls last, e.id desc nulls last'),
    outer: sql.raw('card.created_at desc, card.id desc'),
  },
  oldest: {
    inner: sql.raw('e.created_at asc nulls first, e.id asc nulls first'),
    outer: sql.raw('card.created_at asc, card.id asc'),
  },
};

/**
 * One page of cards, newest (or oldest) first, with the number of cards the filter selects: one
 * statement. The count comes first so a page past the end still answers the total. Without
 * `withTotal` (a list that shows no total, as the home's) the count is not made: it reads every
 * card of the column, the page only its limit.
 */
export async function findCardPage(
  db: Db,
  viewerId: string,
  filter: CardFilter,
  page: { limit: number; offset: number },
  { order = 'newest', withTotal = true }: { order?: CardOrder; withTotal?: boolean } = {},
): Promise<{ rows: CardRow[]; totalItems: number | null }> {
  const where = filterOf(filter);
  const orderBy = ORDER_SQL[order];
  const total = withTotal
    ? sql`(select count(*) as n from enquiries e where ${where})`
    : sql`(select null::bigint as n)`;
  const result = await db.execute(sql`
    select total.n as total_items, card.*
    from ${total} total
    left join (
      select ${CARD_COLUMNS}
      from (
        select * from enquiries e where ${where}
        -- nulls as the indexes are built (drizzle's .desc()), or PostgreSQL sorts the column.
        order by ${orderBy.inner}
        limit ${page.limit} offset ${page.offset}
      ) e
      ${cardJoins(viewerId)}
    ) card on true
    order by ${orderBy.outer}`);
  const rows = rowsOf<CardRow & { total_items: string | number | null }>(result);
  const counted = rows[0]?.total_items;
  return {
    totalItems: withTotal ? Number(counted ?? 0) : null,
    rows: rows.filter((row) => row.id !== null),
  };
}

/** Cards by id (any order), as the caller sees them. */
export async function findCards(
  db: Db,
  viewerId: string,
  companyId: string,
  ids: readonly string[],
): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  const result = await db.execute(sql`
    select ${CARD_COLUMNS} from enquiries e ${cardJoins(viewerId)}
    where ${filterOf({ companyId, ids })}`);
  return rowsOf<CardRow>(result);
}
