// What a fresh clone needs before it can run: dependencies installed and the apps built. Shared by
// `npm start` and `npm test` so they decide the same way.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const API_MAIN = path.join(ROOT, 'apps/api/dist/main.js');
export const WEB_INDEX = path.join(ROOT, 'apps/web/dist/index.html');
export const WEBFORM_INDEX = path.join(ROOT, 'apps/webform/dist/index.html');
const LOCK = path.join(ROOT, 'package-lock.json');
// npm rewrites this file at the end of every install, so its time says when node_modules last
// matched the lock.
const INSTALLED_LOCK = path.join(ROOT, 'node_modules/.package-lock.json');

function mtime(file) {
  return existsSync(file) ? statSync(file).mtimeMs : undefined;
}

/**
 * The newest modification time under `dir` (0 when it does not exist). Folders count too: deleting
 * or renaming a file changes only its folder's time.
 */
function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  const stat = statSync(dir);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(dir, entry.name)));
  }
  return newest;
}

export function needsInstall() {
  if (!existsSync(path.join(ROOT, 'node_modules'))) return 'node_modules is missing';
  const lock = mtime(LOCK);
  const installed = mtime(INSTALLED_LOCK);
  if (lock !== undefined && (installed === undefined || lock > installed)) {
    return 'package-lock.json changed since the last install';
  }
  return undefined;
}

/** The sources a build reads: each app's src plus the few config files that change its output. */
function buildInputs() {
  const apps = readdirSync(path.join(ROOT, 'apps'));
  return [
    path.join(ROOT, 'packages/shared/src'),
    ...apps.flatMap((app) =>
      ['src', 'index.html', 'vite.config.ts', 'build.mjs', 'package.json'].map((name) =>
        path.join(ROOT, 'apps', app, name),
      ),
    ),
  ];
}

export function needsBuild() {
  const outputs = [WEB_INDEX, WEBFORM_INDEX, API_MAIN].map(mtime);
  if (outputs.includes(undefined))
    return 'apps/web/dist, apps/webform/dist or apps/api/dist is missing';
  const newestSource = Math.max(...buildInputs().map(newestMtime));
  if (newestSource > Math.min(...outputs)) return 'sources changed since the last build';
  return undefined;
}

/** Runs a command in the repository root with the terminal attached; stops this script if it fails. */
export function run(command, args) {
  console.log(`> ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`${command} ${args.join(' ')} failed (${result.signal ?? result.status})`);
    process.exit(result.status || 1);
  }
}

export function ensureDependencies() {
  const reason = needsInstall();
  if (!reason) return;
  console.log(`Installing dependencies: ${reason}.`);
  run('npm', existsSync(LOCK) ? ['ci'] : ['install']);
}

export function ensureBuild() {
  const reason = needsBuild();
  if (!reason) return;
  console.log(`Building: ${reason}.`);
  run('npm', ['run', 'build']);
}
