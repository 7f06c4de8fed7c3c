import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { RegistryTab } from '@quorum/shared';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { toSearchWords } from './search-text';
import type { SearchWords } from './search-text';
import { ITEM_COLUMNS, ITEM_JOINS, itemOf } from './search-rows';
import type { ItemRow } from './search-rows';
import type { RegistryItem } from './types';

export interface RegistryListQuery {
  tab: RegistryTab;
  /** Full text with prefix matching, ranked; null, blank or only stop words lists newest edits first. */
  searchText?: string | null;
  /** The email-extension view: saved (not drafted) questions only, never deleted ones. */
  savedOnly?: boolean;
  limit: number;
  offset: number;
}
export type RegistryFilter = Omit<RegistryListQuery, 'limit' | 'offset'>;

/**
 * How many matches, newest first, are ranked against each other. Ranking every match of a common
 * word in a 100,000-question company means reading tens of thousands of rows for one page; ranking
 * the newest 48 (four pages) keeps a first page to a few hundred. Matches come in blocks of this
 * size, newest block first, best match first within a block (a question match above a match only
 * in the response). A search with fewer matches than this is ranked as a whole.
 */
export const SEARCH_RANK_BLOCK = 48;

/**
 * One page of a company's registry for a tab. Without search: newest edit first, and totalItems is
 * exact. With search: ranked within blocks (see SEARCH_RANK_BLOCK), and totalItems is exact when
 * the matches end within this page's block; otherwise it is the block's end plus one, a lower
 * bound that says "more to load" (the screen uses it for nothing else) without counting every
 * match of a common word.
 */
export async function findRegistryPage(
  db: Db,
  companyId: string,
  q: RegistryListQuery,
): Promise<{ items: RegistryItem[]; totalItems: number }> {
  const search = toSearchWords(q.searchText);
  return search === null ? listPage(db, companyId, q) : searchPage(db, companyId, q, search);
}

