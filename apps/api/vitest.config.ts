import { createRequire } from 'node:module';
import { defineProject } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineProject({
  // The email templates are React components (features/email/templates): JSX with React's
  // automatic runtime, as tsconfig's "react-jsx" and the build's esbuild `jsx: 'automatic'`.
  oxc: { jsx: { runtime: 'automatic' } },
  resolve: {
    // graphql ships CommonJS and ESM builds; Pothos and Mercurius load the CommonJS one, so our
    // source must too, or `instanceof` checks see two different GraphQLError classes.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
