// `npm run bench -- board`: the question board at the API on PostgreSQL (issue 5), in a demo company
// holding 10,000 enquiries.
//   Load 1: the four columns' first pages, one GraphQL request, at 20 connections.
//   Load 2: 1,000 graphql-ws subscribers of boardUpdated and 20 board changes made through the API;
//           each delivery's time from just before the mutation to the event's arrival. Measured on
//           the in-process emitter and, when Redis answers on 127.0.0.1:6379, through Redis.
// The database `quorum_bench_board` is seeded once (seconds) and kept between runs; it is seeded
// again when missing or when bench/board/seed.mjs's SEED_VERSION changes. Results go to
// bench/results/ (JSON, and a section of latest.md). Never part of `npm test`.
import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { DEMO, graphql, signInByApi } from '../scripts/lib/api-sign-in.mjs';
import { startProduct } from '../scripts/lib/product.mjs';
import { ROOT, ensureBuild, ensureDependencies } from '../scripts/lib/workspace.mjs';
import { boardMarkdown } from './board/report.mjs';
import { FOUR_COLUMNS } from './board/queries.mjs';
import {
  DEMO_ENQUIRIES,
  OTHER_COMPANIES,
  OTHER_ENQUIRIES_EACH,
  isSeeded,
  seedBoardBench,
} from './board/seed.mjs';
import { measureDelivery } from './board/subscribers.mjs';
import { DURATION_SECONDS, WARMUP_SECONDS, measureRequests } from './lib/measure.mjs';
import { writeResults } from './lib/report.mjs';
import { postgresAnswers } from './lib/servers.mjs';

const DATABASE = 'quorum_bench_board';
const DATABASE_URL = `postgres://postgres@127.0.0.1:5432/${DATABASE}`;
const REDIS_URL = 'redis://127.0.0.1:6379';
const CONNECTIONS = 20;
const POOL_SIZE = 10;
const SUBSCRIBERS = Number(process.env.BOARD_BENCH_SUBSCRIBERS ?? 1_000);
const CHANGES = 20;
const SPACING_MS = 500;
const TARGET = { columnsP95Ms: 30, deliveryP99Ms: 250 };
const RESULTS_DIR = fileURLToPath(new URL('./results', import.meta.url));

function psqlAdmin(sql) {
  return spawnSync(
    'psql',
    ['-h', '127.0.0.1', '-U', 'postgres', '-d', 'postgres', '-v', 'ON_ERROR_STOP=1', '-Atc', sql],
    { encoding: 'utf8' },
  );
}

const startApi = (env = {}) =>
  startProduct({
    env: { DATABASE_URL, DATABASE_POOL_SIZE: String(POOL_SIZE), ...env },
  });

