// Writes a run's results: the full record as JSON, and bench/results/latest.md for people.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const percent = (ratio) => (ratio === undefined ? '—' : `${(ratio * 100).toFixed(1)}%`);

function runRow(run) {
  if (run.skipped) return `| ${run.label} | skipped: ${run.skipped} |||||||||`;
  const { latencyMs: l } = run;
  const failures = run.errors + run.non2xx + run.mismatches;
  return `| ${run.label} | ${run.requestsPerSecond} | ${percent(run.ratioToBare)} | ${l.p50} | ${l.p90} | ${l.p99} | ${l.max} | ${failures} | ${run.peakRssMb} MB |`;
}

export function markdown(results) {
  const { acceptance: a, webBundle: w, settings: s } = results;
  return [
    `# Benchmark: ${results.name}`,
    '',
    `${results.date.slice(0, 16).replace('T', ' ')} UTC · ${results.machine.cpus} cores · Node ${results.machine.node} · ${s.connections} connections, ${s.durationSeconds} s each after a ${s.warmupSeconds} s warm-up.`,
    '',
    `Load: \`POST /graphql\` \`${results.query}\` signed in as the demo user; the bare handler answers the same request with a small JSON body.`,
    '',
    '| server | requests/s | share of bare | p50 ms | p90 ms | p99 ms | max ms | errors + non-2xx + mismatches | peak RSS |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...results.runs.map(runRow),
    '',
    `Acceptance target: ${a.target}. ${a.holds === undefined ? 'Not measured (PostgreSQL run skipped).' : a.holds ? '**Holds.**' : '**Does not hold.**'}`,
    '',
    w
      ? `Web bundle: ${w.files} JavaScript files, ${mb(w.rawBytes)} raw, ${mb(w.gzipBytes)} gzipped.`
      : 'Web bundle: not built.',
    '',
  ].join('\n');
}

export function writeResults(dir, results) {
  const day = results.date.slice(0, 10);
  const jsonFile = path.join(dir, `${day}-${results.name}.json`);
  writeFileSync(jsonFile, `${JSON.stringify(results, null, 2)}\n`);
  const mdFile = path.join(dir, 'latest.md');
  writeFileSync(mdFile, markdown(results));
  return { jsonFile, mdFile };
}
