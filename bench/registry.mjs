// `npm run bench -- registry`: the question registry's search, list and counts at the API on
// PostgreSQL, in a company holding 100,000 of 1,000,000 questions over 1,000 companies (issue 4).
// The database `quorum_bench_registry` is seeded once (a few minutes) and kept between runs; it is
// seeded again when missing or when bench/registry/seed.mjs's SEED_VERSION changes. Each search
// term class is measured on its own, then all of them mixed, each at 20 connections. Results go to
// bench/results/ (JSON, and a section of latest.md). Never part of `npm test`.
import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { DEMO, graphql, signInByApi } from '../scripts/lib/api-sign-in.mjs';
import { ROOT, ensureBuild, ensureDependencies } from '../scripts/lib/workspace.mjs';
import { DURATION_SECONDS, WARMUP_SECONDS, measureRequests } from './lib/measure.mjs';
import { writeResults } from './lib/report.mjs';
import { registryMarkdown } from './registry/report.mjs';
import {
  isSeeded,
  seedRegistryBench,
  BIG_COMPANY_ROWS,
  TOTAL_ROWS,
  COMPANIES,
} from './registry/seed.mjs';
import { COUNTS, SEARCH, searchBody } from './registry/queries.mjs';
import { SEARCH_TERMS, mixedTerms } from './registry/terms.mjs';
import { postgresAnswers, startApi } from './lib/servers.mjs';

const DATABASE = 'quorum_bench_registry';
const DATABASE_URL = `postgres://postgres@127.0.0.1:5432/${DATABASE}`;
const CONNECTIONS = 20;
const TARGET = { searchP95Ms: 15, countsP95Ms: 5 };
const RESULTS_DIR = fileURLToPath(new URL('./results', import.meta.url));

function psqlAdmin(sql) {
  return spawnSync(
    'psql',
    ['-h', '127.0.0.1', '-U', 'postgres', '-d', 'postgres', '-v', 'ON_ERROR_STOP=1', '-Atc', sql],
    {
      encoding: 'utf8',
    },
  );
}