/** A seeded database, made when missing or out of date: migrated and demo-seeded by the product. */
async function prepareDatabase() {
  const exists =
    psqlAdmin(`SELECT 1 FROM pg_database WHERE datname = '${DATABASE}'`).stdout.trim() === '1';
  if (exists && (await isSeeded(DATABASE_URL))) return;
  console.log(
    `Seeding ${DATABASE}: ${DEMO_ENQUIRIES.toLocaleString('en')} enquiries in the demo company…`,
  );
  psqlAdmin(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  const created = psqlAdmin(`CREATE DATABASE ${DATABASE}`);
  if (created.status !== 0) throw new Error(`Could not create ${DATABASE}: ${created.stderr}`);
  const api = await startApi();
  await api.stop();
  await seedBoardBench(DATABASE_URL);
}

async function withClient(run) {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** The demo company's cards per column, and one card each change toggles the priority of. */
function demoData() {
  return withClient(async (client) => {
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
function databasePids() {
  return withClient(async (client) => {
    const { rows } = await client.query(
      `SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
      [DATABASE],
    );
    return rows.map((row) => row.pid);
  });
}

/** The board's own column statement under EXPLAIN ANALYZE (bench/board/explain.ts). */
function columnPlans() {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'bench/board/explain.ts'), DATABASE_URL],
    { cwd: ROOT, encoding: 'utf8' },
  );
  if (result.status !== 0) return { error: result.stderr.slice(-2_000) };
  return JSON.parse(result.stdout.trim().split('\n').at(-1));
}

async function loadColumns(api, token, connections) {
  const body = JSON.stringify({ query: FOUR_COLUMNS });
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const loadBefore = loadavg()[0];
  const run = await measureRequests({
    url: api.url,
    pid: api.pid,
    connections,
    requests: [{ method: 'POST', path: '/graphql', headers, body }],
    verifyBody: (text) => !text.includes('"errors"'),
    databasePids,
  });
  const l = run.latencyMs;
  console.log(
    `four columns at ${connections} connections: ${run.requestsPerSecond} req/s, p50 ${l.p50} p95 ${l.p95} p99 ${l.p99} ms, ` +
      `${run.errors + run.non2xx + run.mismatches} failed, CPU a request: API ${run.serverCpuMicrosPerRequest} µs, database ${run.databaseCpuMicrosPerRequest} µs`,
  );
  return {
    label: `four columns' first pages`,
    connections,
    ...run,
    machineLoad: { before: loadBefore, after: loadavg()[0] },
  };
}

async function loadDelivery(label, env, enquiryId) {
  const api = await startApi(env);
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

ensureDependencies();
ensureBuild();
if (!postgresAnswers()) {
  console.log('PostgreSQL is not answering on 127.0.0.1:5432: the board benchmark needs it.');
  process.exit(1);
}
await prepareDatabase();
const { columns, enquiryId } = await demoData();
const plans = columnPlans();

const api = await startApi();
let columnRuns;
try {
  const token = await signInByApi(api.url, DEMO);
  const first = await graphql(api.url, FOUR_COLUMNS, undefined, token);
  if (first.outstanding.meta.totalItems < 0.1 * DEMO_ENQUIRIES) {
    throw new Error(
      `Outstanding holds ${first.outstanding.meta.totalItems} cards, not about 1,500.`,
    );
  }
  console.log(
    `${DURATION_SECONDS} s a measurement after ${WARMUP_SECONDS} s warm-up; columns: ${JSON.stringify(columns)}`,
  );
  columnRuns = [await loadColumns(api, token, CONNECTIONS), await loadColumns(api, token, 1)];
} finally {
  await api.stop();
}

const delivery = [await loadDelivery('in-process emitter', {}, enquiryId)];
if (redisAnswers()) delivery.push(await loadDelivery('through Redis', { REDIS_URL }, enquiryId));

const columnsRun = columnRuns[0];
const results = {
  name: 'board',
  date: new Date().toISOString(),
  machine: { cpus: cpus().length, node: process.versions.node, generatorSharesCores: true },
  settings: {
    connections: CONNECTIONS,
    durationSeconds: DURATION_SECONDS,
    warmupSeconds: WARMUP_SECONDS,
    databasePoolSize: POOL_SIZE,
    subscribers: SUBSCRIBERS,
    changes: CHANGES,
    spacingMs: SPACING_MS,
    data: {
      // The benchmark's 10,000 and the few the product's demo seed gives the company.
      demoEnquiries: Object.values(columns).reduce((sum, n) => sum + n, 0),
      columns,
      otherCompanies: OTHER_COMPANIES,
      otherEnquiries: OTHER_COMPANIES * OTHER_ENQUIRIES_EACH,
    },
  },
  query: FOUR_COLUMNS,
  columns: columnRuns,
  delivery,
  plans,
  acceptance: {
    columnsTarget: `four columns' first pages p95 < ${TARGET.columnsP95Ms} ms at ${CONNECTIONS} connections`,
    columnsHold: columnsRun.latencyMs.p95 < TARGET.columnsP95Ms && columnsRun.mismatches === 0,
    deliveryTarget: `one change to ${SUBSCRIBERS.toLocaleString('en')} subscribers p99 < ${TARGET.deliveryP99Ms} ms, every one received`,
    deliveryHolds: delivery.every(
      (run) => run.latencyMs.p99 < TARGET.deliveryP99Ms && run.allReceivedEveryChange,
    ),
  },
};
const { jsonFile, mdFile } = writeResults(RESULTS_DIR, results, boardMarkdown);
console.log(`\nWrote ${path.relative(ROOT, jsonFile)} and ${path.relative(ROOT, mdFile)}.`);
console.log(`Acceptance (${results.acceptance.columnsTarget}): ${results.acceptance.columnsHold}`);
console.log(
  `Acceptance (${results.acceptance.deliveryTarget}): ${results.acceptance.deliveryHolds}`,
);
