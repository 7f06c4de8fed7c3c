// Seeds the registry benchmark's database: 1,000,000 questions in the demo company (the one the
// benchmark signs in to), the scale issue 17 asks a search to answer at. The product must have
// migrated the database and seeded its demo company first. The text is made in SQL by INSERT …
// SELECT over generate_series (no row leaves the server): questions and answer sentences are drawn
// from pools built once, their content words by Zipf's law over vocabulary.mjs, so word
// frequencies span common to very rare. setseed makes the text the same on every seed; deletion
// times follow the day of seeding (the purge job removes questions deleted over 60 days ago). The
// table's secondary indexes are dropped for the load and rebuilt after it.
import pg from 'pg';
import { FUNCTION_WORDS, QUESTION_OPENINGS, contentWords } from './vocabulary.mjs';

export const SEED_VERSION = 'registry-4-one-company';
export const TOTAL_ROWS = 1_000_000;
export const COMPANIES = 1;
export const BIG_COMPANY_ROWS = TOTAL_ROWS;
const DEMO_EMAIL = 'demo@quorum.dev';
/** Zipf flattening: the commonest word lands in about 40% of answers rather than all of them. */
const ZIPF_OFFSET = 8;
/** Distinct questions and answer sentences the rows are made of (each question used about 4 times). */
const CONTENT_WORDS = contentWords();
const QUESTION_POOL = 250_000;
const SENTENCE_POOL = 400_000;

/** Whether this database already holds this version of the benchmark's rows. */
export async function isSeeded(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: found } = await client.query(
      `SELECT to_regclass('bench_registry_seed') IS NOT NULL AS present`,
    );
    if (!found[0].present) return false;
    const { rows: seeds } = await client.query('SELECT version FROM bench_registry_seed');
    return seeds.some((row) => row.version === SEED_VERSION);
  } finally {
    await client.end();
  }
}

/** `count` runs of words, each `low`–`high` long, `functionShare` of them function words. */
const wordRuns = (table, count, low, high, functionShare) => `
  CREATE TEMP TABLE ${table} AS
  SELECT p, string_agg(CASE WHEN r.function_word THEN f.word ELSE c.word END, ' ' ORDER BY r.k) AS text
  FROM generate_series(1, ${count}) p
  CROSS JOIN LATERAL generate_series(1, ${low} + floor(random() * ${high - low + 1})::int + 0 * p) k
  CROSS JOIN LATERAL (
    SELECT k, random() < ${functionShare} AS function_word,
      floor(random() * ${FUNCTION_WORDS.length})::int AS f,
      floor(${ZIPF_OFFSET} * power(${(CONTENT_WORDS.length + ZIPF_OFFSET) / ZIPF_OFFSET}, random()) - ${ZIPF_OFFSET})::int AS c
  ) r
  JOIN bench_function_words f ON f.i = r.f
  JOIN bench_content_words c ON c.i = r.c
  GROUP BY p`;

