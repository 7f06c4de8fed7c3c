// The registry benchmark's kept database: seeded once (a few minutes) and reused by every run; seeded
// again when missing or when seed.mjs's SEED_VERSION changes.
import { spawnSync } from 'node:child_process';
import { startApi } from '../lib/servers.mjs';
import { TOTAL_ROWS, isSeeded, seedRegistryBench } from './seed.mjs';

export const DATABASE = 'quorum_bench_registry';
export const DATABASE_URL = `postgres://postgres@127.0.0.1:5432/${DATABASE}`;

function psql(database, sql) {
  return spawnSync(
    'psql',
    ['-h', '127.0.0.1', '-U', 'postgres', '-d', database, '-v', 'ON_ERROR_STOP=1', '-Atc', sql],
    { encoding: 'utf8' },
  );
}
const psqlAdmin = (sql) => psql('postgres', sql);

/**
 * The questions' trigram index the pg_trgm designs (designs.ts c and d) read, which the product
 * dropped once misspellings went to the lexicon (migration 0031): built once, kept with the database.
 */
function buildDesignIndexes() {
  const built = psql(
    DATABASE,
    'CREATE INDEX IF NOT EXISTS question_registries_bench_trgm_idx ON question_registries USING gin (question gin_trgm_ops)',
  );
  if (built.status !== 0) throw new Error(`Could not build the designs' index: ${built.stderr}`);
}

/** A seeded database, made when missing or out of date: migrated and demo-seeded by the product. */
export async function prepareDatabase() {
  const exists =
    psqlAdmin(`SELECT 1 FROM pg_database WHERE datname = '${DATABASE}'`).stdout.trim() === '1';
  if (exists && (await isSeeded(DATABASE_URL))) {
    // The product migrates at start: a kept database gains new migrations (indexes) here.
    const api = await startApi({ databaseUrl: DATABASE_URL });
    await api.stop();
    buildDesignIndexes();
    return;
  }
  console.log(`Seeding ${DATABASE}: ${TOTAL_ROWS.toLocaleString()} questions in one company…`);
  psqlAdmin(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  const created = psqlAdmin(`CREATE DATABASE ${DATABASE}`);
  if (created.status !== 0) throw new Error(`Could not create ${DATABASE}: ${created.stderr}`);
  const api = await startApi({ databaseUrl: DATABASE_URL });
  await api.stop();
  await seedRegistryBench(DATABASE_URL);
  buildDesignIndexes();
}
