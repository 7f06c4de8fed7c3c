// `npm test`: every test of the repository (shared, api, web, webform, e2e, scripts) against a fresh build, in one
// command on a fresh clone. Extra arguments go to Vitest (`npm test -- --project e2e`).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, ensureBuild, ensureDependencies, run } from './lib/workspace.mjs';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** The board report's test draws the PDF's first page with poppler's pdftoppm, to look at. */
const PDFTOPPM = '/usr/bin/pdftoppm';
const canApt = () => process.getuid?.() === 0 && existsSync('/etc/debian_version');

/** Installs Debian packages the end-to-end tests need, once, as root on Debian. */
function aptInstall(packages) {
  console.log(`Installing ${packages.join(' and ')} for the end-to-end tests.`);
  run('apt-get', ['update']);
  // Another apt may be running (a machine's first boot installs things too): wait for its lock
  // instead of failing at once.
  run('apt-get', ['install', '-y', '-o', 'DPkg::Lock::Timeout=600', ...packages]);
}

function ensureTestTools() {
  const missing = [];
  if (!existsSync(CHROMIUM)) {
    if (process.env.CHROME_PATH || !canApt()) {
      console.error(`Chromium is missing at ${CHROMIUM}; the end-to-end tests need it.`);
      console.error('On Debian, as root: apt-get update && apt-get install -y chromium');
      console.error('Elsewhere, install Chromium and set CHROME_PATH to its binary.');
      process.exit(1);
    }
    missing.push('chromium');
  }
  if (!existsSync(PDFTOPPM)) {
    if (!canApt()) {
      console.error('pdftoppm is missing; the board report test needs it (Debian: poppler-utils).');
      process.exit(1);
    }
    missing.push('poppler-utils');
  }
  if (missing.length > 0) aptInstall(missing);
}

/** Vitest's JSON report → the counts CI logs should state, and the files that took longest. */
function summary(reportFile) {
  if (!existsSync(reportFile)) return undefined;
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  // CI has a time budget: the slowest files are where to look when a run grows.
  const slowest = report.testResults
    .map((file) => ({
      name: path.relative(ROOT, file.name),
      seconds: (file.endTime - file.startTime) / 1000,
    }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 15);
  return { passed: report.numPassedTests, failed: report.numFailedTests, slowest };
}

ensureDependencies();
ensureBuild();
ensureTestTools();

const reportDir = mkdtempSync(path.join(tmpdir(), 'quorum-test-report-'));
const reportFile = path.join(reportDir, 'vitest.json');
const vitest = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reportFile}`,
    ...process.argv.slice(2),
  ],
  { cwd: ROOT, stdio: 'inherit' },
);
const result = summary(reportFile);
rmSync(reportDir, { recursive: true, force: true });

if (result) {
  console.log('slowest test files:');
  for (const file of result.slowest)
    console.log(`  ${file.seconds.toFixed(1).padStart(7)} s  ${file.name}`);
}

console.log(
  result ? `tests: ${result.passed} passed, ${result.failed} failed` : 'tests: no report written',
);
// A file that cannot load or an error outside any test fails the run without failing a test.
if (vitest.status !== 0 && result?.failed === 0) {
  console.log(`vitest exited with code ${vitest.status}: see the errors above`);
}
process.exit(vitest.status ?? 1);
