import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { registerPageHeaders } from './page-headers';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isClientRoute, serveWebApp } from './serve-web-app';

const PAGE = `<!doctype html><html><head><title>Quorum</title></head><body><div id="root"></div>${'<!-- app -->'.repeat(200)}</body></html>`;
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

let app: FastifyInstance;
let dist: string;

/** A built app as the build leaves it: the page and a hashed script, each with .br and .gz copies. */
function writeDist(folder: string) {
  mkdirSync(path.join(folder, 'assets'));
  for (const [file, body] of [
    ['index.html', PAGE],
    ['assets/index-Ab12Cd34.js', SCRIPT],
  ] as const) {
    writeFileSync(path.join(folder, file), body);
    writeFileSync(path.join(folder, `${file}.br`), brotliCompressSync(body));
    writeFileSync(path.join(folder, `${file}.gz`), gzipSync(body));
  }
}

const EXTENSION = 'chrome-extension://lbgiafpbejapejlgmpjnaakjenebnccp';

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'quorum-web-dist-'));
  writeDist(dist);
  app = Fastify();
  registerPageHeaders(app, {});
  await serveWebApp(app, dist, 'https://ir.example.com', undefined, [EXTENSION]);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the built web app', () => {
  it('answers a client route with the app page whatever the Accept header, for curl and uptime checks', async () => {
    for (const accept of [undefined, '*/*', 'application/json', 'text/html']) {
      const response = await app.inject({
        url: '/dashboard/questions',
        headers: accept ? { accept } : {},
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
    }
    const home = await app.inject({ url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<div id="root">');
  });

  it('makes the browser fetch the page every time, so a deploy is seen at once and no nonce is reused', async () => {
    const response = await app.inject({ url: '/login' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('sends the page with its own policy and a fresh nonce each time, in the policy and the page', async () => {
    const nonceOf = (response: { headers: Record<string, unknown>; body: string }) => {
      const policy = String(response.headers['content-security-policy']);
      const inPolicy = /style-src 'self' 'nonce-([^']+)'/.exec(policy)?.[1];
      const inPage = /<meta property="csp-nonce" nonce="([^"]+)">/.exec(response.body)?.[1];
      expect(inPage).toBe(inPolicy);
      return inPolicy;
    };
    const first = await app.inject({ url: '/dashboard' });
    const policy = String(first.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "base-uri 'none'",
      "object-src 'none'",
      "script-src 'self'",
      "connect-src 'self' wss://ir.example.com",
      "frame-ancestors 'self'",
    ])
      expect(policy).toContain(directive);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
    const second = await app.inject({ url: '/dashboard' });
    expect(nonceOf(first)).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceOf(second)).not.toBe(nonceOf(first));
  });

  it('lets the email extension frame its sign-in pages, and no other page', async () => {
    for (const url of ['/sign-in-extension?state=x', '/user-consent/c/ir%40example.com']) {
      const framed = await app.inject({ url });
      expect(framed.headers['content-security-policy']).toContain(
        `frame-ancestors 'self' ${EXTENSION}`,
      );
      expect(framed.headers['x-frame-options']).toBeUndefined();
    }
    const dashboard = await app.inject({ url: '/dashboard' });
    expect(dashboard.headers['content-security-policy']).not.toContain(EXTENSION);
    expect(dashboard.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('never sends the page file without its nonce', async () => {
    expect((await app.inject({ url: '/index.html' })).statusCode).toBe(404);
  });

  it('caches hashed assets for a year as immutable', async () => {
    const response = await app.inject({ url: '/assets/index-Ab12Cd34.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends a hashed asset with nosniff and without the page security headers, and the page with them', async () => {
    const asset = await app.inject({ url: '/assets/index-Ab12Cd34.js' });
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['x-frame-options']).toBeUndefined();
    const page = await app.inject({ url: '/dashboard' });
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('sends the brotli copy to a browser that accepts it, and gzip to one that only takes gzip', async () => {
    const brotli = await app.inject({
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await app.inject({
      url: '/dashboard',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('answers 404, not the app page, for unknown server paths, missing files and non-GET requests', async () => {
    for (const url of [
      '/files/unknown',
      '/graphql/x',
      '/billing/nothing',
      '/stripe/nothing',
      '/assets/missing-Zz99.js',
      '/favicon.ico',
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404 });
    }
    expect((await app.inject({ method: 'POST', url: '/dashboard' })).statusCode).toBe(404);
  });

  it('serves the app for a client route whose last part holds a dot, like the consent page’s email', async () => {
    const consent = '/user-consent/0b9d3c1e-8a40-4c52-9f5e-2b0f6f3c7a11/ann%40example.com';
    const response = await app.inject({ url: consent, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });
});

describe('isClientRoute', () => {
  it('tells the app’s routes from the server’s', () => {
    expect(isClientRoute('/dashboard/questions?enquiry=1')).toBe(true);
    expect(isClientRoute('/')).toBe(true);
    expect(isClientRoute('/health')).toBe(false);
    expect(isClientRoute('/webform/iframe')).toBe(false);
    expect(isClientRoute('/robots.txt')).toBe(false);
    expect(isClientRoute('/user-consent/7/ann@example.com.au')).toBe(true);
    expect(isClientRoute('/register/abc.def')).toBe(true);
  });
});
