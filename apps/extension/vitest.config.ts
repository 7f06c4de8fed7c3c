import { fileURLToPath, URL } from 'node:url';
import { defineProject } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

export default defineProject({
  // WXT's plugin swaps `wxt/browser` for its in-memory fake browser, reset before each test.
  plugins: [WxtVitest({ root: fileURLToPath(new URL('.', import.meta.url)) })],
  test: {
    name: 'extension',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
