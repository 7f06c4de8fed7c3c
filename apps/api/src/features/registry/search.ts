import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { RegistryTab } from '@quorum/shared';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { toSearchWords } from './search-text';
import type { SearchWords } from './search-text';
import { ITEM_COLUMNS, ITEM_JOINS, itemOf } from './search-rows';
import {
  allWordsQuery,
  fuzzyRank,
  matchTier,
  matchesFuzzily,
  matchesText,
  textRank,
} from './search-match';
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
    where ${filterOf(companyId, q)} ${search === null ? sql`` : sql`and ${anyMatch(search)}`}
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
  return {
    totalItems: Number(rows[0]?.total_items ?? 0),
    items: rows.filter((row) => row.id !== null).map(itemOf),
  };
}

/**
 * How many of the newest live questions the live tab's search walks by signature (migration 0005's
 * question_registry_search_page), in the live list index without reading their rows, when its words
 * are common enough to fill a block among them; rarer words are read from the full-text index.
 */
export const SEARCH_SIGNATURE_SCAN = 8_000;

/**
 * A page of search results with their people, in one statement (search-match.ts has the pieces).
 * The words' matches, newest first, stop at the block's end: on the live tab found by migration
 * 0005's signature function (measured cheaper than the plain GIN index for words of middling
 * frequency, bench/results/2026-11-28-registry.md), on the other tabs by their list index or the
 * GIN index as the planner judges. Only when the words match fewer than that are the question's
 * trigrams asked for misspellings ("dividnd" finds "dividend"), which rank below every match of
 * the words. Within a block: the words as a phrase, then all the words, then all of them as
 * prefixes, then by similarity; ts_rank (question above response) or word similarity within each.
 */
async function searchPage(db: Db, companyId: string, q: RegistryListQuery, search: SearchWords) {
  const blockEnd = Math.ceil((q.offset + q.limit) / SEARCH_RANK_BLOCK) * SEARCH_RANK_BLOCK;
  const result = await db.execute(rankedPage(companyId, q, search, blockEnd + 1));
  const rows = rowsOf<ItemRow & { matched: string | number }>(result);
  if (rows[0]) return { totalItems: Number(rows[0].matched), items: rows.map(itemOf) };
  const totalItems = q.offset > 0 ? await countMatches(db, companyId, q, search, blockEnd + 1) : 0;
  return { totalItems, items: [] };
}

/** The newest `wanted` matches of the words, `r` their rows. */
function newestMatches(
  companyId: string,
  q: RegistryListQuery,
  search: SearchWords,
  wanted: number,
): SQL {
  if (q.tab === 'all') {
    return sql`
      select r.id, r.last_edited_at, r.search
      from question_registry_search_page(${companyId}, ${search.query}, ${search.words},
        ${Boolean(q.savedOnly)}, ${wanted}, ${SEARCH_RANK_BLOCK}, ${wanted}, 0,
        ${SEARCH_SIGNATURE_SCAN}) found
      join question_registries r on r.company_id = ${companyId} and r.id = found.id`;
  }
  return sql`
    select r.id, r.last_edited_at, r.search from question_registries r
    where ${filterOf(companyId, q)} and ${matchesText(allWordsQuery(search))}
    order by r.last_edited_at desc nulls last, r.id
    limit ${wanted}`;
}

/** The search page's statement (exported for the benchmark's EXPLAIN and side-by-side run). */
export function rankedPage(
  companyId: string,
  q: RegistryListQuery,
  search: SearchWords,
  wanted: number,
): SQL {
  const words = allWordsQuery(search);
  return sql`
    with text_matches as (
      select n.id, n.last_edited_at, ${matchTier(search, 'n')} as tier, ${textRank(words, 'n')} as rank
      from (${newestMatches(companyId, q, search, wanted)}) n
    ),
    fuzzy_matches as (
      select r.id, r.last_edited_at, 3 as tier, ${fuzzyRank(search)} as rank
      from question_registries r
      where (select count(*) from text_matches) < ${wanted}
        and ${filterOf(companyId, q)} and ${matchesFuzzily(search)} and not ${matchesText(words)}
      order by r.last_edited_at desc nulls last, r.id
      limit ${wanted} - (select count(*) from text_matches)
    ),
    blocks as (
      select m.*, count(*) over () as matched,
        (row_number() over (order by m.tier = 3, m.last_edited_at desc nulls last, m.id) - 1) / ${SEARCH_RANK_BLOCK} as block_number
      from (select * from text_matches union all select * from fuzzy_matches) m
    )
    select page.matched, ${ITEM_COLUMNS}
    from (
      select * from blocks
      order by block_number, tier, rank desc, last_edited_at desc nulls last, id
      limit ${q.limit} offset ${q.offset}
    ) page
    join question_registries r on r.company_id = ${companyId} and r.id = page.id
    ${ITEM_JOINS}
    order by page.block_number, page.tier, page.rank desc, page.last_edited_at desc nulls last, page.id`;
}

/** For a page past the last match: how many there are, counting no further than `cap`. */
async function countMatches(
  db: Db,
  companyId: string,
  q: RegistryFilter,
  search: SearchWords,
  cap: number,
): Promise<number> {
  const result = await db.execute(sql`
    select count(*) as n from (
      select 1 from question_registries r
      where ${filterOf(companyId, q)} and ${anyMatch(search)} limit ${cap}
    ) capped`);
  return Number(rowsOf<{ n: string | number }>(result)[0]?.n ?? 0);
}

/** A match of the words or, below them in the ranking, a question like them (typos). */
const anyMatch = (search: SearchWords): SQL =>
  sql`(${matchesText(allWordsQuery(search))} or ${matchesFuzzily(search)})`;

/**
 * The company and the tab, for a query whose registry row is `r`. The tab conditions are written
 * exactly as the partial list indexes' predicates, so PostgreSQL can use them.
 */
function filterOf(companyId: string, q: RegistryFilter): SQL {
  const conditions: SQL[] = [sql`r.company_id = ${companyId}`, sql.raw(TAB_CONDITIONS[q.tab])];
  if (q.savedOnly) conditions.push(sql.raw('not r.drafted and r.deleted_at is null'));
  return sql.join(conditions, sql` and `);
}

const TAB_CONDITIONS: Record<RegistryTab, string> = {
  all: 'r.deleted_at is null',
  drafts: 'r.drafted and r.deleted_at is null',
  starred: 'r.starred and r.deleted_at is null',
  deleted: 'r.deleted_at is not null',
};
