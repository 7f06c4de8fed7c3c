import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two cores: more workers only queue behind argon2 and PGlite. Vitest wants one value for all.
    maxWorkers: 2,
    projects: [
      'packages/shared',
      'apps/api',
      'apps/web',
      'apps/webform',
      'apps/extension',
      'e2e',
      'scripts',
    ],
  },
});
