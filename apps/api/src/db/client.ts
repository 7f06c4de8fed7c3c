import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { migrationsFolder } from './migrations-folder';

export type Schema = typeof schema;
/** A database or a transaction on it: repositories accept either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** node-postgres's pool, on PostgreSQL: its counts tell how busy the database connections are. */
  pool?: pg.Pool;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; ignored for PostgreSQL. `memory://` keeps nothing. */
  pgliteDir?: string;
  /** An existing PGlite instance (tests load one from a migrated template). */
  pglite?: PGlite;
  poolSize?: number;
  /** Where lost connections are reported (the app's logger); silent when not given. */
  log?: PoolLog;
}

/** The little of a logger the pool needs. */
export interface PoolLog {
  warn(details: object, message: string): void;
}

const CONNECT_TIMEOUT_MS = 5_000;
const SILENT: PoolLog = { warn: () => undefined };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl, options.poolSize ?? 10, options.log ?? SILENT);
  }
  const client = options.pglite ?? (await openPglite(options.pgliteDir ?? 'memory://'));
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
  };
}

/**
 * Every PGlite the product or its tests open: the extensions the migrations create must be loaded
 * into the WebAssembly build first (PostgreSQL has them installed as packages).
 */
export async function createPglite(
  options: Omit<PGliteOptions, 'extensions'> = {},
): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { pg_trgm } });
}

async function openPglite(dir: string): Promise<PGlite> {
  if (!dir.startsWith('memory://')) mkdirSync(path.resolve(dir), { recursive: true });
  return createPglite({ dataDir: dir });
}

/**
 * node-postgres, not postgres.js: under sustained load postgres.js's connection queues grow without
 * bound and its CPU per query rose from 35 to 125 µs within 30 s here; node-postgres held 20 µs.
 */
function openPostgres(url: string, max: number, log: PoolLog): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // While the server is away a request fails within seconds (SERVICE_UNAVAILABLE) instead of
    // waiting for a connection that cannot come; the pool reconnects by itself when it returns.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // An idle client's connection dropped (a restart, a failover): the pool discards that client and
  // makes a new one on demand. Without a listener the 'error' event would end the process.
  pool.on('error', (error) => log.warn({ err: error }, 'database connection lost'));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    pool,
    migrate: () => migratePg(db as never, { migrationsFolder }),
    close: () => pool.end(),
  };
}
