// The registry benchmark's section of bench/results/latest.md.
const failures = (run) => run.errors + run.non2xx + run.mismatches;

function row(run, matches) {
  const l = run.latencyMs;
  const terms = run.terms
    ? run.terms.map((term) => `${term} (${matches[term]?.toLocaleString('en') ?? '?'})`).join(', ')
    : '';
  return `| ${run.label} | ${terms} | ${run.requestsPerSecond} | ${l.p50} | ${l.p95} | ${l.p99} | ${l.max} | ${failures(run)} | ${run.serverCpuMicrosPerRequest} µs | ${run.databaseCpuMicrosPerRequest ?? '—'} µs | ${run.peakRssMb} MB | ${run.machineLoad.before.toFixed(1)} |`;
}

export function registryMarkdown(results) {
  const { settings: s, acceptance: a } = results;
  return [
    `# Benchmark: ${results.name}`,
    '',
    `${results.date.slice(0, 16).replace('T', ' ')} UTC · ${results.machine.cpus} cores · Node ${results.machine.node} · ${s.connections} connections, ${s.durationSeconds} s a measurement after a ${s.warmupSeconds} s warm-up · API on PostgreSQL, pool of ${s.databasePoolSize}.`,
    '',
    `Data: ${s.data.questions.toLocaleString('en')} questions over ${s.data.companies.toLocaleString('en')} companies; the signed-in demo company holds ${s.data.bigCompany.toLocaleString('en')} (${s.data.bigCompanyLive.toLocaleString('en')} not deleted). Load: \`getQuestionRegistries\` first page (12, All tab) for each term of the class in turn; \`getQuestionRegistryCount\`. In brackets, how many of the company's live questions each term matches. Latencies in ms, measured by the load generator on the same machine; "load" is the machine's 1-minute load average when the measurement began (other work shares its cores).`,
    '',
    '| run | terms (matches) | requests/s | p50 | p95 | p99 | max | failed | API CPU a request | database CPU a request | API peak RSS | load |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...results.runs.map((run) => row(run, results.matches)),
    '',
    `Acceptance target: ${a.target}. ${a.holds ? '**Holds.**' : '**Does not hold.**'}${a.classesOverTarget.length ? ` Classes over the search target on their own: ${a.classesOverTarget.join(', ')}.` : ''}`,
    '',
  ].join('\n');
}
