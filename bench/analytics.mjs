// `npm run bench -- analytics`: the analytics page's queries and the dashboard home's one request
// (issue 16) at the API on PostgreSQL,
// over a demo company holding 100,000 enquiries beside 1,000 other companies with 50 each.
//   Each query (GraphQL, and the engagement CSV's REST download) alone: latency at 1 connection
//   (p50, p95, p99) and throughput at 20 connections.
// The database `quorum_bench_analytics` is seeded once (bench/analytics/seed.mjs) and kept between
// runs; seeded again when missing or when the seed's SEED_VERSION changes. The statements' plans
// (bench/analytics/explain.ts) are recorded with the numbers. Results go to
// bench/results/<date>-analytics.json and .md. Never part of `npm test`.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { DEMO, graphql, signInByApi } from '../scripts/lib/api-sign-in.mjs';
import { startProduct } from '../scripts/lib/product.mjs';
import { ROOT, ensureBuild, ensureDependencies } from '../scripts/lib/workspace.mjs';
import {
  DEMO_ENQUIRIES,
  OTHER_COMPANIES,
  OTHER_ENQUIRIES_EACH,
  isSeeded,
  seedAnalyticsBench,
} from './analytics/seed.mjs';
import { measureRequests } from './lib/measure.mjs';
import { postgresAnswers } from './lib/servers.mjs';

const DATABASE = 'quorum_bench_analytics';
const DATABASE_URL = `postgres://postgres@127.0.0.1:5432/${DATABASE}`;
const LOADS = [1, 20];
const POOL_SIZE = 10;
const DURATION_SECONDS = Number(process.env.ANALYTICS_BENCH_SECONDS ?? 5);
const WARMUP_SECONDS = 2;
const RESULTS_DIR = fileURLToPath(new URL('./results', import.meta.url));

/** The page's default period and split, and the widest range, as the page asks them. */
const SIX_MONTHS = { range: '6Months', timeZone: 'Australia/Sydney' };
const TWELVE_MONTHS = { range: '12Months', timeZone: 'Australia/Sydney' };
const QUERIES = [
  {
    label: 'getEngagementLevelV2 by investor type, 6 months',
    query: `query($i: DashboardRangeInput) { getEngagementLevelV2(dashboardInput: $i) { total series { key total } points { bucket counts } } }`,
    variables: { i: { ...SIX_MONTHS, dataType: 'investor-type' } },
  },
  {
    label: 'getEngagementLevelV2 by category, 12 months',
    query: `query($i: DashboardRangeInput) { getEngagementLevelV2(dashboardInput: $i) { total series { key total } points { bucket counts } } }`,
    variables: { i: { ...TWELVE_MONTHS, dataType: 'category' } },
  },
  {
    label: 'getTotalEnquiryResponse, 6 months',
    query: `query($i: DashboardRangeInput) { getTotalEnquiryResponse(dashboardInput: $i) { questions answered resolved outstanding answerRate } }`,
    variables: { i: SIX_MONTHS },
  },
  {
    label: 'getResponseTimes (by member), 6 months',
    query: `query($i: DashboardRangeInput) { getResponseTimes(dashboardInput: $i) { company { firstResponseMedianSeconds firstResponseP90Seconds } byMember { name times { questions firstResponseMedianSeconds } } } }`,
    variables: { i: SIX_MONTHS },
  },
  {
    label: 'getCategoryResponseTimes, 6 months',
    query: `query($i: DashboardRangeInput) { getCategoryResponseTimes(dashboardInput: $i) { name times { questions firstResponseMedianSeconds resolutionP90Seconds } } }`,
    variables: { i: SIX_MONTHS },
  },
  {
    label: 'investorSatisfaction, 6 months',
    query: `query($i: DashboardRangeInput) { investorSatisfaction(dashboardInput: $i) { ratings average satisfiedShare distribution { rating count } trend { bucket average } } }`,
    variables: { i: SIX_MONTHS },
  },
  {
    label: 'getInvestorSentimentSummary, 6 months',
    query: `query($i: DashboardRangeInput) { getInvestorSentimentSummary(dashboardInput: $i) { average counts { label count } trend { bucket average } mostNegative { _id question score } } }`,
    variables: { i: SIX_MONTHS },
  },
  {
    label: 'getMostAskedTopics, 6 months',
    query: `query($i: DashboardRangeInput) { getMostAskedTopics(dashboardInput: $i) { name questions share } }`,
    variables: { i: SIX_MONTHS },
  },
];
/**
 * The dashboard home's one request, read from the web app's source so the bench sends what the page
 * sends: its query and the fragment it spreads, every section included (the demo user is an admin).
 */
