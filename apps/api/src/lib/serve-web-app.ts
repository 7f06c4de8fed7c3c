import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { messages } from '@quorum/shared';
import { appPagePolicy, newNonce } from './page-policy';

/** Vite names every built asset by its content hash, so a name never changes meaning. */
const HASHED_ASSETS = `${path.sep}assets${path.sep}`;
const FOR_A_YEAR = 'public, max-age=31536000, immutable';
/** Any other file (the icon): the browser asks again each time, a 304 when unchanged. */
const ALWAYS_REVALIDATE = 'no-cache';

/**
 * First path segments that belong to the server, not the single-page app: an unknown path under
 * them is a 404, never the app's page. A path ending in a web file's extension is a missing file,
 * too; any other dot is data (the consent page's path ends in an email address).
 */
const SERVER_PREFIXES = new Set([
  'graphql',
  'billing',
  'files',
  'webform',
  'health',
  'metrics',
  'activityLog',
  'has-web-integration-setup',
  'dev',
  'auth',
  'stripe',
  'assets',
  'extension',
]);

/**
 * The web app's pages the email extension's side panel frames (spec §4 extension steps): only they
 * name the extension's origins in frame-ancestors; every other page may be framed by Quorum alone.
 */
const EXTENSION_FRAMED = /^\/(sign-in-extension|redirect-sign-in-extension|user-consent\/)/;

const FILE_EXTENSIONS = new Set(
  'avif br css gif gz html ico jpeg jpg js json map mjs mp3 mp4 pdf png svg txt wasm webmanifest webp woff woff2 xml'.split(
    ' ',
  ),
);

export function isClientRoute(url: string): boolean {
  const pathname = url.split('?')[0] ?? '/';
  const first = pathname.split('/')[1] ?? '';
  const extension = path.extname(pathname).slice(1).toLowerCase();
  return !SERVER_PREFIXES.has(first) && !FILE_EXTENSIONS.has(extension);
}

/**
 * Serves the built web app: the brotli or gzip copy the build wrote when the browser accepts it,
 * hashed assets cached for a year, and the app's page for every GET of a client route whatever
 * the Accept header (uptime checks and curl see the product, not a 404). The page carries a fresh
 * nonce each time, in its policy and in a csp-nonce meta element for the app's style elements.
 */
export async function serveWebApp(
  app: FastifyInstance,
  dist: string,
  appUrl: string,
  /** Where stored files come from when not from the app itself (a bucket's origin). */
  fileOrigin?: string,
  /** The email extension's exact origins, which may frame its sign-in pages. */
  extensionOrigins: readonly string[] = [],
) {
  if (!existsSync(path.join(dist, 'index.html'))) {
    app.log.warn({ dist }, 'web app not built; serving the API only');
    return;
  }
  const page = readFileSync(path.join(dist, 'index.html'), 'utf8');
  // A hashed script or stylesheet is not a document: of the page security headers only nosniff
  // applies to it, and the other ten would cost every visitor about 15 KB on a first visit.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/assets/')) {
      route.config = Object.assign(route.config ?? {}, { helmet: { skipRoute: true } });
    }
  });
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    // The page is only ever sent with its nonce, below.
    allowedPath: (pathname) => pathname !== '/index.html',
    setHeaders: (response, file) => {
      const hashed = file.includes(HASHED_ASSETS);
      response.setHeader('cache-control', hashed ? FOR_A_YEAR : ALWAYS_REVALIDATE);
      if (hashed) response.setHeader('x-content-type-options', 'nosniff');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && isClientRoute(request.url)) {
      const framers = EXTENSION_FRAMED.test(request.url) ? extensionOrigins : [];
      return sendPage(request, reply, page, appUrl, fileOrigin, framers);
    }
    reply.status(404).send({ statusCode: 404, message: messages.generic.notFound });
  });
}

/** The app's page with this answer's nonce; gzipped on the way when the browser takes it. */
function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: string,
  appUrl: string,
  fileOrigin: string | undefined,
  framers: readonly string[],
) {
  const nonce = newNonce();
  // frame-ancestors decides; X-Frame-Options cannot name an extension, so it must not refuse it.
  if (framers.length > 0) reply.removeHeader('x-frame-options');
  const html = page.replace(
    /<head[^>]*>/i,
    (head) => `${head}<meta property="csp-nonce" nonce="${nonce}">`,
  );
  reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', appPagePolicy(nonce, appUrl, fileOrigin, framers))
    .header('vary', 'accept-encoding');
  if (!/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return reply.send(html);
  return reply.header('content-encoding', 'gzip').send(gzipSync(html));
}
