// Seeds a board benchmark database: `demoEnquiries` (10,000 or 100,000) in the demo company (the one
// the benchmark signs in to) spread over the four columns, with categories, assignees, replies, drafts and reads,
// plus 20,000 in twenty other companies so the demo company's rows are not the whole table. The
// product must have migrated the database and seeded its demo company first. All in SQL
// (generate_series), so seeding takes seconds; the same SEED_VERSION gives the same shape of data.
import pg from 'pg';

export const SEED_VERSION = 'board-3';
/** The demo company's sizes the benchmark measures: the cost of a first page must not grow with it. */
export const DEMO_SIZES = [10_000, 100_000];
export const OTHER_COMPANIES = 20;
export const OTHER_ENQUIRIES_EACH = 1_000;
const DEMO_EMAIL = 'demo@quorum.dev';
const EXTRA_MEMBERS = 4;
const CATEGORIES = ['Dividends', 'AGM', 'Guidance', 'Drilling', 'Capital raise', 'Governance'];
const INVESTORS = 3_000;

/**
 * The columns' shares of a company's cards (a board a year into use: most questions answered),
 * as cumulative thresholds on i % 100.
 */
const COLUMN_SQL = `CASE
  WHEN i % 100 < 15 THEN 'outstanding'
  WHEN i % 100 < 25 THEN 'drafted'
  WHEN i % 100 < 75 THEN 'resolved'
  ELSE 'archived' END`;

/** A UUID v7 as the app makes them, from a time: the time in its first 48 bits. */
const uuidV7 = (time, salt) => `(
  substr(lpad(to_hex((extract(epoch FROM ${time}) * 1000)::bigint), 12, '0'), 1, 8) || '-' ||
  substr(lpad(to_hex((extract(epoch FROM ${time}) * 1000)::bigint), 12, '0'), 9, 4) || '-7' ||
  substr(md5(${salt}), 1, 3) || '-8' || substr(md5(${salt}), 4, 3) || '-' || substr(md5(${salt}), 7, 12)
)::uuid`;

async function demoCompany(client) {
  const { rows } = await client.query(
    `SELECT m.company_id, u.id AS user_id FROM users u
       JOIN company_members m ON m.user_id = u.id
      WHERE u.email = $1 LIMIT 1`,
    [DEMO_EMAIL],
  );
  if (!rows[0]) throw new Error('The demo company is missing: start the product once first.');
  return { companyId: rows[0].company_id, userId: rows[0].user_id };
}

/** Four more team members in the demo company (assignees), and the other companies with theirs. */
async function makePeople(client, demo) {
  await client.query(`
    INSERT INTO users (id, email, first_name, last_name, accepted_t_and_c, verified_at)
    SELECT gen_random_uuid(), 'board-bench-' || i || '@bench.invalid', 'Bench', 'Person ' || i, true, now()
      FROM generate_series(1, ${OTHER_COMPANIES + EXTRA_MEMBERS}) i;
    INSERT INTO company_members (company_id, user_id, role)
    SELECT '${demo.companyId}', u.id, 'member' FROM users u
     WHERE u.email IN (${Array.from({ length: EXTRA_MEMBERS }, (_, k) => `'board-bench-${OTHER_COMPANIES + k + 1}@bench.invalid'`).join(', ')});
    INSERT INTO companies (id, user_id, legal_business_name, abn, asx_code)
    SELECT gen_random_uuid(), u.id, 'Board Bench ' || i || ' Ltd', '12345678901', 'Q' || lpad(i::text, 4, '0')
      FROM generate_series(1, ${OTHER_COMPANIES}) i
      JOIN users u ON u.email = 'board-bench-' || i || '@bench.invalid';
    INSERT INTO company_members (company_id, user_id, role, company_creator)
    SELECT c.id, c.user_id, 'admin', true FROM companies c WHERE c.asx_code LIKE 'Q____';
  `);
}

/** Investors who follow every company; every tenth of the demo company's questions is a guest's. */
async function makeInvestors(client) {
  await client.query(`
    INSERT INTO investors (id, email, first_name, last_name, user_name, deleted_at)
    SELECT gen_random_uuid(), 'investor-' || i || '@bench.invalid', 'Investor', 'Number ' || i,
           'investor' || i, CASE WHEN i % 200 = 0 THEN now() END
      FROM generate_series(1, ${INVESTORS}) i;
    INSERT INTO investor_companies (investor_id, company_id, removed_at)
    SELECT v.id, c.id, CASE WHEN v.email LIKE '%97@bench.invalid' THEN now() END
      FROM investors v CROSS JOIN companies c
     WHERE v.email LIKE 'investor-%@bench.invalid';
  `);
}

