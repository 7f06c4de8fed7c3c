// `npm run bench`: throughput, latency and memory of an authenticated GraphQL query on the built
// API, on PGlite and on PostgreSQL, against a bare Node handler on the same machine. Results go to
// bench/results/. Never part of `npm test`: numbers are recorded, not asserted.
import { cpus } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO, graphql, signInByApi } from '../scripts/lib/api-sign-in.mjs';
import { ROOT, ensureBuild, ensureDependencies } from '../scripts/lib/workspace.mjs';
import { webBundleSize } from './lib/bundle.mjs';
import { CONNECTIONS, DURATION_SECONDS, WARMUP_SECONDS, measure } from './lib/measure.mjs';
import { writeResults } from './lib/report.mjs';
import {
  BENCH_DATABASE_URL,
  createBenchDatabase,
  dropBenchDatabase,
  postgresAnswers,
  startApi,
  startBareServer,
} from './lib/servers.mjs';

const QUERY = '{ loggedInUserDetail { _id email firstName lastName plan subscriptionStatus } }';
// The acceptance target for the API on PostgreSQL.
const TARGET = { shareOfBare: 0.15, p99Ms: 50 };
const RESULTS_DIR = fileURLToPath(new URL('./results', import.meta.url));

async function benchBare() {
  const server = await startBareServer();
  try {
    const request = {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: QUERY,
    };
    return await measure({ url: server.url, pid: server.pid, request });
  } finally {
    await server.stop();
  }
}

async function benchApi(databaseUrl) {
  const server = await startApi({ databaseUrl });
  try {
    const token = await signInByApi(server.url, DEMO);
    // The first answer is the one every later request must repeat: anything else (a GraphQL error
    // under a 200, a rate limit) counts as a mismatch.
    const expected = { data: await graphql(server.url, QUERY, undefined, token) };
    const request = {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: QUERY }),
    };
    return await measure({
      url: `${server.url}/graphql`,
      pid: server.pid,
      request,
      expectBody: JSON.stringify(expected),
    });
  } finally {
    await server.stop();
  }
}

async function benchPostgres() {
  if (!postgresAnswers()) return { skipped: 'PostgreSQL is not answering on 127.0.0.1:5432' };
  createBenchDatabase();
  try {
    return await benchApi(BENCH_DATABASE_URL);
  } finally {
    dropBenchDatabase();
  }
}

ensureDependencies();
ensureBuild();

console.log(`bare Node handler: ${CONNECTIONS} connections, ${DURATION_SECONDS} s…`);
const bare = { label: 'bare Node http', ...(await benchBare()) };
console.log('API on PGlite…');
const pglite = { label: 'API on PGlite', ...(await benchApi()) };
console.log('API on PostgreSQL…');
const postgres = { label: 'API on PostgreSQL', ...(await benchPostgres()) };

for (const run of [pglite, postgres]) {
  if (!run.skipped) {
    run.ratioToBare =
      Math.round((run.requestsPerSecond / bare.requestsPerSecond) * 10_000) / 10_000;
  }
}

const results = {
  name: 'logged-in-user-detail',
  date: new Date().toISOString(),
  machine: { cpus: cpus().length, node: process.versions.node },
  settings: {
    connections: CONNECTIONS,
    durationSeconds: DURATION_SECONDS,
    warmupSeconds: WARMUP_SECONDS,
  },
  query: QUERY,
  runs: [bare, pglite, postgres],
  acceptance: {
    target: `API on PostgreSQL ≥ ${TARGET.shareOfBare * 100}% of the bare handler's requests/s and p99 < ${TARGET.p99Ms} ms`,
    holds: postgres.skipped
      ? undefined
      : postgres.ratioToBare >= TARGET.shareOfBare && postgres.latencyMs.p99 < TARGET.p99Ms,
  },
  webBundle: webBundleSize(ROOT),
};

const { jsonFile, mdFile } = writeResults(RESULTS_DIR, results);
console.log(`\nWrote ${path.relative(ROOT, jsonFile)} and ${path.relative(ROOT, mdFile)}.`);
for (const run of results.runs) {
  console.log(
    run.skipped
      ? `${run.label}: skipped (${run.skipped})`
      : `${run.label}: ${run.requestsPerSecond} req/s, p99 ${run.latencyMs.p99} ms, peak RSS ${run.peakRssMb} MB`,
  );
}
console.log(`Acceptance (${results.acceptance.target}): ${results.acceptance.holds}`);
