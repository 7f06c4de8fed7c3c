// `npm run db:migrate`: the migrations as their own step, under a role that may change the schema
// (MIGRATION_DATABASE_URL), so the server's own role needs only to read and write rows.
import path from 'node:path';
import { ConfigError, loadMigrationConfig } from '../config';
import { openDatabase } from './client';
import { pendingMigrations } from './migration-status';

async function main() {
  const config = loadMigrationConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
    poolSize: 1,
  });
  try {
    const pending = await pendingMigrations(database.db);
    await database.migrate();
    const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
    process.stdout.write(
      pending.length === 0
        ? `The database (${where}) is up to date.\n`
        : `Applied ${pending.length} migration(s) to ${where}: ${pending.join(', ')}\n`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
