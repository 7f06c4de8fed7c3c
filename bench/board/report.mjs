// The board benchmark's reports: bench/results/<date>-board.md with every phase of the day (before
// and after a change) side by side, and its section of latest.md.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { writeResults } from '../lib/report.mjs';

const PHASES = [
  'before',
  'after-functions',
  'run',
  'after',
  'after-quiet',
  'quiet-autocannon',
  'open-loop',
  'context-release',
  'grouped-cards',
  'prepared-pages',
  'with-floor',
  'session-4',
];
const verdict = (holds) =>
  holds === null ? 'not measured' : holds ? '**Holds.**' : '**Does not hold.**';
const ms = (micros) => (micros === undefined || micros === null ? '—' : (micros / 1000).toFixed(2));

function columnsRow(phase, size, run) {
  const l = run.latencyMs;
  const failed = run.errors + run.non2xx + run.mismatches;
  return `| ${phase} | ${size.demoEnquiries.toLocaleString('en')} | ${run.label} | ${run.requestsPerSecond} | ${ms(run.serverCpuMicrosPerRequest)} | ${ms(run.databaseCpuMicrosPerRequest)} | ${l.p50} | ${l.p95} | ${l.p99} | ${l.max} | ${failed} | ${run.machineLoad.before.toFixed(2)} → ${run.machineLoad.after.toFixed(2)} |`;
}

function deliveryRow(phase, run) {
  const l = run.latencyMs;
  return `| ${phase} | ${run.label} | ${run.subscribers} | ${run.changes} | ${l.p50} | ${l.p95} | ${l.p99} | ${l.max} | ${run.deliveries} of ${run.expectedDeliveries} | ${run.allReceivedEveryChange ? 'yes' : `no (${run.missed} missed)`} | ${run.apiCpuMsPerChange} ms | ${run.machineLoad.before.toFixed(2)} → ${run.machineLoad.after.toFixed(2)} |`;
}

/** Each statement's planning and execution time, from its EXPLAIN (ANALYZE, BUFFERS) text. */
function planRows(phase, size, plans) {
  if (plans.error)
    return [
      `| ${phase} | ${size.demoEnquiries} | plans unavailable: ${plans.error.split('\n')[0]} | | |`,
    ];
  return Object.entries(plans).map(
    ([statement, plan]) =>
      `| ${phase} | ${size.demoEnquiries.toLocaleString('en')} | ${statement.replaceAll('|', '\\|')} | ${/Planning Time: ([\d.]+) ms/.exec(plan)?.[1] ?? 'kept plan'} | ${(/Execution Time: ([\d.]+) ms/.exec(plan) ?? /duration: ([\d.]+) ms/.exec(plan))?.[1] ?? '—'} |`,
  );
}

function planTexts(phase, results) {
  return results.sizes.flatMap((size) =>
    size.plans.error
      ? []
      : Object.entries(size.plans).flatMap(([statement, plan]) => [
          `#### ${phase}, ${size.demoEnquiries.toLocaleString('en')} enquiries: ${statement}`,
          '',
          '```',
          plan,
          '```',
          '',
        ]),
  );
}

/** The live delivery's table, for the runs that measured it (BOARD_BENCH_SUBSCRIBERS=0 skips it). */
function deliverySection(phases) {
  const measured = phases.filter(([, r]) => r.delivery.length > 0);
  if (measured.length === 0) return ['Live delivery to open boards: not measured in these runs.'];
  return [
    '## One board change to many open boards',
    '',
    '| phase | API | subscribers | changes | p50 ms | p95 ms | p99 ms | max ms | deliveries | all received every change | API CPU a change | load average |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: |',
    ...measured.flatMap(([phase, r]) => r.delivery.map((run) => deliveryRow(phase, run))),
    '',
    ...measured.map(
      ([phase, r]) =>
        `Target (${phase}): ${r.acceptance.deliveryTarget}: ${verdict(r.acceptance.deliveryHolds)}`,
    ),
  ];
}