function dashboardHome() {
  const source = readFileSync(
    path.join(ROOT, 'apps/web/src/features/dashboard/api/get-dashboard-home.ts'),
    'utf8',
  );
  const documents = [...source.matchAll(/graphql\(\s*`([^`]+)`/g)].map((match) => match[1]);
  const query = documents.find((d) => d.includes('query GetDashboardHome'));
  const fragment = documents.find((d) => d.includes('fragment HomeQuestionFields'));
  if (!query || !fragment) throw new Error('The dashboard home document was not found.');
  const from = new Date();
  return {
    label:
      'dashboard home (one request: counts, three lists, announcements, events, team, checklist)',
    query: `${query}\n${fragment.replace(' @_unmask', '')}`,
    variables: {
      board: true,
      announcements: true,
      calendar: true,
      team: true,
      from: from.toISOString(),
      to: new Date(from.getTime() + 30 * 86_400_000).toISOString(),
    },
  };
}
QUERIES.push(dashboardHome());

const CSV = {
  label: 'GET /analytics/engagement.csv by investor type, 6 months',
  path: '/analytics/engagement.csv?range=6Months&dataType=investor-type&timeZone=Australia%2FSydney',
};

function psqlAdmin(sql) {
  return spawnSync(
    'psql',
    ['-h', '127.0.0.1', '-U', 'postgres', '-d', 'postgres', '-v', 'ON_ERROR_STOP=1', '-Atc', sql],
    { encoding: 'utf8' },
  );
}

const startApi = () =>
  startProduct({ env: { DATABASE_URL, DATABASE_POOL_SIZE: String(POOL_SIZE) } });

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
  await seedAnalyticsBench(DATABASE_URL);
}

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

function statementPlans() {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'bench/analytics/explain.ts'), DATABASE_URL],
    { cwd: ROOT, encoding: 'utf8' },
  );
  if (result.status !== 0) return { error: result.stderr.slice(-2_000) };
  return JSON.parse(result.stdout.trim().split('\n').at(-1));
}

async function load(api, label, request, connections) {
  const loadBefore = loadavg()[0];
  const run = await measureRequests({
    url: api.url,
    pid: api.pid,
    connections,
    durationSeconds: DURATION_SECONDS,
    warmupSeconds: WARMUP_SECONDS,
    requests: [request],
    verifyBody: (text) => !text.includes('"errors"'),
    databasePids,
  });
  const l = run.latencyMs;
  console.log(
    `${label} at ${connections}: ${run.requestsPerSecond} req/s, p50 ${l.p50} p95 ${l.p95} p99 ${l.p99} ms, ` +
      `${run.errors + run.non2xx + run.mismatches} failed`,
  );
  return { connections, ...run, machineLoad: { before: loadBefore, after: loadavg()[0] } };
}

/** The mean of the one-minute load averages read around each load. */
function loadDuring(results) {
  const loads = results.queries.flatMap((q) =>
    q.runs.flatMap((run) => [run.machineLoad.before, run.machineLoad.after]),
  );
  return (loads.reduce((a, b) => a + b, 0) / loads.length).toFixed(1);
}

function markdown(results) {
  const rows = results.queries.map((q) => {
    const [one, many] = q.runs;
    return `| ${q.label} | ${one.latencyMs.p50} | ${one.latencyMs.p95} | ${one.latencyMs.p99} | ${many.requestsPerSecond} | ${many.latencyMs.p95} | ${one.serverCpuMicrosPerRequest} µs | ${one.databaseCpuMicrosPerRequest} µs | ${one.errors + one.non2xx + one.mismatches + many.errors + many.non2xx + many.mismatches} |`;
  });
  const s = results.settings;
  return [
    '# Benchmark: analytics',
    '',
    `${results.date.slice(0, 16).replace('T', ' ')} UTC · ${results.machine.cpus} cores · Node ${results.machine.node} · API on PostgreSQL (pool ${s.databasePoolSize}), ${s.durationSeconds} s a measurement after ${s.warmupSeconds} s warm-up; the load generator shares the cores.`,
    '',
    `Data: the demo company's ${s.data.demoEnquiries.toLocaleString('en')} enquiries over two years (replies, ratings, categories, sentiment) beside ${s.data.otherCompanies.toLocaleString('en')} other companies with ${s.data.otherEnquiriesEach} each. Signed in as the demo user (Premium).`,
    '',
    '| query | p50 ms (1 conn.) | p95 ms (1 conn.) | p99 ms (1 conn.) | requests/s (20 conn.) | p95 ms (20 conn.) | API CPU a request | database CPU a request | failures |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    `Machine load average during the loads: ${loadDuring(results)} on ${results.machine.cpus} cores. Latency and requests/s move with it; the CPU a request (API and database) is the steadier measure.`,
    '',
    results.indexNote,
    '',
  ].join('\n');
}

