// The board's one read: cards as the screens show them, a column's page or named cards. The card
// itself is built by the database's board_cards function (migrations 0026, 0029) for ids chosen first, so
// the joins run after the page's limit, and a plain column page is board_column_page: both
// PL/pgSQL, planned once per connection instead of on every request.
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { BoardStatus } from '@quorum/shared';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { loadColumnPage } from './column-pages';
import type { ColumnPageJson } from './column-pages';
import type { CardRow } from './presenters';

export interface CardFilter {
  companyId: string;
  boardStatus?: BoardStatus;
  ids?: readonly string[];
  categoryIds?: readonly string[];
  assignedTo?: string;
  /** Every word must appear in the subject, the question or the asker's name (ILIKE, trigram-indexed). */
  words?: readonly string[];
  /** The history of an investor, or of a guest's address (case-insensitive). */
  investorId?: string;
  guestEmail?: string;
}

/** A card's searchable text and an investor's name, exactly as their indexes are built. */
const CARD_TEXT = sql.raw(
  `(coalesce(e.subject, '') || ' ' || e.question || ' ' || coalesce(e.guest_first_name, '') || ' ' || coalesce(e.guest_last_name, ''))`,
);
const INVESTOR_NAME = sql.raw(`(fi.first_name || ' ' || fi.last_name)`);

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
  // The expressions are those of the trigram indexes (migration 0026), so each word's match is an
  // index lookup; the asker's name is found among investors first, then their cards by id.
  for (const word of f.words ?? []) {
    const pattern = likePattern(word);
    conditions.push(sql`(${CARD_TEXT} ilike ${pattern}
      or e.investor_id = any(array(select fi.id from investors fi where fi.deleted_at is null
        and ${INVESTOR_NAME} ilike ${pattern})))`);
  }
  return sql.join(conditions, sql` and `);
}

/** Newest first (the board's columns), or oldest first (the home's "waiting longest"). */
export type CardOrder = 'newest' | 'oldest';

/**
 * Both orders walk the column index: oldest first reads it backwards, which is ascending with
 * nulls first, so the ORDER BY must say exactly that for PostgreSQL to use it without a sort.
 */
const ORDER_SQL: Record<CardOrder, SQL> = {
  newest: sql.raw('e.created_at desc nulls last, e.id desc nulls last'),
  oldest: sql.raw('e.created_at asc nulls first, e.id asc nulls first'),
};

/** A plain column page (no filter but the column) is the database's board_column_page. */
const isWholeColumn = (f: CardFilter): f is CardFilter & { boardStatus: BoardStatus } =>
  f.boardStatus !== undefined &&
  !f.ids &&
  !f.investorId &&
  !f.guestEmail &&
  (f.categoryIds?.length ?? 0) === 0 &&
  !f.assignedTo &&
  (f.words?.length ?? 0) === 0;

export interface CardPageRequest {
  limit: number;
  offset: number;
  /** A card's id: the page continues after it (keyset), and `offset` is not used. */
  after?: string | undefined;
}

/**
 * One page of cards, newest (or oldest) first, with the number of cards the filter selects: one
 * statement (a whole column's shared with the other columns asked in the same turn, column-pages.ts).
 * A whole column's total is the count the triggers keep; a filtered list is counted.
 * Without `withTotal` (a list that shows no total, as the home's) nothing is counted.
 */
export async function findCardPage(
  db: Db,
  viewerId: string,
  filter: CardFilter,
  page: CardPageRequest,
  { order = 'newest', withTotal = true }: { order?: CardOrder; withTotal?: boolean } = {},
): Promise<{ rows: CardRow[]; totalItems: number | null }> {
  const json = isWholeColumn(filter)
    ? await loadColumnPage(db, {
        companyId: filter.companyId,
        viewerId,
        boardStatus: filter.boardStatus,
        limit: page.limit,
        offset: page.offset,
        after: page.after ?? null,
        oldest: order === 'oldest',
        withTotal,
      })
    : rowsOf<{ page: ColumnPageJson }>(
        await db.execute(filteredPage(viewerId, filter, page, order, withTotal)),
      )[0]?.page;
  return {
    totalItems: withTotal ? Number(json?.total ?? 0) : null,
    rows: json?.cards ?? [],
  };
}

/** A filtered list's page: its ids from the filter (keyset after a card, else offset), then cards. */
function filteredPage(
  viewerId: string,
  filter: CardFilter,
  page: CardPageRequest,
  order: CardOrder,
  withTotal: boolean,
): SQL {
  const where = filterOf(filter);
  const past = order === 'oldest' ? sql.raw('>') : sql.raw('<');
  // The card named, when it is the company's; otherwise the page number's offset, as
  // board_column_page does.
  const named = sql`(select a.created_at, a.id from enquiries a
    where a.id = ${page.after ?? null}::uuid and a.company_id = ${filter.companyId})`;
  const window = page.after
    ? sql`and (not exists ${named} or (e.created_at, e.id) ${past} ${named})
        order by ${ORDER_SQL[order]} limit ${page.limit}
        offset (case when exists ${named} then 0 else ${page.offset} end)`
    : sql`order by ${ORDER_SQL[order]} limit ${page.limit} offset ${page.offset}`;
  const total = withTotal
    ? sql`(select count(*) from enquiries e where ${where})`
    : sql`null::bigint`;
  return sql`select json_build_object('total', ${total}, 'cards', board_cards(${filter.companyId},
    ${viewerId}, array(select e.id from enquiries e where ${where} ${window}))) as page`;
}

/** Cards by id, in the order of `ids`, as the caller sees them. */
export async function findCards(
  db: Db,
  viewerId: string,
  companyId: string,
  ids: readonly string[],
): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  const result = await db.execute(
    sql`select board_cards(${companyId}, ${viewerId}, ${sql.param([...ids])}::uuid[]) as cards`,
  );
  return rowsOf<{ cards: CardRow[] }>(result)[0]?.cards ?? [];
}
