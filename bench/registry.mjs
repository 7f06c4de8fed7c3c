// `npm run bench -- registry`: the question registry's search over 1,000,000 questions in one
// company (issue 17). The database `quorum_bench_registry` is seeded once (registry/seed.mjs, in
// SQL) and kept between runs (registry/database.mjs). In one run:
//  1. the designs side by side at the database (registry/compare.ts): before issue 17's Bloom
//     signatures, a weighted tsvector with GIN, pg_trgm with GIN, and both (the API's) — backend
//     CPU a search and latency per term class at 1 connection, p95 at a fixed 200 searches/s, and
//     the EXPLAIN (ANALYZE, BUFFERS) plans;
//  2. the API (running the chosen design) per term class at 1 connection and at a fixed 200
//     requests/s (an open loop, bench/lib/open-loop.mjs), with the API's and PostgreSQL's CPU a request;
//     the list without search and the tab counts beside them.
// Results: bench/results/<day>-registry.json and .md. Never part of `npm test`.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { DEMO, graphql, signInByApi } from '../scripts/lib/api-sign-in.mjs';
import { ROOT, ensureBuild, ensureDependencies } from '../scripts/lib/workspace.mjs';
import { DURATION_SECONDS, WARMUP_SECONDS, measureRequests } from './lib/measure.mjs';
import { registryMarkdown } from './registry/report.mjs';
import { DATABASE, DATABASE_URL, prepareDatabase } from './registry/database.mjs';
import { BIG_COMPANY_ROWS, TOTAL_ROWS } from './registry/seed.mjs';
import { COUNTS, SEARCH, searchBody } from './registry/queries.mjs';
import { FLOOR } from './lib/floor.mjs';
import { SEARCH_TERMS, mixedTerms } from './registry/terms.mjs';
import { postgresAnswers, startApi } from './lib/servers.mjs';

const RATE = 200;
const RATE_CONNECTIONS = 20;
const TARGET = { databaseCpuMs: 1, typedQuestionDatabaseCpuMs: 2, p95Ms: 15 };
const RESULTS_DIR = fileURLToPath(new URL('./results', import.meta.url));

/** How many live questions of the company each term matches by its words (prefixes, all required). */
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

async function load(api, token, label, bodies, { connections, overallRate }) {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const loadBefore = loadavg()[0];
  const run = await measureRequests({
    url: api.url,
    pid: api.pid,
    connections,
    overallRate,
    requests: bodies.map((body) => ({ method: 'POST', path: '/graphql', headers, body })),
    verifyBody: noErrors,
    databasePids,
  });
  const result = {
    label,
    connections,
    overallRate: overallRate ?? null,
    ...run,
    machineLoad: { before: loadBefore, after: loadavg()[0] },
  };
  const l = run.latencyMs;
  console.log(
    `${label}${overallRate ? ` at ${overallRate}/s` : `, ${connections} connection(s)`}: ${run.requestsPerSecond} req/s, ` +
      `p50 ${l.p50} p95 ${l.p95} p99 ${l.p99} ms, ${run.errors + run.non2xx + run.mismatches} failed, ` +
      `CPU a request: API ${run.serverCpuMicrosPerRequest} µs, database ${run.databaseCpuMicrosPerRequest} µs`,
  );
  return result;
}

/** The designs side by side at the database, in a process of its own (TypeScript, via tsx). */
function compareDesigns() {
  const out = path.join(RESULTS_DIR, '.registry-designs.json');
  const child = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'bench/registry/compare.ts'), DATABASE_URL, out],
    { stdio: 'inherit', cwd: ROOT },
  );
  if (child.status !== 0) throw new Error('The designs comparison failed.');
  const designs = JSON.parse(readFileSync(out, 'utf8'));
  spawnSync('rm', ['-f', out]);
  return designs;
}

ensureDependencies();
ensureBuild();
if (!postgresAnswers()) {
  console.log('PostgreSQL is not answering on 127.0.0.1:5432: the registry benchmark needs it.');
  process.exit(1);
}
await prepareDatabase();
const loadAtStart = loadavg();
const matches = await matchCounts(mixedTerms());
const designs = compareDesigns();
const api = await startApi({ databaseUrl: DATABASE_URL });
try {
  const token = await signInByApi(api.url, DEMO);
  const counts = (await graphql(api.url, COUNTS, undefined, token)).getQuestionRegistryCount;
  if (counts.total < 0.9 * BIG_COMPANY_ROWS) {
    throw new Error(`The demo company holds ${counts.total} live questions, not about 950,000.`);
  }
  console.log(`The demo company has ${counts.total} live questions.`);
  const runs = [];
  for (const [termClass, terms] of Object.entries(SEARCH_TERMS)) {
    const bodies = terms.map(searchBody);
    runs.push({ ...(await load(api, token, termClass, bodies, { connections: 1 })), terms });
    runs.push({
      ...(await load(api, token, termClass, bodies, {
        connections: RATE_CONNECTIONS,
        overallRate: RATE,
      })),
      terms,
    });
  }
  const mixed = mixedTerms().map(searchBody);
  runs.push(await load(api, token, 'all classes mixed', mixed, { connections: 1 }));
  runs.push(
    await load(api, token, 'all classes mixed', mixed, {
      connections: RATE_CONNECTIONS,
      overallRate: RATE,
    }),
  );
  runs.push(await load(api, token, 'list, no search', [searchBody(null)], { connections: 1 }));
  runs.push(
    await load(api, token, 'tab counts', [JSON.stringify({ query: COUNTS })], { connections: 1 }),
  );
  // The floor: the lightest authenticated request, whose cost is the machine's per-request
  // overhead (wake-ups, syscalls, the caller lookup) rather than the registry's.
  runs.push(
    await load(api, token, 'floor: loggedInUserDetail', [JSON.stringify({ query: FLOOR })], {
      connections: 1,
    }),
  );
  const results = {
    name: 'registry',
    date: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      node: process.versions.node,
      loadAtStart,
      loadAtEnd: loadavg(),
    },
    settings: {
      durationSeconds: DURATION_SECONDS,
      warmupSeconds: WARMUP_SECONDS,
      rate: RATE,
      rateConnections: RATE_CONNECTIONS,
      databasePoolSize: 10,
      data: { questions: TOTAL_ROWS, companies: 1, live: counts.total },
    },
    target: TARGET,
    queries: { search: SEARCH, counts: COUNTS, floor: FLOOR },
    matches,
    designs,
    runs,
  };
  const day = results.date.slice(0, 10);
  const jsonFile = path.join(RESULTS_DIR, `${day}-registry.json`);
  const mdFile = path.join(RESULTS_DIR, `${day}-registry.md`);
  writeFileSync(jsonFile, `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(mdFile, registryMarkdown(results));
  console.log(`\nWrote ${path.relative(ROOT, jsonFile)} and ${path.relative(ROOT, mdFile)}.`);
} finally {
  await api.stop();
}
