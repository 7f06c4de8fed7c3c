// The size a browser downloads for the web app's JavaScript: every built chunk, raw and gzipped.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export function webBundleSize(root) {
  const assets = path.join(root, 'apps/web/dist/assets');
  if (!existsSync(assets)) return undefined;
  const files = readdirSync(assets).filter((name) => name.endsWith('.js'));
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const name of files) {
    const content = readFileSync(path.join(assets, name));
    rawBytes += content.length;
    gzipBytes += gzipSync(content).length;
  }
  return { files: files.length, rawBytes, gzipBytes };
}
