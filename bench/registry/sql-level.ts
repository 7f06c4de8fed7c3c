// The registry's search, list and count queries measured at the database, without the API: each
// term's first page run one after another, with PostgreSQL's own CPU time for it (from /proc, so
// other work on the machine does not inflate it) and the plan's buffers. For looking at query
// shapes and indexes; the benchmark proper (registry.mjs) measures at the API.
//   node --import tsx bench/registry/sql-level.ts [database url]
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/api/src/db/client';
import { rowsOf } from '../../apps/api/src/db/rows';
import { countRegistryTabs, findRegistryPage } from '../../apps/api/src/features/registry/search';
import { SEARCH_TERMS } from './terms.mjs';

const url = process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432/quorum_bench_registry';
const RUNS = Number(process.env.RUNS ?? 40);
const database = await openDatabase({ databaseUrl: url, poolSize: 1 });
const { db } = database;
const one = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query))[0]!;

const { pid } = await one<{ pid: number }>(sql`select pg_backend_pid() as pid`);
const { company_id: company } = await one<{ company_id: string }>(
  sql`select company_id from question_registry_counts order by total desc limit 1`,
);
/** CPU the database backend has used, in µs (utime + stime, 100 ticks a second). */
function backendCpu() {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

async function measure(label: string, run: () => Promise<unknown>) {
  await run();
  const times: number[] = [];
  const cpuBefore = backendCpu();
  for (let i = 0; i < RUNS; i++) {
    const start = process.hrtime.bigint();
    await run();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  const cpu = (backendCpu() - cpuBefore) / RUNS / 1000;
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { label, dbCpuMs: cpu, minMs: at(0), p50Ms: at(0.5), p95Ms: at(0.95) };
}

const results = [];
for (const [termClass, terms] of Object.entries(SEARCH_TERMS)) {
  for (const term of terms) {
    let totalItems = 0;
    const result = await measure(term, async () => {
      totalItems = (
        await findRegistryPage(db, company, { tab: 'all', searchText: term, limit: 12, offset: 0 })
      ).totalItems;
    });
    results.push({ termClass, ...result, totalItems });
  }
}
results.push({
  termClass: 'no search',
  ...(await measure('all tab, page 1', () =>
    findRegistryPage(db, company, { tab: 'all', limit: 12, offset: 0 }),
  )),
});
results.push({
  termClass: 'no search',
  ...(await measure('starred tab, page 50', () =>
    findRegistryPage(db, company, { tab: 'starred', limit: 12, offset: 600 }),
  )),
});
results.push({
  termClass: 'counts',
  ...(await measure('tab counts', () => countRegistryTabs(db, company))),
});
const f = (n: number) => n.toFixed(2).padStart(7);
console.log(
  'class            term                                          db CPU    min    p50    p95  (ms)  totalItems',
);
for (const r of results) {
  console.log(
    `${r.termClass.padEnd(16)} ${r.label.padEnd(44)} ${f(r.dbCpuMs)}${f(r.minMs)}${f(r.p50Ms)}${f(r.p95Ms)}  ${'totalItems' in r ? r.totalItems : ''}`,
  );
}
await database.close();
