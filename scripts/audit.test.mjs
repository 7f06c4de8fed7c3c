import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const AUDIT = path.join(import.meta.dirname, 'audit.mjs');

/** Runs `npm run audit`'s script against a stand-in `npm` that answers `report` as its JSON. */
function auditWith(report) {
  const bin = mkdtempSync(path.join(tmpdir(), 'fake-npm-'));
  writeFileSync(path.join(bin, 'report.json'), JSON.stringify(report));
  writeFileSync(path.join(bin, 'npm'), `#!/bin/sh\ncat "${path.join(bin, 'report.json')}"\n`);
  chmodSync(path.join(bin, 'npm'), 0o755);
  return spawnSync(process.execPath, [AUDIT], {
    encoding: 'utf8',
    env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` },
  });
}

const vulnerabilities = (counts) => ({
  info: 0,
  low: 0,
  moderate: 0,
  high: 0,
  critical: 0,
  ...counts,
});

describe('the dependency audit in CI', () => {
  it('fails on a high-severity advisory in production dependencies, naming it', () => {
    const run = auditWith({
      vulnerabilities: {
        'some-lib': { name: 'some-lib', severity: 'high', range: '<2.0.1', fixAvailable: true },
      },
      metadata: { vulnerabilities: vulnerabilities({ high: 1 }) },
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('high: some-lib <2.0.1 (fix available)');
  });

  it('passes with only moderate advisories', () => {
    const run = auditWith({
      vulnerabilities: {},
      metadata: { vulnerabilities: vulnerabilities({ moderate: 2 }) },
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('no high or critical advisory');
  });

  it('says the audit is unavailable, and does not pass it off as clean, when the registry refuses it', () => {
    const run = auditWith({ statusCode: 405, message: 'Method Not Allowed' });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('audit unavailable: Method Not Allowed');
    expect(run.stdout).not.toContain('no high or critical advisory');
  });
});
