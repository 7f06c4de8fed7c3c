// `npm run audit`: the production dependencies against the registry's advisories, failing on any
// high or critical one. When the registry refuses the audit endpoint or cannot be reached (this
// machine's registry answers 405, and OSV is unreachable from it), it says "audit unavailable"
// with the reason and does not fail: a check that cannot run is reported, not faked.
import { spawnSync } from 'node:child_process';

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EAI_AGAIN',
]);

const result = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], {
  encoding: 'utf8',
});
let report;
try {
  report = JSON.parse(result.stdout);
} catch {
  console.error(`npm audit gave no report:\n${result.stderr}`);
  process.exit(2);
}

const unavailable = report.statusCode >= 400 || NETWORK_CODES.has(report.code);
if (unavailable) {
  console.log(`audit unavailable: ${report.message ?? report.code}`);
  process.exit(0);
}
if (!report.metadata?.vulnerabilities) {
  console.error(`npm audit failed: ${report.message ?? report.error?.summary ?? result.stderr}`);
  process.exit(2);
}

const { high = 0, critical = 0 } = report.metadata.vulnerabilities;
const serious = Object.values(report.vulnerabilities ?? {}).filter((v) =>
  ['high', 'critical'].includes(v.severity),
);
for (const v of serious)
  console.log(
    `${v.severity}: ${v.name} ${v.range} (${v.fixAvailable ? 'fix available' : 'no fix yet'})`,
  );
if (high + critical > 0) {
  console.error(`${high} high and ${critical} critical advisories in production dependencies`);
  process.exit(1);
}
console.log('audit: no high or critical advisory in production dependencies');
