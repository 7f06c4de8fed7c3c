// Seeds the registry benchmark's database: 1,000,000 questions over 1,000 companies, 100,000 of
// them in the demo company (the one the benchmark signs in to). The product must have migrated the
// database and seeded its demo company first. Deterministic but for deletion times, which follow
// the day of seeding (the purge job removes questions deleted over 60 days ago): the same seed
// gives the same text, so runs compare. Rows stream into one COPY in creation order, companies
// interleaved as they would be in a live table; the table's secondary indexes are dropped for the
// load and rebuilt after it.
import { spawn } from 'node:child_process';
import pg from 'pg';
import { FUNCTION_WORDS, QUESTION_OPENINGS, contentWords } from './vocabulary.mjs';

export const SEED_VERSION = 'registry-3';
export const TOTAL_ROWS = 1_000_000;
export const COMPANIES = 1_000;
export const BIG_COMPANY_ROWS = 100_000;
const DEMO_EMAIL = 'demo@quorum.dev';
/** Zipf flattening: the commonest word lands in about 40% of answers rather than all of them. */
const ZIPF_OFFSET = 8;
const END = Date.parse('2026-11-01T00:00:00Z');
const SPAN_MS = 3 * 365 * 24 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

/** A small, fast, seedable generator (mulberry32): the same rows on every run. */
function randomFrom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function textMaker(random) {
  const words = contentWords();
  const n = words.length;
  const pick = (list) => list[Math.floor(random() * list.length)];
  const contentWord = () =>
    words[
      Math.floor(ZIPF_OFFSET * Math.pow((n + ZIPF_OFFSET) / ZIPF_OFFSET, random()) - ZIPF_OFFSET)
    ];
  const run = (count, functionShare) =>
    Array.from({ length: count }, () =>
      random() < functionShare ? pick(FUNCTION_WORDS) : contentWord(),
    ).join(' ');
  const between = (low, high) => low + Math.floor(random() * (high - low + 1));
  return {
    question: () => `${pick(QUESTION_OPENINGS)} ${run(between(4, 12), 0.3)}?`,
    response: () =>
      Array.from({ length: between(1, 4) }, () => {
        const sentence = run(between(8, 20), 0.4);
        return `${sentence[0].toUpperCase()}${sentence.slice(1)}.`;
      }).join(' '),
  };
}

/** A UUID v7 as the app makes them: the time in its first 48 bits, then version, variant, random. */
function uuidv7(msecs, random) {
  const hex = (value, digits) =>
    Math.floor(value).toString(16).padStart(digits, '0').slice(-digits);
  const time = hex(msecs, 12);
  const r = () => hex(random() * 0x10000, 4);
  const variant = hex(0x8000 | (random() * 0x4000), 4);
  return `${time.slice(0, 8)}-${time.slice(8)}-7${r().slice(1)}-${variant}-${r()}${r()}${r()}`;
}

const csv = (value) => {
  if (value === null) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return `"${value.replaceAll('"', '""')}"`;
  return String(value);
};

const COLUMNS = [
  'id',
  'company_id',
  'question',
  'response',
  'drafted',
  'starred',
  'deleted_at',
  'last_edited_at',
  'last_update_by',
  'locked_by',
  'locked_until',
  'created_at',
  'updated_at',
];

/** Other companies, each with two people, plus four more editors in the demo company. */
async function makeCompanies(client) {
  const demo = await client.query(
    `SELECT c.id AS company_id, u.id AS user_id FROM users u
       JOIN company_members m ON m.user_id = u.id JOIN companies c ON c.id = m.company_id
      WHERE u.email = $1 LIMIT 1`,
    [DEMO_EMAIL],
  );
  if (!demo.rows[0]) throw new Error('The demo company is missing: start the product once first.');
  const { company_id: demoCompany, user_id: demoUser } = demo.rows[0];
  await client.query(`
    INSERT INTO users (id, email, first_name, last_name, accepted_t_and_c, verified_at)
    SELECT gen_random_uuid(), 'bench-' || i || '@bench.invalid', 'Bench', 'Person ' || i, true, now()
      FROM generate_series(1, ${(COMPANIES - 1) * 2 + 4}) i;
    INSERT INTO companies (id, user_id, legal_business_name, abn, asx_code)
    SELECT gen_random_uuid(), u.id, 'Bench Holdings ' || i || ' Ltd', '12345678901', 'B' || lpad(i::text, 4, '0')
      FROM generate_series(1, ${COMPANIES - 1}) i
      JOIN users u ON u.email = 'bench-' || (2 * i - 1) || '@bench.invalid';
    INSERT INTO company_members (company_id, user_id, role, company_creator)
    SELECT c.id, u.id, CASE WHEN u.id = c.user_id THEN 'admin' ELSE 'member' END, u.id = c.user_id
      FROM companies c
      JOIN generate_series(1, ${COMPANIES - 1}) i ON c.asx_code = 'B' || lpad(i::text, 4, '0')
      JOIN users u ON u.email IN ('bench-' || (2 * i - 1) || '@bench.invalid', 'bench-' || (2 * i) || '@bench.invalid');
    INSERT INTO company_members (company_id, user_id, role)
    SELECT '${demoCompany}', u.id, 'member' FROM users u
     WHERE u.email IN (${[1, 2, 3, 4].map((k) => `'bench-${(COMPANIES - 1) * 2 + k}@bench.invalid'`).join(', ')});
  `);
  const members = await client.query(
    `SELECT m.company_id, array_agg(m.user_id ORDER BY m.user_id) AS users
       FROM company_members m JOIN companies c ON c.id = m.company_id
      WHERE c.asx_code LIKE 'B%' OR c.id = $1 GROUP BY m.company_id`,
    [demoCompany],
  );
  const big = members.rows.find((row) => row.company_id === demoCompany);
  const others = members.rows.filter((row) => row.company_id !== demoCompany);
  return { demoUser, big, others };
}

