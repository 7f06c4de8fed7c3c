// "Download extension" (spec §2 Email extension page): the zip `npm run build -w apps/extension`
// wrote for a browser. The folder is read on each download, so a new build is served without a
// restart; it holds a handful of files.
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ExtensionBrowser } from '@quorum/shared';

/** WXT's zip name, `<package name>-<version>-<browser>.zip` (apps/extension/wxt.config.ts). */
const ZIP_NAME = /^quorum-extension-(\d+(?:\.\d+)*)-([a-z]+)\.zip$/;

export interface ExtensionZip {
  file: string;
  name: string;
  size: number;
}

/** Compares dotted version numbers part by part as numbers: 0.10.0 is newer than 0.9.0. */
function compareVersions(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** The newest built zip for the browser, or null when there is none (not built yet). */
export async function findExtensionZip(
  dist: string,
  browser: ExtensionBrowser,
): Promise<ExtensionZip | null> {
  let names: string[];
  try {
    names = await readdir(dist);
  } catch {
    return null;
  }
  const builds = names.flatMap((name) => {
    const match = ZIP_NAME.exec(name);
    return match?.[2] === browser ? [{ name, version: match[1]! }] : [];
  });
  const newest = builds.sort((a, b) => compareVersions(b.version, a.version))[0];
  if (!newest) return null;
  const file = path.join(dist, newest.name);
  try {
    const facts = await stat(file);
    return facts.isFile() ? { file, name: newest.name, size: facts.size } : null;
  } catch {
    // Removed between the listing and now (a rebuild): as missing.
    return null;
  }
}
