import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Config } from '../config';
import { createPglite, openDatabase } from '../db/client';
import type { Database } from '../db/client';
import { createRateLimits } from '../lib/rate-limit';
import { storageFrom } from '../lib/storage';
import { createOwnDatabase } from './own-database';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/**
 * The real server, in process, on its own database: a fresh copy of the migrated template on
 * PGlite, or the shared test database on PostgreSQL (tests there keep apart by unique data).
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: { ownDatabase?: boolean; logStream?: { write(line: string): void } } = {},
): Promise<TestApp> {
  const sharedUrl = process.env.TEST_DATABASE_URL;
  const own = sharedUrl && options.ownDatabase ? await createOwnDatabase(sharedUrl) : undefined;
  const databaseUrl = own?.url ?? sharedUrl;
  const database = databaseUrl
    ? await openDatabase({ databaseUrl, poolSize: 4 })
    : await openDatabase({
        pglite: await createPglite({
          loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]),
        }),
      });
  const config: Config = {
    ...loadConfig({
      NODE_ENV: 'test',
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256!',
      LOG_LEVEL: 'silent',
    }),
    redisUrl: process.env.REDIS_URL,
    ...overrides,
  };
  // A production app never has the development tools, whatever the test's base configuration.
  if (config.env === 'production') config.devTools = false;
  const redis = config.redisUrl ? new Redis(config.redisUrl) : undefined;
  const rateLimits = createRateLimits({
    redis,
    multiplier: config.rateLimitMultiplier,
    namespace: `test-${randomUUID()}`,
  });
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'quorum-test-uploads-'));
  const app = await buildApp({
    config: { ...config, uploadsDir },
    database,
    rateLimits,
    storage: storageFrom({ ...config, uploadsDir }),
    webDist: '/nonexistent',
    logStream: options.logStream,
  });
  if (own) await database.migrate();
  await app.ready();
  return {
    app,
    database,
    config: { ...config, uploadsDir },
    async close() {
      await app.close();
      redis?.disconnect();
      await database.close();
      await own?.drop();
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}

/** One test app for the whole file: made before its tests, closed after them. */
export function useTestApp(overrides: Partial<Config> = {}): TestApp {
  const handle = {} as TestApp;
  beforeAll(async () => {
    Object.assign(handle, await createTestApp(overrides));
  });
  afterAll(() => handle.close());
  return handle;
}