/** A seeded database, made when missing or out of date: migrated and demo-seeded by the product. */
async function prepareDatabase() {
  const exists =
    psqlAdmin(`SELECT 1 FROM pg_database WHERE datname = '${DATABASE}'`).stdout.trim() === '1';
  if (exists && (await isSeeded(DATABASE_URL))) return;
  console.log(
    `Seeding ${DATABASE}: ${TOTAL_ROWS.toLocaleString()} questions over ${COMPANIES} companies…`,
  );
  psqlAdmin(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  const created = psqlAdmin(`CREATE DATABASE ${DATABASE}`);
  if (created.status !== 0) throw new Error(`Could not create ${DATABASE}: ${created.stderr}`);
  const api = await startApi({ databaseUrl: DATABASE_URL });
  await api.stop();
  await seedRegistryBench(DATABASE_URL);
}

/** How many live questions of the big company each term matches, straight from the database. */
async function matchCounts(terms) {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT company_id FROM question_registry_counts ORDER BY total DESC LIMIT 1`,
    );
    const counts = {};
    for (const term of terms) {
      const words = term
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean)
        .map((word) => `${word}:*`)
        .join(' & ');
      const result = await client.query(
        `SELECT count(*)::int AS n FROM question_registries
          WHERE company_id = $1 AND deleted_at IS NULL AND search @@ to_tsquery('english', $2)`,
        [rows[0].company_id, words],
      );
      counts[term] = result.rows[0].n;
    }
    return counts;
  } finally {
    await client.end();
  }
}

const noErrors = (body) => !body.includes('"errors"');

/** The PostgreSQL server processes serving the bench database (the API's pool). */
async function databasePids() {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
      [DATABASE],
    );
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

async function load(api, token, label, bodies, connections = CONNECTIONS) {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const loadBefore = loadavg()[0];
  const run = await measureRequests({
    url: api.url,
    pid: api.pid,
    connections,
    requests: bodies.map((body) => ({ method: 'POST', path: '/graphql', headers, body })),
    verifyBody: noErrors,
    databasePids,
  });
  const result = {
    label,
    connections,
    ...run,
    machineLoad: { before: loadBefore, after: loadavg()[0] },
  };
  const l = run.latencyMs;
  console.log(
    `${label}: ${run.requestsPerSecond} req/s, p50 ${l.p50} p95 ${l.p95} p99 ${l.p99} ms, ` +
      `${run.errors + run.non2xx + run.mismatches} failed, CPU a request: API ${run.serverCpuMicrosPerRequest} µs, ` +
      `database ${run.databaseCpuMicrosPerRequest} µs`,
  );
  return result;
}

ensureDependencies();
ensureBuild();
if (!postgresAnswers()) {
  console.log('PostgreSQL is not answering on 127.0.0.1:5432: the registry benchmark needs it.');
  process.exit(1);
}
await prepareDatabase();
const matches = await matchCounts(mixedTerms());
const api = await startApi({ databaseUrl: DATABASE_URL });
try {
  const token = await signInByApi(api.url, DEMO);
  const counts = (await graphql(api.url, COUNTS, undefined, token)).getQuestionRegistryCount;
  // Live questions only: the purge job may have removed some deleted ones since the seed.
  if (counts.total < 0.9 * BIG_COMPANY_ROWS) {
    throw new Error(`The demo company holds ${counts.total} live questions, not about 95,000.`);
  }
  console.log(
    `${CONNECTIONS} connections, ${DURATION_SECONDS} s a measurement after ${WARMUP_SECONDS} s warm-up; ` +
      `the demo company has ${counts.total} live questions.`,
  );
  const runs = [];
  for (const [termClass, terms] of Object.entries(SEARCH_TERMS)) {
    runs.push({ ...(await load(api, token, termClass, terms.map(searchBody))), terms });
  }
  const mixed = await load(api, token, 'all classes mixed', mixedTerms().map(searchBody));
  // One connection: what a search costs when it waits for no other (the service time).
  const alone = await load(
    api,
    token,
    'all classes mixed, 1 connection',
    mixedTerms().map(searchBody),
    1,
  );
  const list = await load(api, token, 'list, no search', [searchBody(null)]);
  const countsRun = await load(api, token, 'tab counts', [JSON.stringify({ query: COUNTS })]);
  const searchRuns = [...runs, mixed, alone];
  const results = {
    name: 'registry-search',
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, node: process.versions.node },
    settings: {
      connections: CONNECTIONS,
      durationSeconds: DURATION_SECONDS,
      warmupSeconds: WARMUP_SECONDS,
      databasePoolSize: 10,
      data: {
        questions: TOTAL_ROWS,
        companies: COMPANIES,
        bigCompany: BIG_COMPANY_ROWS,
        bigCompanyLive: counts.total,
      },
    },
    queries: { search: SEARCH, counts: COUNTS },
    matches,
    runs: [...searchRuns, list, countsRun],
    acceptance: {
      target: `first page of a search p95 < ${TARGET.searchP95Ms} ms (all classes mixed) and counts p95 < ${TARGET.countsP95Ms} ms, at ${CONNECTIONS} connections`,
      holds:
        mixed.latencyMs.p95 < TARGET.searchP95Ms && countsRun.latencyMs.p95 < TARGET.countsP95Ms,
      classesOverTarget: runs
        .filter((r) => r.latencyMs.p95 >= TARGET.searchP95Ms)
        .map((r) => r.label),
    },
  };
  const { jsonFile, mdFile } = writeResults(RESULTS_DIR, results, registryMarkdown);
  console.log(`\nWrote ${path.relative(ROOT, jsonFile)} and ${path.relative(ROOT, mdFile)}.`);
  console.log(`Acceptance (${results.acceptance.target}): ${results.acceptance.holds}`);
} finally {
  await api.stop();
}
