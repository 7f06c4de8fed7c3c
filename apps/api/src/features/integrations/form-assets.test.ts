import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { encodedFor, loadFormAssets } from './form-assets';

const dist = mkdtempSync(path.join(tmpdir(), 'quorum-webform-dist-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('the web form’s built assets', () => {
  const script = `export const form = ${JSON.stringify('field '.repeat(500))};`;
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets/form-1a2b.js'), script);
  writeFileSync(path.join(dist, 'assets/form-1a2b.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(dist, 'assets/form-1a2b.js.gz'), gzipSync(script));
  writeFileSync(path.join(dist, 'assets/small-9z.css'), 'a{}');
  const assets = loadFormAssets(dist);

  it('go to an investor’s browser as brotli when it accepts brotli, else gzip, else as built', () => {
    const asset = assets.get('form-1a2b.js')!;
    expect(encodedFor(asset, 'gzip, deflate, br').encoding).toBe('br');
    expect(encodedFor(asset, 'gzip, deflate').encoding).toBe('gzip');
    const plain = encodedFor(asset, undefined);
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('go as built when the build wrote no compressed copy', () => {
    expect(encodedFor(assets.get('small-9z.css')!, 'br').encoding).toBeUndefined();
  });

  it('are served by their own names only, never the compressed copies', () => {
    expect([...assets.keys()].sort()).toEqual(['form-1a2b.js', 'small-9z.css']);
  });
});
