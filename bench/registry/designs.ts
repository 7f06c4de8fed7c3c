// The registry search designs issue 17 compares, as the statement each runs for a search's first
// page (12 questions ranked among the newest 49 matches, with their people), on the same kept
// database. Each takes the search as search-text.ts makes it: `query` (every word a prefix, all
// required, for to_tsquery) and `words` (the same words, spaces between).
//
// b. the weighted tsvector (question A, response B) and its GIN index, prefix to_tsquery; ranked
//    phrase, then all words, then prefixes, then ts_rank.
// c. pg_trgm alone: every word's similarity to the question (threshold 0.5), its GIN trigram
//    index; ranked by the words' similarity to the question.
// d. b, then c for what b leaves of the block, in one statement whose trigram half runs only when
//    the words match fewer than that.
// e. the API's (features/registry/search.ts, migration 0030): one PL/pgSQL function, its plans kept
//    a session. The words spelled out from the company's lexicon as exact lexemes; their newest
//    matches by migration 0005's Bloom signatures in the live list index when they are common, else
//    the GIN index; ranked as b; typos by the lexemes most like each word (pg_trgm over the lexicon,
//    not over the questions). Design a, the signatures' function before it, was retired with it:
//    bench/results/2026-11-28-registry-designs.md has a beside b–d.
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { ITEM_COLUMNS, ITEM_JOINS } from '../../apps/api/src/features/registry/search-rows';
import {
  allWordsQuery,
  fuzzyRank,
  matchTier,
  matchesFuzzily,
  matchesText,
  textRank,
} from './plain-sql';
import { searchStatement } from '../../apps/api/src/features/registry/search';
import type { SearchWords } from '../../apps/api/src/features/registry/search-text';

export const PAGE = 12;
export const WANTED = 49;
const BLOCK = 48;
/** The session setting db/client.ts gives the API's connections. */
export const SESSION_OPTIONS = '-c pg_trgm.word_similarity_threshold=0.5';

/** The page of `ranked(id, last_edited_at, tier, rank)`'s best, with their rows and people. */
const pageOf = (company: string, ranked: SQL) => sql`
  select page.matched, ${ITEM_COLUMNS}
  from (
    select m.*, count(*) over () as matched from (${ranked}) m
    order by m.tier, m.rank desc, m.last_edited_at desc nulls last, m.id
    limit ${PAGE}
  ) page
  join question_registries r on r.company_id = ${company} and r.id = page.id
  ${ITEM_JOINS}
  order by page.tier, page.rank desc, page.last_edited_at desc nulls last, page.id`;

/** d: the API's statement as it was before e, the words' matches from the GIN index or list walk. */
function plainCombined(
  company: string,
  q: { tab: 'all'; limit: number; offset: number },
  search: SearchWords,
  wanted: number,
): SQL {
  const words = allWordsQuery(search);
  return sql`
    with text_matches as (
      select n.id, n.last_edited_at, ${matchTier(search, 'n')} as tier, ${textRank(words, 'n')} as rank
      from (
        select r.id, r.last_edited_at, r.search from question_registries r
        where ${live(company)} and ${matchesText(words)}
        order by r.last_edited_at desc nulls last, r.id
        limit ${wanted}
      ) n
    ),
    fuzzy_matches as (
      select r.id, r.last_edited_at, 3 as tier, ${fuzzyRank(search)} as rank
      from question_registries r
      where (select count(*) from text_matches) < ${wanted}
        and ${live(company)} and ${matchesFuzzily(search)} and not ${matchesText(words)}
      order by r.last_edited_at desc nulls last, r.id
      limit ${wanted} - (select count(*) from text_matches)
    ),
    blocks as (
      select m.*, count(*) over () as matched,
        (row_number() over (order by m.tier = 3, m.last_edited_at desc nulls last, m.id) - 1) / ${BLOCK} as block_number
      from (select * from text_matches union all select * from fuzzy_matches) m
    )
    select page.matched, ${ITEM_COLUMNS}
    from (
      select * from blocks
      order by block_number, tier, rank desc, last_edited_at desc nulls last, id
      limit ${q.limit} offset ${q.offset}
    ) page
    join question_registries r on r.company_id = ${company} and r.id = page.id
    ${ITEM_JOINS}
    order by page.block_number, page.tier, page.rank desc, page.last_edited_at desc nulls last, page.id`;
}

const live = (company: string) => sql`r.company_id = ${company} and r.deleted_at is null`;

type Design = (company: string, search: SearchWords) => SQL;

const ALL_DESIGNS: Record<string, Design> = {
  'b. tsvector + GIN': (company, search) =>
    pageOf(
      company,
      sql`select n.id, n.last_edited_at, ${matchTier(search, 'n')} as tier,
        ${textRank(allWordsQuery(search), 'n')} as rank
      from (
        select r.id, r.last_edited_at, r.search from question_registries r
        where ${live(company)} and ${matchesText(allWordsQuery(search))}
        order by r.last_edited_at desc nulls last, r.id limit ${WANTED}
      ) n`,
    ),
  'c. pg_trgm + GIN': (company, search) =>
    pageOf(
      company,
      sql`select n.id, n.last_edited_at, 0 as tier, ${fuzzyRank(search, 'n')} as rank
      from (
        select r.id, r.last_edited_at, r.question from question_registries r
        where ${live(company)} and ${matchesFuzzily(search)}
        order by r.last_edited_at desc nulls last, r.id limit ${WANTED}
      ) n`,
    ),
  'd. tsvector, then pg_trgm': (company, search) =>
    plainCombined(company, { tab: 'all', limit: PAGE, offset: 0 }, search, WANTED),
  'e. lexicon + signatures (the API)': (company, search) =>
    searchStatement(company, { tab: 'all', limit: PAGE, offset: 0 }, search),
};

/** REGISTRY_DESIGNS=b,e measures only those (by their letters); every design by default. */
const chosen = process.env.REGISTRY_DESIGNS?.split(',');
export const DESIGNS = Object.fromEntries(
  Object.entries(ALL_DESIGNS).filter(([name]) => !chosen || chosen.includes(name[0]!)),
);

const dialect = new PgDialect();
/** The statement's text and parameters, as node-postgres takes them. */
export const statementOf = (query: SQL) => {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { text, values: params };
};
