// Writes a run's results: the full record as JSON, and bench/results/latest.md for people.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const percent = (ratio) => (ratio === undefined ? '—' : `${(ratio * 100).toFixed(1)}%`);

function runRow(run) {
  if (run.skipped) return `| ${run.label} | skipped: ${run.skipped} ||||||||||`;
  const { latencyMs: l } = run;
  const failures = run.errors + run.non2xx + run.mismatches;
  return `| ${run.label} | ${run.requestsPerSecond} | ${percent(run.ratioToBare)} | ${l.p50} | ${l.p90} | ${l.p99} | ${l.max} | ${failures} | ${run.serverCpuMicrosPerRequest} µs | ${run.peakRssMb} MB |`;
}

function roundRow(r) {
  return `| ${r.round} | ${r.bareRequestsPerSecond} | ${r.postgresRequestsPerSecond ?? '—'} | ${percent(r.ratioToBare)} | ${r.postgresP99Ms ?? '—'} | ${r.postgresServerCpuMicrosPerRequest ?? '—'} µs |`;
}

export function markdown(results) {
  const { acceptance: a, webBundle: w, settings: s } = results;
  return [
    `# Benchmark: ${results.name}`,
    '',
    `${results.date.slice(0, 16).replace('T', ' ')} UTC · ${results.machine.cpus} cores · Node ${results.machine.node} · ${s.connections} connections, ${s.durationSeconds} s a measurement after a ${s.warmupSeconds} s warm-up. The bare handler and the API on PostgreSQL alternate for ${s.rounds} rounds; the table shows the median round.`,
    '',
    `Load: \`POST /graphql\` \`${results.query}\` signed in as the demo user; the bare handler answers the same request with a small JSON body.`,
    '',
    '| server | requests/s | share of bare | p50 ms | p90 ms | p99 ms | max ms | errors + non-2xx + mismatches | server CPU a request | peak RSS |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...results.runs.map(runRow),
    '',
    'Every round:',
    '',
    '| round | bare requests/s | PostgreSQL requests/s | share of bare | PostgreSQL p99 ms | PostgreSQL server CPU a request |',
    '| ---: | ---: | ---: | ---: | ---: | ---: |',
    ...results.rounds.map(roundRow),
    '',
    `Acceptance target: ${a.target}. ${a.holds === undefined ? 'Not measured (PostgreSQL run skipped).' : a.holds ? '**Holds.**' : '**Does not hold.**'}`,
    '',
    w
      ? `Web bundle: ${w.files} JavaScript files, ${mb(w.rawBytes)} raw, ${mb(w.gzipBytes)} gzipped.`
      : 'Web bundle: not built.',
    '',
    results.signInPage ? signInPageLine(results.signInPage) : 'Sign-in page: not measured.',
    '',
  ].join('\n');
}

function signInPageLine(page) {
  return `Sign-in page, first visit (Chromium, cold cache, built API): ${page.requests} requests, ${(page.transferredBytes / 1024).toFixed(1)} KB transferred (compressed bodies and headers); budget ${page.budgetBytes / 1024} KB: ${page.holds ? '**holds**' : '**does not hold**'}.`;
}

/** `npm run bench -- sign-in-page`: one line under its own heading. */
export function signInPageMarkdown(results) {
  return [
    `# Benchmark: ${results.name}`,
    '',
    `${results.date.slice(0, 16).replace('T', ' ')} UTC.`,
    '',
    signInPageLine(results.signInPage),
    '',
  ].join('\n');
}

export function writeResults(dir, results, toMarkdown = markdown) {
  const day = results.date.slice(0, 10);
  const jsonFile = path.join(dir, `${day}-${results.name}.json`);
  writeFileSync(jsonFile, `${JSON.stringify(results, null, 2)}\n`);
  const mdFile = path.join(dir, 'latest.md');
  writeSection(mdFile, results.name, toMarkdown(results));
  return { jsonFile, mdFile };
}

/**
 * latest.md holds one section per benchmark, each between `<!-- bench:NAME -->` markers, so one
 * benchmark's run replaces its own section and keeps the others'. A file from before the markers
 * is one benchmark's section, named by its `# Benchmark:` title.
 */
function writeSection(file, name, body) {
  const sections = new Map();
  const previous = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const marked = /<!-- bench:(\S+) -->\n([\s\S]*?)<!-- \/bench:\1 -->/g;
  for (const match of previous.matchAll(marked)) sections.set(match[1], match[2]);
  const legacy = /^# Benchmark: (\S+)/.exec(previous);
  if (sections.size === 0 && legacy) sections.set(legacy[1], previous);
  sections.set(name, body.endsWith('\n') ? body : `${body}\n`);
  const text = [...sections]
    .map(([key, content]) => `<!-- bench:${key} -->\n${content}<!-- /bench:${key} -->\n`)
    .join('\n');
  writeFileSync(file, text);
}
