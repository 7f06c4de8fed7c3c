// `npm run bench -- wrk-check`: the 20-connection loads of the registry and board benchmarks again,
// driven by wrk (C, one thread) instead of autocannon (Node), to see how much of their latency is the
// load generator's share of the 2 cores. Needs Debian's `wrk` and the benchmark databases the
// registry and board benchmarks seed (it seeds nothing). Writes bench/results/<date>-wrk-check.json
// and a section of latest.md. Never part of `npm test`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO, graphql, signInByApi } from '../scripts/lib/api-sign-in.mjs';
import { startProduct } from '../scripts/lib/product.mjs';
import { ensureBuild, ensureDependencies } from '../scripts/lib/workspace.mjs';
import { FOUR_COLUMNS } from './board/queries.mjs';
import { COUNTS, searchBody } from './registry/queries.mjs';
import { mixedTerms } from './registry/terms.mjs';
import { writeResults } from './lib/report.mjs';

const CONNECTIONS = 20;
const SECONDS = 10;
const WARMUP_SECONDS = 3;
const SCRIPT = fileURLToPath(new URL('./wrk/post-graphql.lua', import.meta.url));
const RESULTS_DIR = fileURLToPath(new URL('./results', import.meta.url));
const database = (name) => `postgres://postgres@127.0.0.1:5432/${name}`;

/** Each load: its database, its bodies and the target its own benchmark states. */
const LOADS = [
  {
    label: 'registry search, all term classes mixed',
    database: 'quorum_bench_registry',
    bodies: mixedTerms().map(searchBody),
    targetP95Ms: 15,
  },
  {
    label: 'registry tab counts',
    database: 'quorum_bench_registry',
    bodies: [JSON.stringify({ query: COUNTS })],
    targetP95Ms: 5,
  },
  {
    label: "board, the four columns' first pages",
    database: 'quorum_bench_board',
    bodies: [JSON.stringify({ query: FOUR_COLUMNS })],
    targetP95Ms: 30,
  },
];

function wrk(url, token, bodiesFile, seconds, connections) {
  const result = spawnSync('wrk', ['-t1', `-c${connections}`, `-d${seconds}s`, '-s', SCRIPT, url], {
    encoding: 'utf8',
    env: { ...process.env, WRK_TOKEN: token, WRK_BODIES: bodiesFile },
  });
  if (result.status !== 0) throw new Error(`wrk failed: ${result.stderr || result.error}`);
  const line = result.stdout.trim().split('\n').at(-1);
  return JSON.parse(line);
}

async function measure(load) {
  const api = await startProduct({
    env: { DATABASE_URL: database(load.database), DATABASE_POOL_SIZE: '10' },
  });
  try {
    const token = await signInByApi(api.url, DEMO);
    // Every body answers without errors before it is timed.
    for (const body of load.bodies) {
      const { query, variables } = JSON.parse(body);
      await graphql(api.url, query, variables, token);
    }
    const dir = mkdtempSync(path.join(tmpdir(), 'quorum-wrk-'));
    const bodiesFile = path.join(dir, 'bodies.jsonl');
    writeFileSync(bodiesFile, `${load.bodies.join('\n')}\n`);
    wrk(api.url, token, bodiesFile, WARMUP_SECONDS, CONNECTIONS);
    const before = loadavg()[0];
    const run = wrk(api.url, token, bodiesFile, SECONDS, CONNECTIONS);
    const requestsPerSecond = Math.round((run.requests / (run.durationUs / 1e6)) * 10) / 10;
    const result = { ...load, bodies: load.bodies.length, requestsPerSecond, ...run, load: before };
    console.log(
      `${load.label}: ${requestsPerSecond} req/s, p50 ${run.p50} p95 ${run.p95} p99 ${run.p99} ms, ` +
        `${run.failed} failed (target p95 < ${load.targetP95Ms} ms)`,
    );
    return result;
  } finally {
    await api.stop();
  }
}

function markdown(results) {
  const rows = results.runs.map(
    (r) =>
      `| ${r.label} | ${r.requestsPerSecond} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.max} | ${r.failed} | < ${r.targetP95Ms} | ${r.load.toFixed(2)} |`,
  );
  return [
    '# Benchmark: wrk-check',
    '',
    `${results.date.slice(0, 16).replace('T', ' ')} UTC · ${results.machine.cpus} cores · wrk, one thread, ${CONNECTIONS} connections, ${SECONDS} s after a ${WARMUP_SECONDS} s warm-up, on the same cores as the API and PostgreSQL (pool 10).`,
    '',
    'The 20-connection loads of the registry and board benchmarks again, driven by wrk instead of autocannon, so the load generator takes less of the two cores. Latencies in ms as wrk measures them.',
    '',
    '| load | requests/s | p50 | p95 | p99 | max | failed | target p95 | load average |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
  ].join('\n');
}

ensureDependencies();
ensureBuild();
if (spawnSync('wrk', ['-v']).error) {
  console.log('wrk is missing: on Debian, apt-get install -y wrk.');
  process.exit(1);
}
const runs = [];
for (const load of LOADS) runs.push(await measure(load));
const results = {
  name: 'wrk-check',
  date: new Date().toISOString(),
  machine: { cpus: cpus().length, node: process.versions.node },
  settings: { connections: CONNECTIONS, seconds: SECONDS, warmupSeconds: WARMUP_SECONDS },
  runs,
};
writeResults(RESULTS_DIR, results, markdown);
