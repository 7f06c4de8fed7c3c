import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The public form is served by the API under /webform (the page at /webform/iframe, its files at
 * /webform/assets). It must stay small (under 30 KB gzip): no framework, and only the few shared
 * modules it needs, imported by path (`@shared/…`) so the rest of @quorum/shared and zod stay out.
 */
export default defineConfig({
  base: '/webform/',
  resolve: {
    alias: { '@shared': fileURLToPath(new URL('../../packages/shared/src', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2020',
    // Modern browsers preload modules themselves; the polyfill would only add weight.
    modulePreload: { polyfill: false },
  },
});