/** Every id the tab and search select, newest edit first (the bulk bar's "Select all"). */
export async function findRegistryIds(
  db: Db,
  companyId: string,
  q: RegistryFilter,
): Promise<string[]> {
  const search = toSearchWords(q.searchText);
  const result = await db.execute(sql`
    select id from question_registries
    where ${filterOf(companyId, q, search?.query ?? null)}
    order by last_edited_at desc nulls last, id`);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

export interface RegistryTabCounts {
  total: number;
  starred: number;
  drafted: number;
  deleted: number;
}

/**
 * The tab badges, from the counts the triggers keep (migration 0005): one row, however many
 * questions. total counts every question not deleted, drafts included.
 */
export async function countRegistryTabs(db: Db, companyId: string): Promise<RegistryTabCounts> {
  const result = await db.execute(sql`
    select total, starred, drafted, deleted from question_registry_counts
    where company_id = ${companyId}`);
  const [row] = rowsOf<RegistryTabCounts>(result);
  return row
    ? {
        total: Number(row.total),
        starred: Number(row.starred),
        drafted: Number(row.drafted),
        deleted: Number(row.deleted),
      }
    : { total: 0, starred: 0, drafted: 0, deleted: 0 };
}

/**
 * Newest edit first, walking the tab's own index; the total comes from the kept counts. In a
 * database function (migration 0005) because planning this query cost more than running it.
 */
async function listPage(db: Db, companyId: string, q: RegistryListQuery) {
  const result = await db.execute(sql`
    select * from question_registry_list_page(${companyId}, ${q.tab}, ${Boolean(q.savedOnly)},
      ${q.limit}, ${q.offset})`);
  const rows = rowsOf<ItemRow & { total_items: string | number }>(result);
  return {
    totalItems: Number(rows[0]?.total_items ?? 0),
    items: rows.filter((row) => row.id !== null).map(itemOf),
  };
}

/**
 * How many of the newest live questions a search walks by signature, in the live list index
 * without reading their rows, when its words are common enough to fill a block among them; rarer
 * words are read from the full-text index instead. See question_registry_search_page (migration
 * 0005). Either way a first page costs a few thousand index entries or rows, not every match.
 */
export const SEARCH_SIGNATURE_SCAN = 8_000;

/** A page of search results with their people. */
async function searchPage(db: Db, companyId: string, q: RegistryListQuery, search: SearchWords) {
  const { query } = search;
  const blockEnd = Math.ceil((q.offset + q.limit) / SEARCH_RANK_BLOCK) * SEARCH_RANK_BLOCK;
  const result = await db.execute(
    q.tab === 'all'
      ? livePage(companyId, q, search, blockEnd + 1)
      : tabPage(companyId, q, query, blockEnd + 1),
  );
  const rows = rowsOf<ItemRow & { matched: string | number }>(result);
  if (rows[0]) return { totalItems: Number(rows[0].matched), items: rows.map(itemOf) };
  const totalItems = q.offset > 0 ? await countMatches(db, companyId, q, query, blockEnd + 1) : 0;
  return { totalItems, items: [] };
}

/**
 * The live tab's page: a database function (migration 0005) that picks the cheaper way in and
 * keeps its plans for the session.
 */
function livePage(
  companyId: string,
  q: RegistryListQuery,
  search: SearchWords,
  wanted: number,
): SQL {
  return sql`select * from question_registry_search_page(${companyId}, ${search.query}, ${search.words},
    ${Boolean(q.savedOnly)}, ${wanted}, ${SEARCH_RANK_BLOCK}, ${q.limit}, ${q.offset},
    ${SEARCH_SIGNATURE_SCAN})`;
}

/**
 * Another tab's page, the same ranking in plain SQL: the tab's first `wanted` matches, newest
 * first, found the way PostgreSQL chooses (its list index for a common word, the full-text index
 * for a rare one), ranked within their blocks.
 */
function tabPage(companyId: string, q: RegistryListQuery, query: string, wanted: number): SQL {
  return sql`
    select page.matched, ${ITEM_COLUMNS}
    from (
      select id, matched, block_number, rank, last_edited_at from (
        select id, last_edited_at,
          count(*) over () as matched,
          (row_number() over (order by last_edited_at desc nulls last, id) - 1) / ${SEARCH_RANK_BLOCK} as block_number,
          ts_rank(search, to_tsquery('english', ${query})) as rank
        from (
          select id, last_edited_at, search from question_registries
          where ${filterOf(companyId, q, query)}
          order by last_edited_at desc nulls last, id
          limit ${wanted}
        ) newest
      ) ranked
      order by block_number, rank desc, last_edited_at desc nulls last, id
      limit ${q.limit} offset ${q.offset}
    ) page
    join question_registries r on r.company_id = ${companyId} and r.id = page.id
    ${ITEM_JOINS}
    order by page.block_number, page.rank desc, page.last_edited_at desc nulls last, page.id`;
}

/** For a page past the last match: how many there are, counting no further than `cap`. */
async function countMatches(
  db: Db,
  companyId: string,
  q: RegistryFilter,
  query: string,
  cap: number,
): Promise<number> {
  const result = await db.execute(sql`
    select count(*) as n from (
      select 1 from question_registries where ${filterOf(companyId, q, query)} limit ${cap}
    ) capped`);
  return Number(rowsOf<{ n: string | number }>(result)[0]?.n ?? 0);
}

/**
 * The company, the tab and the words. The tab conditions are written exactly as the partial
 * indexes' predicates (migration 0005), so PostgreSQL can use them.
 */
function filterOf(companyId: string, q: RegistryFilter, query: string | null): SQL {
  const conditions: SQL[] = [sql`company_id = ${companyId}`, sql.raw(TAB_CONDITIONS[q.tab])];
  if (q.savedOnly) conditions.push(sql.raw('not drafted and deleted_at is null'));
  if (query !== null) conditions.push(sql`search @@ to_tsquery('english', ${query})`);
  return sql.join(conditions, sql` and `);
}

const TAB_CONDITIONS: Record<RegistryTab, string> = {
  all: 'deleted_at is null',
  drafts: 'drafted and deleted_at is null',
  starred: 'starred and deleted_at is null',
  deleted: 'deleted_at is not null',
};
