import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { SearchWords } from '../../apps/api/src/features/registry/search-text';

/**
 * How a registry question matches words in the plain-SQL designs the benchmark measures beside the
 * API's (designs.ts b–d). `r` is the question_registries row.
 *
 * The stored weighted tsvector `search` (migration 0005: question weight A, response B, 'english'
 * stemming) with its GIN index answers the words; the question's trigram GIN index (built by
 * database.mjs for the benchmark alone, pg_trgm) answers a misspelling by word similarity.
 */

/** Every word a prefix, all required: the words' match (`dividend:* & polic:*`). */
export const allWordsQuery = (words: SearchWords): SQL =>
  sql`to_tsquery('english', ${words.query})`;

/** The row's words match the query (the GIN index serves it). */
export const matchesText = (query: SQL, row = 'r'): SQL => sql`${sql.raw(row)}.search @@ ${query}`;

/**
 * The row's question holds something like each word despite typos: word similarity of every word
 * to the question at least pg_trgm's threshold (0.5, set for every session in db/client.ts). Each
 * word on its own, so "dividend audit" does not match a question about the dividend alone.
 */
export const matchesFuzzily = (words: SearchWords, row = 'r'): SQL =>
  sql`(${sql.join(
    words.words.split(' ').map((word) => sql`${sql.raw(row)}.question %> ${word}`),
    sql` and `,
  )})`;

/**
 * How well the row matches, best first when sorted ascending: 0 the words as a phrase, 1 all the
 * words, 2 all of them as prefixes, 3 only by similarity (typos).
 */
export const matchTier = (words: SearchWords, row = 'r'): SQL => sql`case
  when ${sql.raw(row)}.search @@ phraseto_tsquery('english', ${words.words}) then 0
  when ${sql.raw(row)}.search @@ plainto_tsquery('english', ${words.words}) then 1
  when ${sql.raw(row)}.search @@ to_tsquery('english', ${words.query}) then 2
  else 3 end`;

/** Full-text relevance within a tier (question words weigh more than response words). */
export const textRank = (query: SQL, row = 'r'): SQL =>
  sql`ts_rank(${sql.raw(row)}.search, ${query})`;

/** Similarity of the words to the row's question, 0 to 1, for ranking fuzzy matches. */
export const fuzzyRank = (words: SearchWords, row = 'r'): SQL =>
  sql`word_similarity(${words.words}, ${sql.raw(row)}.question)`;