export async function seedRegistryBench(databaseUrl, log = console.log) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = Date.now();
    const seconds = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
    const demo = await client.query(
      `SELECT m.company_id, u.id AS user_id FROM users u
         JOIN company_members m ON m.user_id = u.id WHERE u.email = $1 LIMIT 1`,
      [DEMO_EMAIL],
    );
    if (!demo.rows[0])
      throw new Error('The demo company is missing: start the product once first.');
    const { company_id: company, user_id: user } = demo.rows[0];
    await client.query(`SET work_mem = '256MB'`);
    await client.query(`SET maintenance_work_mem = '1GB'`);
    await client.query('SELECT setseed(0.20261101)');
    await client.query(
      `CREATE TEMP TABLE bench_content_words AS
         SELECT (ordinality - 1)::int AS i, word FROM unnest($1::text[]) WITH ORDINALITY AS t(word)`,
      [CONTENT_WORDS],
    );
    await client.query(
      `CREATE TEMP TABLE bench_function_words AS
         SELECT (ordinality - 1)::int AS i, word FROM unnest($1::text[]) WITH ORDINALITY AS t(word)`,
      [FUNCTION_WORDS],
    );
    await client.query(
      `CREATE TEMP TABLE bench_openings AS
         SELECT (ordinality - 1)::int AS i, word FROM unnest($1::text[]) WITH ORDINALITY AS t(word)`,
      [QUESTION_OPENINGS],
    );
    await client.query('ANALYZE bench_content_words; ANALYZE bench_function_words');
    await client.query(wordRuns('bench_question_words', QUESTION_POOL, 4, 12, 0.3));
    await client.query(wordRuns('bench_sentences', SENTENCE_POOL, 8, 20, 0.4));
    await client.query(`
      CREATE TEMP TABLE bench_questions AS
      SELECT q.p - 1 AS i, o.word || ' ' || q.text || '?' AS text
      FROM bench_question_words q
      JOIN bench_openings o ON o.i = (q.p * 7) % ${QUESTION_OPENINGS.length};
      CREATE UNIQUE INDEX ON bench_questions (i);
      CREATE TEMP TABLE bench_sentences_i AS
      SELECT p - 1 AS i, upper(left(text, 1)) || substr(text, 2) || '.' AS text FROM bench_sentences;
      CREATE UNIQUE INDEX ON bench_sentences_i (i);
      ANALYZE bench_questions; ANALYZE bench_sentences_i;`);
    log(`word pools ready (${seconds()})`);
    const { rows: indexes } = await client.query(
      `SELECT indexname, indexdef FROM pg_indexes
        WHERE tablename = 'question_registries' AND indexname NOT IN (
          SELECT conname FROM pg_constraint WHERE conrelid = 'question_registries'::regclass)`,
    );
    for (const index of indexes) await client.query(`DROP INDEX ${index.indexname}`);
    log(`inserting ${TOTAL_ROWS.toLocaleString()} questions (${seconds()})…`);
    // Creation times over three years, oldest first; 30% edited up to 200 days later; 10% drafts
    // (half of them with no answer yet), 8% starred, 5% deleted within the last 55 days.
    await client.query(`
      INSERT INTO question_registries (id, company_id, question, response, drafted, starred,
        deleted_at, last_edited_at, last_update_by, created_at, updated_at)
      SELECT gen_random_uuid(), '${company}', q.text,
        CASE WHEN a.drafted AND a.empty THEN '' ELSE (
          SELECT string_agg(s.text, ' ' ORDER BY k) FROM generate_series(0, a.sentences - 1) k
          JOIN bench_sentences_i s ON s.i = (g::int8 * 7919 + k * 104729) % ${SENTENCE_POOL}
        ) END,
        a.drafted, a.starred,
        CASE WHEN a.deleted THEN now() - random() * interval '55 days' END,
        a.created + CASE WHEN a.edited THEN random() * interval '200 days' ELSE interval '0' END,
        '${user}', a.created, a.created
      FROM generate_series(1, ${TOTAL_ROWS}) g
      JOIN bench_questions q ON q.i = (g::int8 * 2654435761) % ${QUESTION_POOL}
      CROSS JOIN LATERAL (
        SELECT timestamptz '2023-11-01' + (g::float8 / ${TOTAL_ROWS}) * interval '1095 days' AS created,
          random() < 0.3 + 0 * g AS edited, random() < 0.1 AS drafted, random() < 0.5 AS empty,
          random() < 0.08 AS starred, random() < 0.05 AS deleted, 1 + floor(random() * 4)::int AS sentences
      ) a`);
    log(`rebuilding ${indexes.length} indexes (${seconds()})…`);
    // A partitioned table's definitions read `ON ONLY`, which would build the parent's alone.
    for (const index of indexes) {
      await client.query(index.indexdef.replace(' ON ONLY ', ' ON '));
    }
    await client.query('VACUUM (ANALYZE) question_registries');
    await client.query(
      `CREATE TABLE IF NOT EXISTS bench_registry_seed (version text PRIMARY KEY, seeded_at timestamptz NOT NULL DEFAULT now());
       INSERT INTO bench_registry_seed (version) VALUES ('${SEED_VERSION}')`,
    );
    log(`seeded in ${seconds()}.`);
  } finally {
    await client.end();
  }
}
