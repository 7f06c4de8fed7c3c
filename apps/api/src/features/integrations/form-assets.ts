import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

export interface FormAsset {
  body: Buffer;
  contentType: string;
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

/**
 * The built form's files (dist/assets: a script and a stylesheet of a few kilobytes), held in
 * memory and served by name. Names carry a content hash, so they can be cached for good.
 */
export function loadFormAssets(dist: string): Map<string, FormAsset> {
  const folder = path.join(dist, 'assets');
  const assets = new Map<string, FormAsset>();
  if (!existsSync(folder)) return assets;
  for (const name of readdirSync(folder)) {
    const contentType = CONTENT_TYPES[path.extname(name)];
    if (contentType) assets.set(name, { body: readFileSync(path.join(folder, name)), contentType });
  }
  return assets;
}
