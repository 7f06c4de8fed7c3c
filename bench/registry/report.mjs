// The registry benchmark's results as Markdown (bench/results/<day>-registry.md).
const failures = (run) => run.errors + run.non2xx + run.mismatches;
const ms = (micros) => (micros === undefined ? '—' : (micros / 1000).toFixed(2));
const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** Per term class and design: mean database CPU a search, worst p95 of its terms, what was found. */
function designTable(designs, matches) {
  const names = [...new Set(designs.oneConnection.map((r) => r.design))];
  const classes = [...new Set(designs.oneConnection.map((r) => r.termClass))];
  const lines = [
    `| term class (matches by words) | ${names.map((n) => `${n}: DB CPU / p95 / found`).join(' | ')} |`,
    `| --- | ${names.map(() => '---:').join(' | ')} |`,
  ];
  for (const termClass of classes) {
    const cells = names.map((design) => {
      const rows = designs.oneConnection.filter(
        (r) => r.design === design && r.termClass === termClass,
      );
      const cpu = mean(rows.map((r) => r.dbCpuMs)).toFixed(2);
      const p95 = Math.max(...rows.map((r) => r.p95Ms)).toFixed(2);
      const found = rows.filter((r) => r.matched > 0).length;
      return `${cpu} / ${p95} / ${found} of ${rows.length}`;
    });
    const terms = designs.oneConnection
      .filter((r) => r.design === names[0] && r.termClass === termClass)
      .map((r) => `${r.term} (${matches[r.term]?.toLocaleString('en') ?? '?'})`)
      .join(', ');
    lines.push(`| ${termClass}: ${terms} | ${cells.join(' | ')} |`);
  }
  return lines;
}

function apiRow(run) {
  const l = run.latencyMs;
  const how = run.overallRate ? `${run.overallRate}/s open loop` : `${run.connections} connection`;
  return `| ${run.label} | ${how} | ${run.requestsPerSecond} | ${l.p50} | ${l.p95} | ${l.p99} | ${failures(run)} | ${ms(run.serverCpuMicrosPerRequest)} | ${ms(run.databaseCpuMicrosPerRequest)} | ${run.machineLoad.before.toFixed(1)} |`;
}

export function registryMarkdown(results) {
  const { settings: s, designs, machine } = results;
  const load = (l) => l.map((v) => v.toFixed(1)).join(', ');
  return [
    '# Benchmark: registry search over 1,000,000 questions (issue 17)',
    '',
    `${results.date.slice(0, 16).replace('T', ' ')} UTC · ${machine.cpus} cores · Node ${machine.node} · PostgreSQL · load average (1, 5, 15 min) ${load(machine.loadAtStart)} at the start and ${load(machine.loadAtEnd)} at the end: other work shared the 2 cores, so CPU a search is the steadier figure.`,
    '',
    `Data: ${s.data.questions.toLocaleString('en')} questions in one company (${s.data.live.toLocaleString('en')} not deleted), seeded by bench/registry/seed.mjs. In brackets, how many live questions each term matches by its words (every word a prefix, all required).`,
    '',
    '## The designs side by side (at the database, one run)',
    '',
    `Each design's first page (12 of the newest 49 matches, ranked, with their people) on one connection, each term ${designs.runs} times: database CPU a search in ms (the backend's on-CPU time from /proc/<pid>/schedstat, planning included), p95 ms, and how many of the class's terms found anything. b: the weighted tsvector (question A, response B) with GIN, prefix to_tsquery, ranked phrase / all words / prefixes; c: pg_trgm word similarity of each word to the question (threshold 0.5) with a GIN trigram index; d: b, then c only when the words match fewer than 49, in one statement; e: the API's function (migration 0030): the words spelled out from the company's lexicon as exact lexemes, their newest matches by migration 0005's Bloom signatures in the live list index when common, else the GIN index, ranked as b, then typos by the lexicon's most similar lexemes (pg_trgm over the lexicon). Design a (the signatures' function before 0030) was retired; 2026-11-28-registry-designs.md has it beside b–d. A run may measure some of them only (REGISTRY_DESIGNS).`,
    '',
    ...designTable(designs, results.matches),
    '',
    `The floor under every figure in this table: a round trip of \`select 1\` cost the backend ${designs.floorDbCpuMs ?? '?'} ms of CPU on this machine in the same run.`,
    '',
    `At a fixed ${designs.atRate[0]?.rate ?? 200} searches a second for ${designs.atRate[0]?.searches ?? '?'} searches (open loop: each starts on schedule, latency from its scheduled start; 8 connections; every class's terms in turn):`,
    '',
    '| design | achieved/s | DB CPU a search ms | p50 | p95 | p99 |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...designs.atRate.map(
      (r) =>
        `| ${r.design} | ${r.achievedPerSecond} | ${r.dbCpuMsPerSearch} | ${r.p50Ms} | ${r.p95Ms} | ${r.p99Ms} |`,
    ),
    '',
    '## The API per term class',
    '',
    `\`getQuestionRegistries\` first page (12, All tab), ${s.durationSeconds} s a measurement after ${s.warmupSeconds} s warm-up, at 1 connection and at a fixed ${s.rate} requests/s (an open loop, bench/lib/open-loop.mjs: latency from when each request was due; at most ${s.rateConnections} connections). CPU in ms a request; load = 1-minute load average when it began. The last row is the floor: the lightest authenticated request, whose cost is the machine's per-request overhead (wake-ups, system calls, the caller lookup).`,
    '',
    '| run | load | requests/s | p50 | p95 | p99 | failed | API CPU | DB CPU | load avg |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...results.runs.map(apiRow),
    '',
    '## Plans (EXPLAIN ANALYZE, BUFFERS) of each design, first term of each class (for a function, each statement it ran, from auto_explain)',
    '',
    ...Object.entries(designs.plans).flatMap(([design, plans]) => [
      `### ${design}`,
      '',
      ...Object.entries(plans).flatMap(([term, plan]) => [
        `\`${term}\`:`,
        '',
        '```',
        plan,
        '```',
        '',
      ]),
    ]),
  ].join('\n');
}
