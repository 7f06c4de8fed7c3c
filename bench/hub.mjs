// `npm run bench -- hub`: the public investor page (issue 15), on the built API with PostgreSQL.
//   Load:   GET /hub/{asxCode} of the demo company (20 published announcements, its profile,
//           links and team) at 50 connections, compressed as a browser asks (br), against the bare
//           Node handler in the same run, in alternating rounds: requests/s, p50 and p99.
//   Weight: what Chromium downloads for the first view with a cold cache (compressed bodies and
//           headers, every request), against the 100 KB.
// On the machine's PostgreSQL when it answers (a fresh `quorum_bench` database), else PGlite.
// Results go to bench/results/ (JSON, and a section of latest.md). Never part of `npm test`.
import { cpus } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO, graphql, signInByApi } from '../scripts/lib/api-sign-in.mjs';
import { startProduct } from '../scripts/lib/product.mjs';
import { ROOT, ensureBuild, ensureDependencies } from '../scripts/lib/workspace.mjs';
import { pageWeight } from './lib/page-weight.mjs';
import { CONNECTIONS, DURATION_SECONDS, WARMUP_SECONDS, measure } from './lib/measure.mjs';
import { writeResults } from './lib/report.mjs';
import {
  BENCH_DATABASE_URL,
  createBenchDatabase,
  dropBenchDatabase,
  postgresAnswers,
  startBareServer,
} from './lib/servers.mjs';

const ROUNDS = 3;
const ANNOUNCEMENTS = 20;
const FIRST_VIEW_BUDGET_BYTES = 100 * 1024;
const RESULTS_DIR = fileURLToPath(new URL('./results', import.meta.url));
const CREATE = `mutation($input: AnnouncementInput!) { createAnnouncement(announcementInput: $input) { _id } }`;
const SWITCH_ON = 'mutation { updateInvestorHub(enabled: true) { link } }';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round4 = (value) => Math.round(value * 10_000) / 10_000;

/** The demo company's page switched on, with announcements to list; answers its address. */
async function prepareHub(server) {
  const token = await signInByApi(server.url, DEMO);
  const { updateInvestorHub } = await graphql(server.url, SWITCH_ON, undefined, token);
  for (let i = 0; i < ANNOUNCEMENTS; i++)
    await graphql(
      server.url,
      CREATE,
      {
        input: {
          title: `Quarterly activities report ${i + 1}`,
          body: 'Production, costs and the drilling programme for the quarter, with the results of the Red Hill drilling.',
          status: 'published',
        },
      },
      token,
    );
  return new URL(updateInvestorHub.link).pathname;
}

const load = (url, pid, headers = {}) => ({ url, pid, request: { method: 'GET', headers } });

ensureDependencies();
ensureBuild();
const onPostgres = postgresAnswers();
if (onPostgres) createBenchDatabase();
const server = await startProduct({ env: onPostgres ? { DATABASE_URL: BENCH_DATABASE_URL } : {} });
const bareServer = await startBareServer();
try {
  const hubPath = await prepareHub(server);
  const check = await fetch(`${server.url}${hubPath}`);
  if (check.status !== 200) throw new Error(`GET ${hubPath} answered ${check.status}`);

  const rounds = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const bare = await measure({ ...load(bareServer.url, bareServer.pid), warmUp: round === 1 });
    const hub = await measure({
      ...load(`${server.url}${hubPath}`, server.pid, { 'accept-encoding': 'br, gzip' }),
      warmUp: round === 1,
    });
    rounds.push({
      round,
      bare,
      hub,
      ratioToBare: round4(hub.requestsPerSecond / bare.requestsPerSecond),
    });
    console.log(
      `round ${round}: bare ${bare.requestsPerSecond} req/s, hub ${hub.requestsPerSecond} req/s (p50 ${hub.latencyMs.p50} ms, p99 ${hub.latencyMs.p99} ms)`,
    );
  }
  const middle = rounds.find((r) => r.ratioToBare === median(rounds.map((x) => x.ratioToBare)));
  const firstView = await pageWeight(`${server.url}${hubPath}`);

  const results = {
    name: 'hub',
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, node: process.versions.node },
    database: onPostgres ? 'PostgreSQL' : 'PGlite',
    settings: {
      connections: CONNECTIONS,
      durationSeconds: DURATION_SECONDS,
      warmupSeconds: WARMUP_SECONDS,
      rounds: ROUNDS,
      announcements: ANNOUNCEMENTS,
      acceptEncoding: 'br, gzip',
    },
    page: hubPath,
    median: {
      bare: { label: 'bare Node handler', ...middle.bare },
      hub: { label: `GET ${hubPath} on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`, ...middle.hub },
      ratioToBare: middle.ratioToBare,
    },
    rounds: rounds.map((r) => ({
      round: r.round,
      bareRequestsPerSecond: r.bare.requestsPerSecond,
      hubRequestsPerSecond: r.hub.requestsPerSecond,
      hubP50Ms: r.hub.latencyMs.p50,
      hubP99Ms: r.hub.latencyMs.p99,
      hubNon2xx: r.hub.non2xx,
      hubServerCpuMicrosPerRequest: r.hub.serverCpuMicrosPerRequest,
      ratioToBare: r.ratioToBare,
    })),
    firstView: {
      ...firstView,
      budgetBytes: FIRST_VIEW_BUDGET_BYTES,
      holds: firstView.transferredBytes <= FIRST_VIEW_BUDGET_BYTES,
    },
  };
  const { jsonFile } = writeResults(RESULTS_DIR, results, (r) =>
    [
      `# Benchmark: ${r.name}`,
      '',
      `${r.date.slice(0, 16).replace('T', ' ')} UTC, ${r.machine.cpus} CPUs, Node ${r.machine.node}, ${r.database}.`,
      '',
      `The investor page ${r.page} at ${r.settings.connections} connections (median of ${r.settings.rounds} alternating rounds): ${r.median.hub.requestsPerSecond} req/s, p50 ${r.median.hub.latencyMs.p50} ms, p99 ${r.median.hub.latencyMs.p99} ms; the bare Node handler ${r.median.bare.requestsPerSecond} req/s (${(r.median.ratioToBare * 100).toFixed(1)}%).`,
      '',
      `First view: ${r.firstView.requests} requests, ${r.firstView.transferredBytes} bytes transferred (budget ${r.firstView.budgetBytes}): ${r.firstView.holds}.`,
      '',
    ].join('\n'),
  );
  console.log(`Wrote ${path.relative(ROOT, jsonFile)}.`);
  console.log(`First view: ${firstView.requests} requests, ${firstView.transferredBytes} bytes`);
} finally {
  await bareServer.stop();
  await server.stop();
  if (onPostgres) dropBenchDatabase();
}
