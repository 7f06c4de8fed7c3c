import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { RegistryTab } from '@quorum/shared';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { toSearchWords } from './search-text';
import type { SearchWords } from './search-text';
import { itemOf } from './search-rows';
import type { ItemRow } from './search-rows';
import type { RegistryItem } from './types';

export interface RegistryListQuery {
  tab: RegistryTab;
  /**
   * Full text with prefix matching, then typo-tolerant (trigram) matching, ranked; null, blank or
   * only stop words lists newest edits first.
   */
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

/**
 * Every id the tab and search select, newest edit first (the bulk bar's "Select all"): the words'
 * matches and the questions like them, every one paging through the search would show.
 */
export async function findRegistryIds(
  db: Db,
  companyId: string,
  q: RegistryFilter,
): Promise<string[]> {
  const search = toSearchWords(q.searchText);
  const result = await db.execute(sql`
    select r.id from question_registries r
    where ${filterOf(companyId, q)} ${search === null ? sql`` : sql`and ${anyMatch(companyId, search)}`}
    order by r.last_edited_at desc nulls last, r.id`);
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
  return pageOf(rows, rows[0]?.total_items);
}

/** A page from a page function's rows: each carries the count; an empty page is one row, no id. */
const pageOf = (rows: ItemRow[], count: string | number | undefined) => ({
  totalItems: Number(count ?? 0),
  items: rows.filter((row) => row.id !== null).map(itemOf),
});

/**
 * How many of the newest live questions the live tab's search walks by signature (migration 0005),
 * in the live list index without reading their rows, when its words are common enough to fill a
 * block among them; rarer words are read from the full-text index.
 */
export const SEARCH_SIGNATURE_SCAN = 8_000;

/**
 * A page of search results with their people: migration 0030's question_registry_search, one
 * function whose statements are planned once a session. The words, each spelled out from the
 * company's lexicon as the lexemes it begins, find their newest matches, a block at a time (the
 * live tab walks its signatures when the words are common, measured cheaper than the full-text
 * index for them, bench/results/2026-11-28-registry.md); within a block the words as a phrase
 * rank first, then all of them, then as prefixes. Only when they match fewer than a block do
 * questions holding a word like each misspelt one follow ("dividnd" finds "dividend").
 */
async function searchPage(db: Db, companyId: string, q: RegistryListQuery, search: SearchWords) {
  const result = await db.execute(searchStatement(companyId, q, search));
  const rows = rowsOf<ItemRow & { matched: string | number }>(result);
  return pageOf(rows, rows[0]?.matched);
}

/** The search page's statement (exported for the benchmark's EXPLAIN and side-by-side run). */
export const searchStatement = (
  companyId: string,
  q: RegistryListQuery,
  search: SearchWords,
): SQL => sql`
  select * from question_registry_search(${companyId}, ${q.tab}, ${search.words},
    ${Boolean(q.savedOnly)}, ${q.limit}, ${q.offset}, ${SEARCH_RANK_BLOCK}, ${SEARCH_SIGNATURE_SCAN})`;

/**
 * A match of the words or, below them in the ranking, of words like them (typos): the lexicon's
 * two queries, each worked out once for the statement.
 */
const anyMatch = (companyId: string, search: SearchWords): SQL => sql`(
  r.search @@ (select s.query from question_registry_search_query(${companyId}, ${search.words}, false) s)
  or r.search @@ (select s.query from question_registry_search_query(${companyId}, ${search.words}, true) s))`;

/**
 * The company and the tab, for a query whose registry row is `r`. The tab conditions are written
 * exactly as the partial list indexes' predicates, so PostgreSQL can use them.
 */
function filterOf(companyId: string, q: RegistryFilter): SQL {
  const conditions: SQL[] = [sql`r.company_id = ${companyId}`, sql.raw(TAB_CONDITIONS[q.tab])];
  if (q.savedOnly) conditions.push(sql.raw('not r.drafted and r.deleted_at is null'));
  return sql.join(conditions, sql` and `);
}

/** question_registry_newest_matches (migration 0032) restates these in SQL: change both together. */
const TAB_CONDITIONS: Record<RegistryTab, string> = {
  all: 'r.deleted_at is null',
  drafts: 'r.drafted and r.deleted_at is null',
  starred: 'r.starred and r.deleted_at is null',
  deleted: 'r.deleted_at is not null',
};
