import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

// Bundle our own code (including @quorum/shared's TypeScript) into one file; npm packages stay
// external and load from node_modules as usual.
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => name !== '@quorum/shared');

await build({
  absWorkingDir: new URL('.', import.meta.url).pathname,
  // The server, the migrations as their own step (npm run db:migrate), and the operator's listing
  // of support messages (npm run support:messages).
  entryPoints: {
    main: 'src/main.ts',
    migrate: 'src/db/migrate.ts',
    'support-messages': 'src/support-messages.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  jsx: 'automatic',
  sourcemap: true,
  external: [...external, 'mqemitter'],
  logLevel: 'warning',
});
