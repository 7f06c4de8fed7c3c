// Seeds the analytics benchmark's database: 100,000 enquiries over two years in the demo company
// (the one the benchmark signs in to) with every dimension the analytics read: channels, replies to
// announcements, guests and investors of both types, categories (one or two on most questions),
// first replies by five members with investors' ratings, resolutions and sentiment scores; and
// 1,000 other companies with 50 enquiries each, so the demo company's rows are a part of the
// table. The product must have migrated the database and seeded its demo company first. All in SQL
// (generate_series), so seeding takes seconds; the same SEED_VERSION gives the same data.
// `seedAnalyticsBench` is exported so another benchmark (the dashboard home's) can use the same rows.
import pg from 'pg';

export const SEED_VERSION = 'analytics-1';
export const DEMO_ENQUIRIES = 100_000;
export const OTHER_COMPANIES = 1_000;
export const OTHER_ENQUIRIES_EACH = 50;
const DEMO_EMAIL = 'demo@quorum.dev';
const EXTRA_MEMBERS = 4;
const INVESTORS = 5_000;
const CATEGORIES = ['Dividends', 'AGM', 'Guidance', 'Drilling', 'Capital raise', 'Governance'];
const DAYS = 730;

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

/** Four more members of the demo company (responders), and the other companies with an admin each. */
async function makePeople(client, demo) {
  await client.query(`
    INSERT INTO users (id, email, first_name, last_name, accepted_t_and_c, verified_at)
    SELECT gen_random_uuid(), 'analytics-bench-' || i || '@bench.invalid', 'Bench', 'Person ' || i, true, now()
      FROM generate_series(1, ${OTHER_COMPANIES + EXTRA_MEMBERS}) i;
    INSERT INTO company_members (company_id, user_id, role)
    SELECT '${demo.companyId}', u.id, 'member' FROM users u
     WHERE u.email IN (${Array.from({ length: EXTRA_MEMBERS }, (_, k) => `'analytics-bench-${OTHER_COMPANIES + k + 1}@bench.invalid'`).join(', ')});
    INSERT INTO companies (id, user_id, legal_business_name, abn, asx_code)
    SELECT gen_random_uuid(), u.id, 'Analytics Bench ' || i || ' Ltd', '12345678901', 'Z' || lpad(i::text, 4, '0')
      FROM generate_series(1, ${OTHER_COMPANIES}) i
      JOIN users u ON u.email = 'analytics-bench-' || i || '@bench.invalid';
    INSERT INTO company_members (company_id, user_id, role, company_creator)
    SELECT c.id, c.user_id, 'admin', true FROM companies c WHERE c.asx_code LIKE 'Z____';
  `);
}

/** The demo company's investors: 5,000, a third of them shareholders, the rest following it. */
async function makeInvestors(client, demo) {
  await client.query(`
    INSERT INTO investors (id, email, first_name, last_name)
    SELECT gen_random_uuid(), 'analytics-investor-' || i || '@bench.invalid', 'Investor', 'Number ' || i
      FROM generate_series(1, ${INVESTORS}) i;
    INSERT INTO investor_companies (investor_id, company_id, investor_type)
    SELECT v.id, '${demo.companyId}', CASE WHEN abs(hashtext(v.email)) % 3 = 0 THEN 'invested' ELSE 'interested' END
      FROM investors v WHERE v.email LIKE 'analytics-investor-%@bench.invalid';
    INSERT INTO enquiry_categories (id, company_id, name, color_index, created_by)
    SELECT gen_random_uuid(), '${demo.companyId}', name, ord - 1, '${demo.userId}'
      FROM unnest(ARRAY[${CATEGORIES.map((name) => `'${name}'`).join(', ')}]) WITH ORDINALITY AS t(name, ord)
    ON CONFLICT DO NOTHING;
  `);
}

/**
 * The demo company's enquiries, newest last: 85% answered within 1 to 72 hours, 60% resolved a
 * day or two later; a tenth from guests; each scored from -1 to 1 (negative below -0.25,
 * positive above 0.25).
 */
function demoEnquiriesSql(demo) {
  const created = `(now() - interval '${DAYS} days' * (1 - i::float / ${DEMO_ENQUIRIES}))`;
  const score = `((abs(hashtext('s' || i)) % 201) - 100) / 100.0`;
  return `
    WITH v AS (SELECT array_agg(id ORDER BY email) AS ids FROM investors WHERE email LIKE 'analytics-investor-%@bench.invalid')
    INSERT INTO enquiries (id, company_id, investor_id, is_guest, guest_first_name, guest_email,
      enquiry_type, channel, subject, question, status, board_status, responded_at, resolved_at,
      resolved_by, sentiment_score, sentiment_label, last_investor_message_at, created_at, updated_at)
    SELECT gen_random_uuid(), '${demo.companyId}',
      CASE WHEN i % 10 = 3 THEN NULL ELSE v.ids[1 + (i * 7919) % ${INVESTORS}] END,
      i % 10 = 3, CASE WHEN i % 10 = 3 THEN 'Guest' END,
      CASE WHEN i % 10 = 3 THEN 'guest-' || (i % 700) || '@bench.invalid' END,
      CASE WHEN i % 13 = 0 THEN 'announcement_reply' ELSE 'question' END,
      CASE WHEN i % 10 = 3 THEN (ARRAY['web_form', 'investor_page'])[1 + i % 2]
           ELSE (ARRAY['app', 'app', 'app', 'email'])[1 + i % 4] END,
      (ARRAY['Dividend timing', 'AGM', 'Guidance', 'Drilling results', NULL])[1 + i % 5],
      'Analytics question ' || i || ': ' || (ARRAY[
        'When will the interim dividend be paid?',
        'Can shareholders attend the AGM online?',
        'Is production guidance unchanged after the impairment?',
        'What did the latest drilling find?',
        'Will the capital raise dilute existing holders?'])[1 + i % 5],
      CASE WHEN i % 100 < 85 THEN 'open' ELSE 'outstanding' END,
      CASE WHEN i % 100 < 60 THEN 'resolved' WHEN i % 100 < 85 THEN 'drafted' ELSE 'outstanding' END,
      CASE WHEN i % 100 < 85 THEN ${created} + interval '1 hour' * (1 + abs(hashtext('r' || i)) % 72) END,
      CASE WHEN i % 100 < 60 THEN ${created} + interval '1 hour' * (24 + abs(hashtext('d' || i)) % 48) END,
      CASE WHEN i % 100 < 60 THEN '${demo.userId}'::uuid END,
      ${score},
      CASE WHEN ${score} < -0.25 THEN 'negative' WHEN ${score} > 0.25 THEN 'positive' ELSE 'neutral' END,
      ${created}, ${created}, ${created}
    FROM v CROSS JOIN generate_series(1, ${DEMO_ENQUIRIES}) i`;
}

