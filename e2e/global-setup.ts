import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startProduct } from '../scripts/lib/product.mjs';
import { createOwnPostgres } from './support/own-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export const ARTIFACTS = path.join(import.meta.dirname, 'artifacts');

/**
 * The demo seeded once per run, on PGlite and on a PostgreSQL server of our own, each left as a
 * stopped data directory. Every product the files start (this run's shared one included) copies one
 * of them through PGLITE_TEMPLATE_DIR and POSTGRES_TEMPLATE_DIR, which the workers inherit:
 * migrating and seeding six months of history took ten seconds and more per start, nine starts.
 */
async function seedTemplates(logDir: string) {
  const postgres = await createOwnPostgres({ from: '' });
  const [pglite, onPostgres] = await Promise.all([
    startProduct({ pgliteFrom: '', logFile: path.join(logDir, 'template-pglite-server.log') }),
    startProduct({
      env: { DATABASE_URL: postgres.url },
      logFile: path.join(logDir, 'template-postgres-server.log'),
    }),
  ]);
  await Promise.all([pglite.stop({ keepData: true }), onPostgres.stop()]);
  await postgres.stop();
  return {
    pgliteDir: path.join(pglite.dataDir, 'pglite'),
    postgresDir: postgres.dataDir,
    remove: async () => {
      rmSync(pglite.dataDir, { recursive: true, force: true });
      await postgres.destroy();
    },
  };
}

/**
 * Once per run: the built product (`node apps/api/dist/main.js`, as `npm start` runs it) on a free
 * port with a fresh embedded database (a copy of the seeded template), so every run starts from
 * the seeded demo and nothing else.
 */
export default async function setup(project: TestProject) {
  // Screenshots from an earlier run would read as failures of this one; several targeted runs at
  // once (E2E_KEEP_ARTIFACTS=true) keep each other's.
  if (process.env.E2E_KEEP_ARTIFACTS !== 'true')
    rmSync(ARTIFACTS, { recursive: true, force: true });
  mkdirSync(ARTIFACTS, { recursive: true });
  const templates = await seedTemplates(ARTIFACTS);
  process.env.PGLITE_TEMPLATE_DIR = templates.pgliteDir;
  process.env.POSTGRES_TEMPLATE_DIR = templates.postgresDir;
  const product = await startProduct({ logFile: path.join(ARTIFACTS, 'server.log') });
  project.provide('baseUrl', product.url);
  return async () => {
    await product.stop();
    await templates.remove();
  };
}