/** The board's report for a list of runs (phase → results), in phase order. */
export function boardMarkdown(runs) {
  const phases = Object.entries(runs);
  const [, last] = phases.at(-1);
  const s = last.settings;
  return [
    `# Benchmark: board`,
    '',
    `${last.machine.cpus} cores · Node ${last.machine.node} · the load generator runs on the same cores as the API and PostgreSQL. The API is the built product (\`node apps/api/dist/main.js\`) on PostgreSQL (pool ${s.databasePoolSize}). Runs: ${phases.map(([phase, r]) => `${phase} ${r.date.slice(0, 16).replace('T', ' ')} UTC at ${r.commit ?? 'an unrecorded commit'}`).join('; ')}.`,
    '',
    `Data: the demo company holds 10,000 or 100,000 enquiries (one database each; columns ${phases[0][1].sizes
      .map((size) =>
        Object.entries(size.columns)
          .map(([c, n]) => `${c} ${n.toLocaleString('en')}`)
          .join(', '),
      )
      .join(
        ' / ',
      )}) with categories, assignees, replies, drafts and reads; ${s.otherEnquiries.toLocaleString('en')} more in ${s.otherCompanies} other companies.`,
    '',
    `## The four columns' first pages`,
    '',
    `One \`POST /graphql\` with the four \`getKanbanBoardQuestionV2\` fields aliased (25/10/10/6 cards, the web board's card fields), signed in as the demo user; ${s.durationSeconds} s after a ${s.warmupSeconds} s warm-up. CPU a request is the API process's and the PostgreSQL backends' user + system time from /proc over the measurement, divided by the requests answered. The fixed rate, from the \`open-loop\` phase on, is an open loop (bench/lib/open-loop.mjs): each request is due at its own moment and its latency counts from then, over at most ${s.rateConnections} connections. The phases before it used autocannon's \`overallRate\`, which is not a fixed rate: each connection sends its share of a second back to back when the second starts, so their 100 requests/s were ten requests in flight at once, ten times a second.`,
    '',
    '| phase | enquiries | load | requests/s | API CPU ms a request | database CPU ms a request | p50 ms | p95 ms | p99 ms | max ms | failed | load average |',
    '| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...phases.flatMap(([phase, r]) =>
      r.sizes.flatMap((size) =>
        [...size.runs, ...(size.floor ? [size.floor] : [])].map((run) =>
          columnsRow(phase, size, run),
        ),
      ),
    ),
    '',
    ...phases.map(
      ([phase, r]) =>
        `Target (${phase}): ${r.acceptance.columnsTarget}: ${verdict(r.acceptance.columnsHold)}`,
    ),
    '',
    ...deliverySection(phases),
    '',
    '## The hot statements',
    '',
    "Each statement a first page runs, under EXPLAIN (ANALYZE, BUFFERS), as the demo user, after one warming run (bench/board/explain.ts); after the change, auto_explain's nested plans (inside the PL/pgSQL functions, whose plans are kept for the session, so no planning time) with each statement's duration (analyze's own timing included):",
    '',
    '| phase | enquiries | statement | planning ms | execution ms |',
    '| --- | ---: | --- | ---: | ---: |',
    ...phases.flatMap(([phase, r]) => r.sizes.flatMap((size) => planRows(phase, size, size.plans))),
    '',
    '### Plans',
    '',
    ...phases.flatMap(([phase, r]) => planTexts(phase, r)),
  ].join('\n');
}

/**
 * Writes the run as <date>-board-<phase>.json and <date>-board.json, the day's report with every
 * phase recorded that day, and the run's section of latest.md.
 */
export function writeBoardResults(dir, results) {
  const day = results.date.slice(0, 10);
  writeFileSync(
    path.join(dir, `${day}-board-${results.phase}.json`),
    `${JSON.stringify(results, null, 2)}\n`,
  );
  const runs = {};
  for (const phase of PHASES) {
    const file = path.join(dir, `${day}-board-${phase}.json`);
    if (existsSync(file)) runs[phase] = JSON.parse(readFileSync(file, 'utf8'));
  }
  const mdFile = path.join(dir, `${day}-board.md`);
  writeFileSync(mdFile, `${boardMarkdown(runs)}\n`);
  const { jsonFile } = writeResults(dir, results, (r) => boardMarkdown({ [r.phase]: r }));
  return { jsonFile, mdFile };
}
