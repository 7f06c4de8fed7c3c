import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    include: ['**/*.e2e.ts'],
    globalSetup: ['global-setup.ts'],
    // A scenario is a person's whole visit: several pages, emails and password hashes.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One product and one Chromium at a time: two cores are shared with the other projects.
    fileParallelism: false,
  },
});