/** A company's enquiries: `count` of them over two years up to now, newest last. */
function enquiriesSql(companyFilter, count) {
  const created = `(now() - interval '730 days' * (1 - i::float / ${count}))`;
  return `
    WITH c AS (SELECT id FROM companies WHERE ${companyFilter}),
    v AS (SELECT array_agg(id ORDER BY email) AS ids FROM investors WHERE email LIKE 'investor-%@bench.invalid'),
    u AS (SELECT array_agg(m.user_id ORDER BY m.user_id) AS ids, m.company_id FROM company_members m GROUP BY m.company_id)
    INSERT INTO enquiries (id, company_id, investor_id, is_guest, guest_first_name, guest_last_name,
      guest_email, enquiry_type, subject, question, status, board_status, board_priority,
      archived_from, archived_by, archived_at, resolved_by, resolved_at, responded_at,
      last_investor_message_at, created_at, updated_at)
    SELECT ${uuidV7(created, 'c.id::text || i::text')}, c.id,
      CASE WHEN i % 10 = 3 THEN NULL ELSE v.ids[1 + (i * 7919) % ${INVESTORS}] END,
      i % 10 = 3,
      CASE WHEN i % 10 = 3 THEN 'Guest' END, CASE WHEN i % 10 = 3 THEN 'Number ' || i END,
      CASE WHEN i % 10 = 3 THEN 'guest-' || (i % 500) || '@bench.invalid' END,
      CASE WHEN i % 17 = 0 THEN 'announcement_reply' ELSE 'question' END,
      (ARRAY['Dividend timing', 'AGM', 'Guidance', 'Drilling results', 'Capital raising', NULL])[1 + i % 6],
      'Question ' || i || ': ' || (ARRAY[
        'When will the interim dividend be paid, and what is the record date?',
        'Can shareholders attend the AGM online, and how do we submit questions beforehand?',
        'Is the full-year production guidance unchanged after the last quarterly report?',
        'What did the latest drilling programme find at the northern tenement?',
        'Will existing holders be offered a share purchase plan alongside the placement?'])[1 + i % 5],
      col.s_status, col.board_status,
      (ARRAY['none', 'none', 'low', 'medium', 'high'])[1 + i % 5],
      CASE WHEN col.board_status = 'archived' THEN (ARRAY['outstanding', 'resolved', 'drafted'])[1 + i % 3] END,
      CASE WHEN col.board_status = 'archived' THEN u.ids[1] END,
      CASE WHEN col.board_status = 'archived' THEN ${created} + interval '3 days' END,
      CASE WHEN col.board_status = 'resolved' THEN u.ids[1 + i % cardinality(u.ids)] END,
      CASE WHEN col.board_status = 'resolved' THEN ${created} + interval '2 days' END,
      CASE WHEN col.s_status <> 'outstanding' THEN ${created} + interval '1 day' END,
      ${created} + CASE WHEN i % 9 = 0 THEN interval '5 days' ELSE interval '0' END,
      ${created}, ${created} + interval '1 day'
    FROM c JOIN u ON u.company_id = c.id CROSS JOIN v
    CROSS JOIN generate_series(1, ${count}) i
    CROSS JOIN LATERAL (SELECT ${COLUMN_SQL} AS board_status) b
    CROSS JOIN LATERAL (SELECT b.board_status,
      CASE WHEN b.board_status = 'outstanding' THEN 'outstanding'
           WHEN b.board_status = 'drafted' THEN 'outstanding'
           WHEN i % 4 = 0 THEN 'closed' ELSE 'open' END AS s_status) col`;
}

/**
 * The benchmark's own enquiries (their question starts 'Question <n>:'), apart from the cards the
 * product's demo seed gives the company, which come with their own threads, drafts and reads.
 */
const OURS = `question LIKE 'Question %:%'`;

