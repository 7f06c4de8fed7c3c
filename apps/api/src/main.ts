import path from 'node:path';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { ConfigError, loadConfig } from './config';
import type { Config } from './config';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import type { Database } from './db/client';
import { pendingMigrations } from './db/migration-status';
import { startEmailDelivery } from './features/email/delivery.job';
import { startJobs } from './jobs';
import { createEvents, createPubSubEmitter } from './core/events';
import { createRateLimits } from './lib/rate-limit';
import { DEMO, FREE_DEMO, demoAccountsPresent, seedDemo } from './seed/demo';

async function main() {
  const config = loadConfig();
  // The app's logger exists only once the app is built; until then lost connections go to stderr.
  let log: Pick<FastifyBaseLogger, 'warn'> = {
    warn: (details: object, message: string) => console.warn(message, details),
  } as Pick<FastifyBaseLogger, 'warn'>;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    pgliteDir: path.join(config.dataDir, 'pglite'),
    log: { warn: (details, message) => log.warn(details, message) },
  });
  await migrateOrCheck(config, database);
  if (config.env === 'production') await refuseDemoAccounts(database);
  const seeded = config.seedDemo ? await seedDemo(database.db) : 'skipped';

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { enableOfflineQueue: false })
    : undefined;
  // While Redis is away the rate limits fall back to this process's memory (lib/rate-limit.ts);
  // the client reconnects by itself. Without a listener its 'error' event would end the process.
  redis?.on('error', (error: unknown) => log.warn({ err: error }, 'Redis unavailable'));
  const rateLimits = createRateLimits({ redis, multiplier: config.rateLimitMultiplier });
  // Shared with the jobs, which announce what they change; the app closes it.
  const emitter = await createPubSubEmitter(config.redisUrl, {
    warn: (details, message) => log.warn(details, message),
  });
  const app = await buildApp({ config, database, rateLimits, emitter, redis, marketTicker: true });
  log = app.log;
  const events = createEvents(emitter, app.log);
  const jobs = startJobs({
    config,
    db: database.db,
    events,
    log: app.log,
    billingTick: () => app.billingTick(),
    billingReconcile: () => app.billingReconcile(),
  });
  const delivery = config.smtpUrl
    ? startEmailDelivery({
        db: database.db,
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        log: app.log,
      })
    : undefined;

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    // Jobs first: a tick under way may still announce through the app's emitter.
    await Promise.all(jobs.map((job) => job.stop()));
    await app.close();
    await delivery?.stop();
    redis?.disconnect();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  // The banner below says where the product is; Fastify's own "listening" lines (one JSON line per
  // address) would only interleave with it.
  const level = app.log.level;
  app.log.level = 'warn';
  await app.listen({ port: config.port, host: config.host });
  app.log.level = level;
  process.stdout.write(startBanner(config, database.kind, seeded !== 'skipped'));
}

/**
 * Outside production (and with MIGRATE_ON_START=true) the server migrates as it starts, through
 * MIGRATION_DATABASE_URL's role when one is given. Otherwise migrations are their own step
 * (`npm run db:migrate`) and the server, whose role may lack DDL, only refuses a database behind
 * its code.
 */
async function migrateOrCheck(config: Config, database: Database) {
  if (!config.migrateOnStart) {
    const pending = await pendingMigrations(database.db);
    if (pending.length === 0) return;
    await database.close();
    throw new ConfigError(
      `Refusing to start: the database lacks ${pending.length} migration(s) (${pending.join(', ')}). Run npm run db:migrate first, or set MIGRATE_ON_START=true.`,
    );
  }
  if (!config.migrationDatabaseUrl || config.migrationDatabaseUrl === config.databaseUrl) {
    await database.migrate();
    return;
  }
  const owner = await openDatabase({ databaseUrl: config.migrationDatabaseUrl, poolSize: 1 });
  try {
    await owner.migrate();
  } finally {
    await owner.close();
  }
}

/** A production server never runs with the demo's accounts, whose password anyone can read. */
async function refuseDemoAccounts(database: Database) {
  const present = await demoAccountsPresent(database.db);
  if (present.length === 0) return;
  await database.close();
  throw new ConfigError(
    `Refusing to start in production: this database holds the demo accounts (${present.join(', ')}), whose password is published. Delete them first.`,
  );
}

/** Where the product is, which database it uses, and how to sign in to the demo. */
function startBanner(config: Config, databaseKind: string, seeded: boolean) {
  const lines = [
    '',
    `  Quorum is running at ${config.appUrl}`,
    `  Database: ${databaseKind === 'pglite' ? `embedded PGlite in ${path.join(config.dataDir, 'pglite')}` : 'PostgreSQL (DATABASE_URL)'}`,
  ];
  if (seeded) {
    lines.push(`  Demo sign-in: ${DEMO.email} / ${DEMO.password}`);
    lines.push(`  Free-plan demo: ${FREE_DEMO.email} / ${FREE_DEMO.password}`);
  }
  if (!config.smtpUrl && config.devTools) {
    lines.push(`  Mail (sign-in codes): ${config.appUrl}/dev/mailbox`);
  }
  return `${lines.join('\n')}\n\n`;
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