ensureDependencies();
ensureBuild();
if (!postgresAnswers()) {
  console.log('PostgreSQL is not answering on 127.0.0.1:5432: the analytics benchmark needs it.');
  process.exit(1);
}
await prepareDatabase();
const plans = statementPlans();

const api = await startApi();
const queries = [];
let demoEnquiries;
try {
  const token = await signInByApi(api.url, DEMO);
  const totals = await graphql(
    api.url,
    `
      {
        getTotalEnquiryResponse(
          dashboardInput: { range: "custom", from: "2000-01-01", to: "2004-12-31" }
        ) {
          questions
        }
      }
    `,
    undefined,
    token,
  );
  if (totals.getTotalEnquiryResponse.questions !== 0) throw new Error('Unexpected old questions.');
  const twoYears = await graphql(
    api.url,
    `
      {
        getTotalEnquiryResponse(
          dashboardInput: { range: "custom", from: "2024-01-01", to: "2028-12-31" }
        ) {
          questions
        }
      }
    `,
    undefined,
    token,
  );
  demoEnquiries = twoYears.getTotalEnquiryResponse.questions;
  if (demoEnquiries < DEMO_ENQUIRIES)
    throw new Error(`The demo company has ${demoEnquiries} questions.`);
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  for (const q of QUERIES) {
    const request = {
      method: 'POST',
      path: '/graphql',
      headers,
      body: JSON.stringify({ query: q.query, variables: q.variables }),
    };
    const runs = [];
    for (const connections of LOADS) runs.push(await load(api, q.label, request, connections));
    queries.push({ label: q.label, query: q.query, variables: q.variables, runs });
  }
  const csvRequest = {
    method: 'GET',
    path: CSV.path,
    headers: { authorization: `Bearer ${token}` },
  };
  const runs = [];
  for (const connections of LOADS) runs.push(await load(api, CSV.label, csvRequest, connections));
  queries.push({ label: CSV.label, path: CSV.path, runs });
} finally {
  await api.stop();
}

const results = {
  name: 'analytics',
  date: new Date().toISOString(),
  machine: { cpus: cpus().length, node: process.versions.node, generatorSharesCores: true },
  settings: {
    loads: LOADS,
    durationSeconds: DURATION_SECONDS,
    warmupSeconds: WARMUP_SECONDS,
    databasePoolSize: POOL_SIZE,
    data: {
      demoEnquiries,
      otherCompanies: OTHER_COMPANIES,
      otherEnquiriesEach: OTHER_ENQUIRIES_EACH,
    },
  },
  queries,
  indexNote:
    "Indexes: none added. The plans (in the JSON) start every statement from `enquiries_created_idx (company_id, created_at)` (migration 0020) for 6 months, a bitmap scan of the period's rows; for 12 months the demo company's rows are a third of the table and PostgreSQL reads it whole, which no index would beat. Replies and categories are joined by hash. The remaining cost is per row (the zone's bucket, the percentiles' sorts), not finding rows; a covering index would save the heap reads at the price of a wide index written on every board change.",
  plans,
};
const day = results.date.slice(0, 10);
const jsonFile = path.join(RESULTS_DIR, `${day}-analytics.json`);
const mdFile = path.join(RESULTS_DIR, `${day}-analytics.md`);
writeFileSync(jsonFile, `${JSON.stringify(results, null, 2)}\n`);
writeFileSync(mdFile, markdown(results));
console.log(`\nWrote ${path.relative(ROOT, jsonFile)} and ${path.relative(ROOT, mdFile)}.`);