/** The demo company's categories, assignees, threads, drafts and the demo user's reads. */
async function decorateDemo(client, demo) {
  const d = `'${demo.companyId}'`;
  await client.query(`
    INSERT INTO enquiry_categories (id, company_id, name, color_index, created_by)
    SELECT gen_random_uuid(), ${d}, name, ord - 1, '${demo.userId}'
      FROM unnest(ARRAY[${CATEGORIES.map((name) => `'${name}'`).join(', ')}]) WITH ORDINALITY AS t(name, ord)
    ON CONFLICT DO NOTHING;

    WITH e AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM enquiries WHERE company_id = ${d} AND ${OURS}),
    k AS (SELECT array_agg(id ORDER BY name) AS ids FROM enquiry_categories WHERE company_id = ${d})
    INSERT INTO enquiry_category_assignments (company_id, enquiry_id, category_id)
    SELECT ${d}, e.id, k.ids[1 + (e.n + j) % cardinality(k.ids)]
      FROM e CROSS JOIN k CROSS JOIN generate_series(0, 1) j
     WHERE e.n % 2 = 0 AND (j = 0 OR e.n % 6 = 0)
    ON CONFLICT DO NOTHING;

    WITH e AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM enquiries WHERE company_id = ${d} AND ${OURS}),
    u AS (SELECT array_agg(user_id ORDER BY user_id) AS ids FROM company_members WHERE company_id = ${d})
    INSERT INTO enquiry_assignees (company_id, enquiry_id, user_id, assigned_by)
    SELECT ${d}, e.id, u.ids[1 + (e.n + j) % cardinality(u.ids)], '${demo.userId}'
      FROM e CROSS JOIN u CROSS JOIN generate_series(0, 1) j
     WHERE e.n % 5 < 2 AND (j = 0 OR e.n % 5 = 0)
    ON CONFLICT DO NOTHING;

    -- Answered conversations: a team reply, and on every third an investor's follow-up.
    INSERT INTO enquiry_replies (id, company_id, enquiry_id, from_quorum, responder_id, investor_id, content, sent_at, created_at, updated_at)
    SELECT ${uuidV7('e.responded_at', "e.id::text || 'reply'")}, e.company_id, e.id, true, '${demo.userId}', NULL,
           'Thank you for your question. ' || left(e.question, 60), e.responded_at, e.responded_at, e.responded_at
      FROM enquiries e WHERE e.company_id = ${d} AND ${OURS} AND e.responded_at IS NOT NULL;
    INSERT INTO enquiry_replies (id, company_id, enquiry_id, from_quorum, responder_id, investor_id, content, sent_at, created_at, updated_at)
    SELECT ${uuidV7("e.responded_at + interval '1 hour'", "e.id::text || 'follow-up'")}, e.company_id, e.id, false, NULL, e.investor_id, 'A follow-up question, thank you.',
           e.responded_at + interval '1 hour', e.responded_at + interval '1 hour', e.responded_at + interval '1 hour'
      FROM enquiries e WHERE e.company_id = ${d} AND ${OURS} AND e.responded_at IS NOT NULL AND NOT e.is_guest
       AND abs(hashtext(e.id::text)) % 3 = 0;
    -- The Drafted column's cards hold an unsent draft.
    INSERT INTO enquiry_replies (id, company_id, enquiry_id, from_quorum, responder_id, content, created_at, updated_at)
    SELECT ${uuidV7('e.created_at', "e.id::text || 'draft'")}, e.company_id, e.id, true, '${demo.userId}', 'Draft: we will confirm shortly.', e.created_at, e.created_at
      FROM enquiries e WHERE e.company_id = ${d} AND ${OURS} AND e.board_status = 'drafted';

    -- The demo user has opened most cards, some before the investor last wrote.
    INSERT INTO enquiry_reads (company_id, user_id, enquiry_id, read_at)
    SELECT ${d}, '${demo.userId}', e.id, e.created_at + interval '2 days'
      FROM enquiries e WHERE e.company_id = ${d} AND ${OURS} AND abs(hashtext(e.id::text)) % 10 < 7;
  `);
}

const versionOf = (demoEnquiries) => `${SEED_VERSION}:${demoEnquiries}`;

/** Whether this database already holds this version of the benchmark's rows, at this size. */
export async function isSeeded(databaseUrl, demoEnquiries) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT to_regclass('bench_board_seed') IS NOT NULL AS present`,
    );
    if (!rows[0].present) return false;
    const { rows: seeds } = await client.query('SELECT version FROM bench_board_seed');
    return seeds.some((row) => row.version === versionOf(demoEnquiries));
  } finally {
    await client.end();
  }
}

export async function seedBoardBench(databaseUrl, demoEnquiries, log = console.log) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = Date.now();
    const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
    const demo = await demoCompany(client);
    await client.query('BEGIN');
    await makePeople(client, demo);
    await makeInvestors(client);
    await client.query(enquiriesSql(`id = '${demo.companyId}'`, demoEnquiries));
    await client.query(enquiriesSql(`asx_code LIKE 'Q____'`, OTHER_ENQUIRIES_EACH));
    await decorateDemo(client, demo);
    await client.query(
      `CREATE TABLE bench_board_seed (version text PRIMARY KEY, seeded_at timestamptz NOT NULL DEFAULT now());
       INSERT INTO bench_board_seed (version) VALUES ('${versionOf(demoEnquiries)}')`,
    );
    await client.query('COMMIT');
    await client.query('VACUUM (ANALYZE)');
    log(`seeded in ${seconds()}.`);
    return demo;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}