/** The first team reply of every answered question, by one of five members; 40% rated by the investor. */
function demoRepliesSql(demo) {
  return `
    WITH u AS (SELECT array_agg(user_id ORDER BY user_id) AS ids FROM company_members WHERE company_id = '${demo.companyId}'),
    e AS (SELECT id, responded_at, abs(hashtext(id::text)) AS h FROM enquiries
           WHERE company_id = '${demo.companyId}' AND question LIKE 'Analytics question %' AND responded_at IS NOT NULL)
    INSERT INTO enquiry_replies (id, company_id, enquiry_id, from_quorum, responder_id, content, rating, sent_at, created_at, updated_at)
    SELECT gen_random_uuid(), '${demo.companyId}', e.id, true, u.ids[1 + e.h % cardinality(u.ids)],
      'Thank you for your question.',
      CASE WHEN e.h % 10 < 4 THEN (ARRAY[5, 5, 4, 4, 4, 3, 3, 2, 1, 5])[1 + (e.h / 10) % 10] END,
      e.responded_at, e.responded_at, e.responded_at
    FROM e CROSS JOIN u`;
}

/** One category on 70% of the demo company's questions, a second on 15%. */
function demoCategoriesSql(demo) {
  return `
    WITH k AS (SELECT array_agg(id ORDER BY name) AS ids FROM enquiry_categories WHERE company_id = '${demo.companyId}'),
    e AS (SELECT id, abs(hashtext('k' || id::text)) AS h FROM enquiries
           WHERE company_id = '${demo.companyId}' AND question LIKE 'Analytics question %')
    INSERT INTO enquiry_category_assignments (company_id, enquiry_id, category_id)
    SELECT '${demo.companyId}', e.id, k.ids[1 + (e.h + j) % cardinality(k.ids)]
      FROM e CROSS JOIN k CROSS JOIN generate_series(0, 1) j
     WHERE e.h % 100 < 70 AND (j = 0 OR e.h % 100 < 15)
    ON CONFLICT DO NOTHING`;
}

/** Each other company's guests' questions over the same two years, half of them answered. */
function otherEnquiriesSql() {
  const created = `(now() - interval '${DAYS} days' * (1 - i::float / ${OTHER_ENQUIRIES_EACH}))`;
  return `
    INSERT INTO enquiries (id, company_id, is_guest, guest_first_name, guest_email, channel, question,
      responded_at, sentiment_score, sentiment_label, last_investor_message_at, created_at, updated_at)
    SELECT gen_random_uuid(), c.id, true, 'Guest', 'guest-' || i || '@bench.invalid', 'web_form',
      'Another company''s question ' || i,
      CASE WHEN i % 2 = 0 THEN ${created} + interval '5 hours' END,
      0, 'neutral', ${created}, ${created}, ${created}
    FROM companies c CROSS JOIN generate_series(1, ${OTHER_ENQUIRIES_EACH}) i
    WHERE c.asx_code LIKE 'Z____'`;
}

/** Whether this database already holds this version of the benchmark's rows. */
export async function isSeeded(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT to_regclass('bench_analytics_seed') IS NOT NULL AS present`,
    );
    if (!rows[0].present) return false;
    const { rows: seeds } = await client.query('SELECT version FROM bench_analytics_seed');
    return seeds.some((row) => row.version === SEED_VERSION);
  } finally {
    await client.end();
  }
}

/** Seeds a migrated, demo-seeded database (see the file's head); one transaction, then ANALYZE. */
export async function seedAnalyticsBench(databaseUrl, log = console.log) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = Date.now();
    const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
    const demo = await demoCompany(client);
    await client.query('BEGIN');
    await makePeople(client, demo);
    await makeInvestors(client, demo);
    await client.query(demoEnquiriesSql(demo));
    log(`demo company's ${DEMO_ENQUIRIES.toLocaleString('en')} enquiries: ${seconds()}`);
    await client.query(demoRepliesSql(demo));
    await client.query(demoCategoriesSql(demo));
    log(`replies and categories: ${seconds()}`);
    await client.query(otherEnquiriesSql());
    log(`${OTHER_COMPANIES.toLocaleString('en')} other companies' enquiries: ${seconds()}`);
    await client.query(`CREATE TABLE IF NOT EXISTS bench_analytics_seed (version text PRIMARY KEY);
      INSERT INTO bench_analytics_seed VALUES ('${SEED_VERSION}') ON CONFLICT DO NOTHING`);
    await client.query('COMMIT');
    await client.query('ANALYZE');
    log(`seeded and analysed: ${seconds()}`);
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}
