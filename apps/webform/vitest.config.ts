import { fileURLToPath, URL } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: {
    alias: { '@shared': fileURLToPath(new URL('../../packages/shared/src', import.meta.url)) },
  },
  test: {
    name: 'webform',
    environment: 'jsdom',
    include: ['src/**/*.test.ts'],
  },
});
