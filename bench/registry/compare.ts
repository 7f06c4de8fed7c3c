// Issue 17's side-by-side run of the registry search designs (designs.mjs) on the same kept
// database, at the database: for every term of every class, each design's first page run one after
// another on one connection (PostgreSQL backend CPU from /proc, latency p50/p95), then each design
// at a fixed 200 searches a second (open loop: a search starts on schedule whether or not the last
// has finished; latency counts from the scheduled start), and the EXPLAIN (ANALYZE, BUFFERS) of each
// design's statement for one term of each class. Prints a summary; returns the results to
// registry.mjs, which records them.
//   node --import tsx bench/registry/compare.ts [database url] [json out]
import { readFileSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import { toSearchWords } from '../../apps/api/src/features/registry/search-text';
import type { SearchWords } from '../../apps/api/src/features/registry/search-text';
import { DESIGNS, SESSION_OPTIONS, statementOf } from './designs';
import { SEARCH_TERMS, mixedTerms } from './terms.mjs';

const RUNS = Number(process.env.RUNS ?? 30);
const RATE = 200;
const RATE_SECONDS = Number(process.env.RATE_SECONDS ?? 5);
const RATE_CONNECTIONS = 8;

/**
 * CPU a PostgreSQL backend has used, in µs: the scheduler's nanosecond count (/proc/<pid>/schedstat),
 * not /proc/<pid>/stat's 10 ms ticks, which are too coarse for a search of a millisecond.
 */
function backendCpu(pid: number): number {
  try {
    return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1000;
  } catch {
    return 0;
  }
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? NaN;
const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

async function connect(url: string) {
  const client = new pg.Client({ connectionString: url, options: SESSION_OPTIONS });
  await client.connect();
  const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
  return { client, pid: rows[0]!.pid };
}

/**
 * The plans of every statement a function runs, as auto_explain logs them (ANALYZE, BUFFERS),
 * received as the session's log messages: EXPLAIN shows a PL/pgSQL function as one Function Scan.
 */
async function nestedPlans(client: pg.Client, statement: { text: string; values: unknown[] }) {
  const logged: string[] = [];
  const keep = (notice: { message?: string }) => logged.push(notice.message ?? '');
  await client.query(`load 'auto_explain'`);
  await client.query(
    `set auto_explain.log_min_duration = 0; set auto_explain.log_analyze = on;
     set auto_explain.log_buffers = on; set auto_explain.log_nested_statements = on;
     set client_min_messages = log`,
  );
  client.on('notice', keep);
  try {
    await client.query(statement);
  } finally {
    client.off('notice', keep);
    await client.query('set client_min_messages = notice; set auto_explain.log_min_duration = -1');
  }
  return logged.join('\n\n');
}

interface Row {
  matched: string | number;
  tier: number | null;
  question: string;
}

export async function compareDesigns(url: string, log = console.log) {
  const { client, pid } = await connect(url);
  const { rows: companies } = await client.query<{ company_id: string }>(
    'select company_id from question_registry_counts order by total desc limit 1',
  );
  const company = companies[0]!.company_id;
  const search = (term: string): SearchWords => toSearchWords(term)!;
  type Build = (typeof DESIGNS)[string];
  const run = (c: pg.Client, build: Build, term: string) =>
    c.query<Row>(statementOf(build(company, search(term))));

  // The floor every design's figures sit on: one round trip of a statement that does nothing.
  for (let i = 0; i < RUNS; i++) await client.query('select 1');
  const floorBefore = backendCpu(pid);
  for (let i = 0; i < RUNS * 10; i++) await client.query('select 1');
  const floorDbCpuMs = round((backendCpu(pid) - floorBefore) / (RUNS * 10) / 1000, 3);

  const oneConnection = [];
  for (const [design, build] of Object.entries(DESIGNS)) {
    for (const [termClass, terms] of Object.entries(SEARCH_TERMS)) {
      for (const term of terms) {
        const first = await run(client, build, term);
        const times: number[] = [];
        const cpuBefore = backendCpu(pid);
        for (let i = 0; i < RUNS; i++) {
          const start = process.hrtime.bigint();
          await run(client, build, term);
          times.push(Number(process.hrtime.bigint() - start) / 1e6);
        }
        const dbCpuMs = (backendCpu(pid) - cpuBefore) / RUNS / 1000;
        times.sort((a, b) => a - b);
        const top = first.rows[0];
        oneConnection.push({
          design,
          termClass,
          term,
          dbCpuMs: round(dbCpuMs),
          p50Ms: round(percentile(times, 0.5)),
          p95Ms: round(percentile(times, 0.95)),
          matched: Number(top?.matched ?? 0),
          firstQuestion: top?.question ?? null,
          tier: top?.tier ?? null,
        });
      }
    }
    log(`${design}: measured at 1 connection`);
  }

  const mixed = mixedTerms();
  const atRate = [];
  const pool = await Promise.all(Array.from({ length: RATE_CONNECTIONS }, () => connect(url)));
  for (const [design, build] of Object.entries(DESIGNS)) {
    const idle = [...pool];
    const waiting: ((c: (typeof pool)[number]) => void)[] = [];
    const take = () =>
      idle.length > 0
        ? Promise.resolve(idle.pop()!)
        : new Promise<(typeof pool)[number]>((resolve) => waiting.push(resolve));
    const give = (c: (typeof pool)[number]) => {
      const next = waiting.shift();
      if (next) next(c);
      else idle.push(c);
    };
    const latencies: number[] = [];
    const cpuBefore = pool.map((c) => backendCpu(c.pid));
    const total = RATE * RATE_SECONDS;
    const started = performance.now();
    const searches: Promise<void>[] = [];
    for (let i = 0; i < total; i++) {
      const due = started + (i * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      searches.push(
        (async () => {
          const c = await take();
          try {
            await run(c.client, build, mixed[i % mixed.length]!);
          } finally {
            give(c);
          }
          latencies.push(performance.now() - due);
        })(),
      );
    }
    await Promise.all(searches);
    const cpu = pool.reduce((sum, c, i) => sum + backendCpu(c.pid) - cpuBefore[i]!, 0);
    latencies.sort((a, b) => a - b);
    atRate.push({
      design,
      rate: RATE,
      searches: total,
      achievedPerSecond: round(total / ((performance.now() - started) / 1000), 1),
      dbCpuMsPerSearch: round(cpu / total / 1000),
      p50Ms: round(percentile(latencies, 0.5)),
      p95Ms: round(percentile(latencies, 0.95)),
      p99Ms: round(percentile(latencies, 0.99)),
    });
    log(`${design}: ${RATE}/s open loop, p95 ${round(percentile(latencies, 0.95))} ms`);
  }
  await Promise.all(pool.map((c) => c.client.end()));

  const plans: Record<string, Record<string, string>> = {};
  for (const [design, build] of Object.entries(DESIGNS)) {
    plans[design] = {};
    for (const terms of Object.values(SEARCH_TERMS)) {
      const term = terms[0]!;
      const statement = statementOf(build(company, search(term)));
      const { rows } = await client.query<{ 'QUERY PLAN': string }>({
        ...statement,
        text: `explain (analyze, buffers, costs off) ${statement.text}`,
      });
      const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
      // A function's plan is one line; its statements' plans are what it does.
      plans[design][term] = plan.startsWith('Function Scan')
        ? await nestedPlans(client, statement)
        : plan;
    }
  }
  await client.end();
  return { runs: RUNS, floorDbCpuMs, oneConnection, atRate, plans };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432/quorum_bench_registry';
  const result = await compareDesigns(url);
  if (process.argv[3]) writeFileSync(process.argv[3], JSON.stringify(result));
  for (const r of result.oneConnection) {
    console.log(
      `${r.design.padEnd(28)} ${r.termClass.padEnd(15)} ${r.term.padEnd(44)} cpu ${r.dbCpuMs} p50 ${r.p50Ms} p95 ${r.p95Ms} matched ${r.matched}`,
    );
  }
  console.log(result.atRate);
}
