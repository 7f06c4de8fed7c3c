import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

export interface FormAsset {
  body: Buffer;
  contentType: string;
  /** The build's brotli and gzip copies, when it wrote them (text files over 1 KB). */
  brotli?: Buffer | undefined;
  gzip?: Buffer | undefined;
}

/** The smallest copy of an asset the browser accepts, and the Content-Encoding that names it. */
export function encodedFor(
  asset: FormAsset,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding?: 'br' | 'gzip' } {
  const accepts = (name: string) =>
    acceptEncoding?.split(',').some((e) => e.trim().startsWith(name));
  if (asset.brotli && accepts('br')) return { body: asset.brotli, encoding: 'br' };
  if (asset.gzip && accepts('gzip')) return { body: asset.gzip, encoding: 'gzip' };
  return { body: asset.body };
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
    if (!contentType) continue;
    const file = path.join(folder, name);
    const copy = (suffix: string) =>
      existsSync(`${file}${suffix}`) ? readFileSync(`${file}${suffix}`) : undefined;
    assets.set(name, {
      body: readFileSync(file),
      contentType,
      brotli: copy('.br'),
      gzip: copy('.gz'),
    });
  }
  return assets;
}
