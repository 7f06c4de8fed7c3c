// `npm run bench -- board`: the question board at the API on PostgreSQL (issues 5 and 17), in a demo
// company holding 10,000 enquiries and, in a second database, 100,000.
//   Load 1: the four columns' first pages, one GraphQL request, at 1 connection and at a fixed 100
//           requests/s (open loop), with the API's and PostgreSQL's CPU a request and the plans of
//           the hot statements, at each size: the cost must not grow with the company.
//   Load 2: 1,000 graphql-ws subscribers of boardUpdated and 20 board changes made through the API;
//           each delivery's time from just before the mutation to the event's arrival. Measured on
//           the in-process emitter and, when Redis answers on 127.0.0.1:6379, through Redis.
//           In the 10,000 company; BOARD_BENCH_SUBSCRIBERS=0 leaves it out.
// The databases `quorum_bench_board` and `quorum_bench_board_100k` are seeded once (seconds to a
// minute) and kept between runs; seeded again when missing or when bench/board/seed.mjs's
// SEED_VERSION changes. BOARD_BENCH_PHASE (before, after) names the run's JSON; the day's
// <date>-board.md shows every phase of the day side by side, and latest.md the run. Never part of
// `npm test`.
import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { DEMO, graphql, signInByApi } from '../scripts/lib/api-sign-in.mjs';
import { startProduct } from '../scripts/lib/product.mjs';
import { ROOT, ensureBuild, ensureDependencies } from '../scripts/lib/workspace.mjs';
import { writeBoardResults } from './board/report.mjs';
import { FOUR_COLUMNS } from './board/queries.mjs';
import { FLOOR } from './lib/floor.mjs';
import {
  DEMO_SIZES,
  OTHER_COMPANIES,
  OTHER_ENQUIRIES_EACH,
  isSeeded,
  seedBoardBench,
} from './board/seed.mjs';
import { measureDelivery } from './board/subscribers.mjs';
import { DURATION_SECONDS, WARMUP_SECONDS, measureRequests } from './lib/measure.mjs';
import { postgresAnswers } from './lib/servers.mjs';

const REDIS_URL = 'redis://127.0.0.1:6379';
/** One database per size of the demo company, each seeded once and kept between runs. */
const databaseUrlOf = (size) =>
  `postgres://postgres@127.0.0.1:5432/${size === 10_000 ? 'quorum_bench_board' : `quorum_bench_board_${size / 1000}k`}`;
const POOL_SIZE = 10;
/** The fixed arrival rate of the open-loop load, and the connections it may use. */
const RATE_PER_SECOND = 100;
const RATE_CONNECTIONS = 10;
const SUBSCRIBERS = Number(process.env.BOARD_BENCH_SUBSCRIBERS ?? 1_000);
/** `before` (the code as it was) or `after`: names the run's JSON so both stay side by side. */
const PHASE = process.env.BOARD_BENCH_PHASE ?? 'run';
const CHANGES = 20;
const SPACING_MS = 500;
const TARGET = { cpuMsPerRequest: 1.5, p95Ms: 15, deliveryP99Ms: 250 };
const RESULTS_DIR = fileURLToPath(new URL('./results', import.meta.url));

function psqlAdmin(sql) {
  return spawnSync(
    'psql',
    ['-h', '127.0.0.1', '-U', 'postgres', '-d', 'postgres', '-v', 'ON_ERROR_STOP=1', '-Atc', sql],
    { encoding: 'utf8' },
  );
}

const startApi = (databaseUrl, env = {}) =>
  startProduct({
    env: { DATABASE_URL: databaseUrl, DATABASE_POOL_SIZE: String(POOL_SIZE), ...env },
  });

/** A seeded database, made when missing or out of date: migrated and demo-seeded by the product. */
async function prepareDatabase(size) {
  const databaseUrl = databaseUrlOf(size);
  const database = new URL(databaseUrl).pathname.slice(1);
  const exists =
    psqlAdmin(`SELECT 1 FROM pg_database WHERE datname = '${database}'`).stdout.trim() === '1';
  if (exists && (await isSeeded(databaseUrl, size))) return;
  console.log(`Seeding ${database}: ${size.toLocaleString('en')} enquiries in the demo company…`);
  psqlAdmin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  const created = psqlAdmin(`CREATE DATABASE ${database}`);
  if (created.status !== 0) throw new Error(`Could not create ${database}: ${created.stderr}`);
  const api = await startApi(databaseUrl);
  await api.stop();
  await seedBoardBench(databaseUrl, size);
}

async function withClient(databaseUrl, run) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** The demo company's cards per column, and one card each change toggles the priority of. */
function demoData(databaseUrl) {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query(
      `SELECT e.board_status, count(*)::int AS n, min(e.id::text) AS some_id FROM enquiries e
         JOIN company_members m ON m.company_id = e.company_id
         JOIN users u ON u.id = m.user_id AND u.email = $1
        GROUP BY e.board_status`,
      [DEMO.email],
    );
    const columns = Object.fromEntries(rows.map((row) => [row.board_status, row.n]));
    const outstanding = rows.find((row) => row.board_status === 'outstanding');
    return { columns, enquiryId: outstanding.some_id };
  });
}

