import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startProduct } from '../scripts/lib/product.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export const ARTIFACTS = path.join(import.meta.dirname, 'artifacts');

/**
 * Once per run: the built product (`node apps/api/dist/main.js`, as `npm start` runs it) on a free
 * port with a fresh embedded database, so every run starts from the seeded demo and nothing else.
 */
export default async function setup(project: TestProject) {
  // Screenshots from an earlier run would read as failures of this one; several targeted runs at
  // once (E2E_KEEP_ARTIFACTS=true) keep each other's.
  if (process.env.E2E_KEEP_ARTIFACTS !== 'true')
    rmSync(ARTIFACTS, { recursive: true, force: true });
  mkdirSync(ARTIFACTS, { recursive: true });
  const product = await startProduct({ logFile: path.join(ARTIFACTS, 'server.log') });
  project.provide('baseUrl', product.url);
  return () => product.stop();
}
