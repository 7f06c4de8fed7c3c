import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

// Bundle our own code (including @quorum/shared's TypeScript) into one file; npm packages stay
// external and load from node_modules as usual.
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => name !== '@quorum/shared');

await build({
  absWorkingDir: new URL('.', import.meta.url).pathname,
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  jsx: 'automatic',
  sourcemap: true,
  external: [...external, 'mqemitter'],
  logLevel: 'warning',
});