/** The PostgreSQL server processes serving the bench database (the API's pool). */
function databasePidsOf(databaseUrl) {
  return () =>
    withClient(databaseUrl, async (client) => {
      const { rows } = await client.query(
        `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
      );
      return rows.map((row) => row.pid);
    });
}

/**
 * Waits for the API's start-up sentiment backfill (features/sentiment/backfill.job.ts) to score
 * every seeded question: on a fresh seed it runs for a minute or more, in the API process and on
 * the database, and would be counted as the board's cost.
 */
async function settleBackfill(databaseUrl) {
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    const unscored = await withClient(databaseUrl, async (client) => {
      const { rows } = await client.query(
        'SELECT count(*)::int AS n FROM enquiries WHERE sentiment_score IS NULL',
      );
      return rows[0].n;
    });
    if (unscored === 0) return;
    if (Date.now() > deadline) throw new Error(`${unscored} questions are still unscored.`);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}

/** The board's hot statements under EXPLAIN (ANALYZE, BUFFERS) (bench/board/explain.ts). */
function columnPlans(databaseUrl) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'bench/board/explain.ts'), databaseUrl],
    { cwd: ROOT, encoding: 'utf8' },
  );
  if (result.status !== 0) return { error: result.stderr.slice(-2_000) };
  return JSON.parse(result.stdout.trim().split('\n').at(-1));
}

/**
 * The four first pages at one connection (closed loop) or at a fixed rate (open loop); with
 * `query`, another document (the floor).
 */
async function loadColumns(api, token, databaseUrl, { connections, overallRate, query, name }) {
  const body = JSON.stringify({ query: query ?? FOUR_COLUMNS });
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const loadBefore = loadavg()[0];
  const run = await measureRequests({
    url: api.url,
    pid: api.pid,
    connections,
    overallRate,
    requests: [{ method: 'POST', path: '/graphql', headers, body }],
    verifyBody: (text) => !text.includes('"errors"'),
    databasePids: databasePidsOf(databaseUrl),
  });
  const label =
    name ??
    (overallRate
      ? `${overallRate} requests/s (open loop, ${connections} connections)`
      : `${connections} connection`);
  const l = run.latencyMs;
  console.log(
    `${query ? '' : 'four columns at '}${label}: ${run.requestsPerSecond} req/s, p50 ${l.p50} p95 ${l.p95} p99 ${l.p99} ms, ` +
      `${run.errors + run.non2xx + run.mismatches} failed, CPU a request: API ${run.serverCpuMicrosPerRequest} µs, database ${run.databaseCpuMicrosPerRequest} µs`,
  );
  return {
    label,
    connections,
    overallRate: overallRate ?? null,
    ...run,
    machineLoad: { before: loadBefore, after: loadavg()[0] },
  };
}

/** One size of the demo company: seeded if need be, its plans, then the two loads. */
async function measureSize(size) {
  const databaseUrl = databaseUrlOf(size);
  await prepareDatabase(size);
  const api = await startApi(databaseUrl);
  try {
    await settleBackfill(databaseUrl);
    // After the product's start: its migrations have run, so the plans are of today's schema.
    const { columns, enquiryId } = await demoData(databaseUrl);
    const plans = columnPlans(databaseUrl);
    const token = await signInByApi(api.url, DEMO);
    const first = await graphql(api.url, FOUR_COLUMNS, undefined, token);
    if (first.outstanding.meta.totalItems < 0.1 * size) {
      throw new Error(
        `Outstanding holds ${first.outstanding.meta.totalItems} cards, not about ${0.15 * size}.`,
      );
    }
    console.log(
      `${size.toLocaleString('en')} enquiries: ${DURATION_SECONDS} s a measurement after ${WARMUP_SECONDS} s warm-up; columns: ${JSON.stringify(columns)}`,
    );
    const runs = [
      await loadColumns(api, token, databaseUrl, { connections: 1 }),
      await loadColumns(api, token, databaseUrl, {
        connections: RATE_CONNECTIONS,
        overallRate: RATE_PER_SECOND,
      }),
    ];
    // The floor: the lightest authenticated request, the machine's per-request overhead
    // (wake-ups, system calls, the caller lookup) under every figure above.
    const floor = await loadColumns(api, token, databaseUrl, {
      connections: 1,
      query: FLOOR,
      name: 'floor: loggedInUserDetail, 1 connection',
    });
    return { size, databaseUrl, columns, enquiryId, plans, runs, floor };
  } finally {
    await api.stop();
  }
}

async function loadDelivery(label, databaseUrl, env, enquiryId) {
  const api = await startApi(databaseUrl, env);
  try {
    const token = await signInByApi(api.url, DEMO);
    console.log(`${label}: ${SUBSCRIBERS} subscribers, ${CHANGES} changes ${SPACING_MS} ms apart…`);
    const loadBefore = loadavg()[0];
    const run = await measureDelivery({
      url: api.url,
      pid: api.pid,
      token,
      enquiryId,
      subscribers: SUBSCRIBERS,
      changes: CHANGES,
      spacingMs: SPACING_MS,
    });
    const l = run.latencyMs;
    console.log(
      `${label}: p50 ${l.p50} p95 ${l.p95} p99 ${l.p99} max ${l.max} ms; ${run.deliveries} of ${run.expectedDeliveries} delivered; ` +
        `CPU a change: API ${run.apiCpuMsPerChange} ms, generator ${run.generatorCpuMsPerChange} ms`,
    );
    return { label, ...run, machineLoad: { before: loadBefore, after: loadavg()[0] } };
  } finally {
    await api.stop();
  }
}

const redisAnswers = () =>
  spawnSync('redis-cli', ['-h', '127.0.0.1', '-p', '6379', 'ping'], {
    encoding: 'utf8',
  }).stdout?.trim() === 'PONG';

/** Whether a load meets the issue's targets: CPU a request on both sides, and p95. */
function holds(run) {
  const cpuMs = (micros) => (micros ?? Infinity) / 1000;
  return (
    cpuMs(run.serverCpuMicrosPerRequest) <= TARGET.cpuMsPerRequest &&
    cpuMs(run.databaseCpuMicrosPerRequest) <= TARGET.cpuMsPerRequest &&
    run.latencyMs.p95 < TARGET.p95Ms &&
    run.errors + run.non2xx + run.mismatches === 0
  );
}

ensureDependencies();
ensureBuild();
if (!postgresAnswers()) {
  console.log('PostgreSQL is not answering on 127.0.0.1:5432: the board benchmark needs it.');
  process.exit(1);
}

const sizes = [];
for (const size of DEMO_SIZES) sizes.push(await measureSize(size));

// One board change to many open boards, in the smaller company (0 subscribers skips it).
const delivery = [];
if (SUBSCRIBERS > 0) {
  const { databaseUrl, enquiryId } = sizes[0];
  delivery.push(await loadDelivery('in-process emitter', databaseUrl, {}, enquiryId));
  if (redisAnswers())
    delivery.push(await loadDelivery('through Redis', databaseUrl, { REDIS_URL }, enquiryId));
}

const results = {
  name: 'board',
  phase: PHASE,
  date: new Date().toISOString(),
  commit: spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
    cwd: ROOT,
    encoding: 'utf8',
  }).stdout.trim(),
  machine: { cpus: cpus().length, node: process.versions.node, generatorSharesCores: true },
  settings: {
    durationSeconds: DURATION_SECONDS,
    warmupSeconds: WARMUP_SECONDS,
    databasePoolSize: POOL_SIZE,
    ratePerSecond: RATE_PER_SECOND,
    rateConnections: RATE_CONNECTIONS,
    subscribers: SUBSCRIBERS,
    changes: CHANGES,
    spacingMs: SPACING_MS,
    otherCompanies: OTHER_COMPANIES,
    otherEnquiries: OTHER_COMPANIES * OTHER_ENQUIRIES_EACH,
  },
  query: FOUR_COLUMNS,
  sizes: sizes.map(({ size, columns, plans, runs, floor }) => ({
    demoEnquiries: Object.values(columns).reduce((sum, n) => sum + n, 0),
    seeded: size,
    columns,
    runs,
    floor,
    plans,
  })),
  delivery,
  acceptance: {
    columnsTarget: `four columns' first pages: API and database CPU ≤ ${TARGET.cpuMsPerRequest} ms a request and p95 < ${TARGET.p95Ms} ms, at 1 connection and at ${RATE_PER_SECOND} requests/s, at every size`,
    columnsHold: sizes.every((s) => s.runs.every(holds)),
    deliveryTarget: `one change to ${SUBSCRIBERS.toLocaleString('en')} subscribers p99 < ${TARGET.deliveryP99Ms} ms, every one received`,
    deliveryHolds:
      delivery.length === 0
        ? null
        : delivery.every(
            (run) => run.latencyMs.p99 < TARGET.deliveryP99Ms && run.allReceivedEveryChange,
          ),
  },
};
const { jsonFile, mdFile } = writeBoardResults(RESULTS_DIR, results);
console.log(`\nWrote ${path.relative(ROOT, jsonFile)} and ${path.relative(ROOT, mdFile)}.`);
console.log(`Acceptance (${results.acceptance.columnsTarget}): ${results.acceptance.columnsHold}`);
if (delivery.length > 0)
  console.log(
    `Acceptance (${results.acceptance.deliveryTarget}): ${results.acceptance.deliveryHolds}`,
  );