/** Which company each row belongs to, in creation order: the big one's share spread evenly at random. */
function companySlots(random, others) {
  const slots = new Int32Array(TOTAL_ROWS);
  const perOther = (TOTAL_ROWS - BIG_COMPANY_ROWS) / others.length;
  let index = BIG_COMPANY_ROWS;
  for (let c = 0; c < others.length; c++) {
    const until = Math.round(BIG_COMPANY_ROWS + (c + 1) * perOther);
    for (; index < until; index++) slots[index] = c + 1;
  }
  for (let i = slots.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [slots[i], slots[j]] = [slots[j], slots[i]];
  }
  return slots;
}

function* rows(random, { big, others }) {
  const seededAt = Date.now();
  const text = textMaker(random);
  const companies = [big, ...others];
  const slots = companySlots(random, others);
  for (let i = 0; i < TOTAL_ROWS; i++) {
    const company = companies[slots[i]];
    const pickUser = () => company.users[Math.floor(random() * company.users.length)];
    const createdAt = new Date(END - SPAN_MS + Math.floor((i / TOTAL_ROWS) * SPAN_MS));
    const edited = random() < 0.3;
    const lastEditedAt = edited
      ? new Date(Math.min(END, createdAt.getTime() + Math.floor(random() * 200 * DAY_MS)))
      : createdAt;
    const drafted = random() < 0.1;
    const starred = random() < 0.08;
    // Deleted within the last 55 days: the product's purge job removes anything older at start.
    const deletedAt =
      random() < 0.05 ? new Date(seededAt - Math.floor(random() * 55 * DAY_MS)) : null;
    const lock = random();
    // A few locks held (far in the future, so they stay held), more left behind and expired.
    const lockedUntil =
      lock < 0.001
        ? new Date(END + 10 * 365 * DAY_MS)
        : lock < 0.02
          ? new Date(lastEditedAt.getTime() + 60_000)
          : null;
    const question = text.question();
    const response = drafted && random() < 0.5 ? '' : text.response();
    yield [
      uuidv7(createdAt.getTime(), random),
      company.company_id,
      question,
      response,
      drafted,
      starred,
      deletedAt,
      lastEditedAt,
      pickUser(),
      lockedUntil ? pickUser() : null,
      lockedUntil,
      createdAt,
      lastEditedAt,
    ]
      .map(csv)
      .join(',');
  }
}

/** Streams the rows into `\copy … from pstdin`, minding the pipe's backpressure. */
async function copyRows(databaseUrl, lines, onProgress) {
  const child = spawn(
    'psql',
    [
      databaseUrl,
      '-v',
      'ON_ERROR_STOP=1',
      '-c',
      `\\copy question_registries (${COLUMNS.join(', ')}) from pstdin with (format csv)`,
    ],
    { stdio: ['pipe', 'inherit', 'inherit'] },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let count = 0;
  let chunk = '';
  for (const line of lines) {
    chunk += `${line}\n`;
    if (++count % 2_000 === 0) {
      if (!child.stdin.write(chunk))
        await new Promise((resolve) => child.stdin.once('drain', resolve));
      chunk = '';
      if (count % 100_000 === 0) onProgress(count);
    }
  }
  child.stdin.end(chunk);
  const code = await exited;
  if (code !== 0) throw new Error(`COPY into question_registries failed (psql exit ${code}).`);
}

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

export async function seedRegistryBench(databaseUrl, log = console.log) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = Date.now();
    const seconds = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
    const random = randomFrom(20261101);
    const companies = await makeCompanies(client);
    const { rows: indexes } = await client.query(
      `SELECT indexname, indexdef FROM pg_indexes
        WHERE tablename = 'question_registries' AND indexname NOT IN (
          SELECT conname FROM pg_constraint WHERE conrelid = 'question_registries'::regclass)`,
    );
    for (const index of indexes) await client.query(`DROP INDEX ${index.indexname}`);
    log(`companies ready (${seconds()}); copying ${TOTAL_ROWS.toLocaleString()} questions…`);
    await copyRows(databaseUrl, rows(random, companies), (count) =>
      log(`  ${count.toLocaleString()} rows (${seconds()})`),
    );
    log(`rebuilding ${indexes.length} indexes (${seconds()})…`);
    await client.query(`SET maintenance_work_mem = '1GB'`);
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
