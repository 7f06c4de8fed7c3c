// The board benchmark's section of bench/results/latest.md.

const TARGET_COLUMNS_P95_MS = 30;
const verdict = (holds) => (holds ? '**Holds.**' : '**Does not hold.**');

function columnsRow(run) {
  const l = run.latencyMs;
  const failed = run.errors + run.non2xx + run.mismatches;
  return `| ${run.label} | ${run.connections} | ${run.requestsPerSecond} | ${l.p50} | ${l.p95} | ${l.p99} | ${l.max} | ${failed} | ${run.serverCpuMicrosPerRequest} µs | ${run.databaseCpuMicrosPerRequest ?? '—'} µs | ${run.machineLoad.before.toFixed(2)} → ${run.machineLoad.after.toFixed(2)} |`;
}

function deliveryRow(run) {
  const l = run.latencyMs;
  return `| ${run.label} | ${run.subscribers} | ${run.changes} | ${l.p50} | ${l.p95} | ${l.p99} | ${l.max} | ${run.deliveries} of ${run.expectedDeliveries} | ${run.allReceivedEveryChange ? 'yes' : `no (${run.missed} missed)`} | ${run.apiCpuMsPerChange} ms | ${run.generatorCpuMsPerChange} ms | ${run.machineLoad.before.toFixed(2)} → ${run.machineLoad.after.toFixed(2)} |`;
}

/**
 * How a column's page reads its rows, from the plan: walking the column index in order and
 * stopping at the page (what the index is for), or reading the whole column and sorting it.
 */
function pageAccess(plan) {
  if (/Seq Scan on enquiries/.test(plan)) return 'reads the whole table, sorts the column';
  if (/top-N heapsort/.test(plan)) return 'reads the whole column from the index, then sorts it';
  if (/Index (Only )?Scan using enquiries_column_idx/.test(plan))
    return 'walks the column index, stops at the page';
  return 'see the plan in the JSON';
}

function planRows(plans) {
  if (plans.error) return [`Column query plans unavailable: ${plans.error.split('\n')[0]}`, ''];
  return [
    "The board repository's column statement under EXPLAIN ANALYZE, first page of each column as the demo user (full plans in the JSON):",
    '',
    '| column | execution ms | page rows |',
    '| --- | ---: | --- |',
    ...Object.entries(plans).map(
      ([column, plan]) =>
        `| ${column} | ${/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? '—'} | ${pageAccess(plan)} |`,
    ),
    '',
  ];
}

/**
 * What the target asks of the machine: 20 connections each waiting for its answer serve
 * connections ÷ latency requests a second, so a p95 under the target needs at least that
 * throughput, and the cores can give at most cores ÷ (CPU a request).
 */
function capacityNote(results) {
  const run = results.columns.find((r) => r.connections === results.settings.connections);
  if (!run?.databaseCpuMicrosPerRequest) return [];
  const cpu = run.serverCpuMicrosPerRequest + run.databaseCpuMicrosPerRequest;
  const needed = Math.round(run.connections / (TARGET_COLUMNS_P95_MS / 1000));
  const ceiling = Math.round((results.machine.cpus * 1_000_000) / cpu);
  return [
    `At ${run.connections} connections a p95 under ${TARGET_COLUMNS_P95_MS} ms needs about ${needed} requests/s; at ${Math.round(cpu)} µs of API and database CPU a request, ${results.machine.cpus} cores give at most ${ceiling} requests/s, before the load generator's share.`,
    '',
  ];
}

export function boardMarkdown(results) {
  const { acceptance: a, settings: s, machine: m } = results;
  return [
    `# Benchmark: ${results.name}`,
    '',
    `${results.date.slice(0, 16).replace('T', ' ')} UTC · ${m.cpus} cores · Node ${m.node} · the load generator (autocannon and the WebSocket subscribers) runs on the same ${m.cpus} cores as the API and PostgreSQL, so every number includes its cost. The API is the built product (\`node apps/api/dist/main.js\`) on PostgreSQL (pool ${s.databasePoolSize}).`,
    '',
    `Data: the demo company holds ${s.data.demoEnquiries.toLocaleString('en')} enquiries (${Object.entries(
      s.data.columns,
    )
      .map(([column, count]) => `${column} ${count.toLocaleString('en')}`)
      .join(
        ', ',
      )}) with categories, assignees, replies, drafts and reads; ${s.data.otherEnquiries.toLocaleString('en')} more in ${s.data.otherCompanies} other companies.`,
    '',
    `## The four columns' first pages`,
    '',
    `One \`POST /graphql\` with the four \`getKanbanBoardQuestionV2\` fields aliased (25/10/10/6 cards, the web board's card fields), signed in as the demo user; ${s.durationSeconds} s after a ${s.warmupSeconds} s warm-up.`,
    '',
    '| load | connections | requests/s | p50 ms | p95 ms | p99 ms | max ms | failed | API CPU a request | database CPU a request | load average |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...results.columns.map(columnsRow),
    '',
    ...capacityNote(results),
    '## One board change to many open boards',
    '',
    `${s.subscribers.toLocaleString('en')} graphql-ws subscribers of \`boardUpdated\` (the demo user's token), then ${s.changes} priority changes through the API, ${s.spacingMs} ms apart; each delivery's time runs from just before the mutation is sent to the event's arrival at that subscriber.`,
    '',
    '| API | subscribers | changes | p50 ms | p95 ms | p99 ms | max ms | deliveries | all received every change | API CPU a change | generator CPU a change | load average |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: |',
    ...results.delivery.map(deliveryRow),
    '',
    `Acceptance targets: ${a.columnsTarget}: ${verdict(a.columnsHold)} ${a.deliveryTarget}: ${verdict(a.deliveryHolds)}`,
    '',
    ...planRows(results.plans),
  ].join('\n');
}
