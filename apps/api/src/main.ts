import path from 'node:path';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { ConfigError, loadConfig } from './config';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { pruneOutbox, startEmailDelivery } from './features/email/delivery.job';
import { LOCK_EXPIRY_SWEEP_MS, expireRegistryLocks } from './features/registry/lock-expiry.job';
import { REGISTRY_PURGE_INTERVAL_MS, purgeDeletedRegistries } from './features/registry/purge.job';
import { startPeriodicJob } from './lib/periodic-job';
import { localDiskStorage } from './lib/storage';
import { UPLOAD_SWEEP_INTERVAL_MS, sweepAbandonedUploads } from './features/uploads/sweep.job';
import { TRIAL_EXPIRY_INTERVAL_MS, endExpiredTrials } from './features/company/trial';
import { createEvents, createPubSubEmitter } from './core/events';
import { createRateLimits } from './lib/rate-limit';
import { DEMO, FREE_DEMO, seedDemo } from './seed/demo';

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
  await database.migrate();
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
  const app = await buildApp({ config, database, rateLimits, emitter, redis });
  log = app.log;
  const events = createEvents(emitter, app.log);
  const jobs = [
    startPeriodicJob({
      name: 'registry-lock-expiry',
      intervalMs: LOCK_EXPIRY_SWEEP_MS,
      tick: () => expireRegistryLocks(database.db, events),
      log: app.log,
    }),
    startPeriodicJob({
      name: 'trial-expiry',
      intervalMs: TRIAL_EXPIRY_INTERVAL_MS,
      firstTickMs: 30_000,
      tick: () => endExpiredTrials(database.db, events),
      log: app.log,
    }),
    startPeriodicJob({
      name: 'abandoned-uploads',
      intervalMs: UPLOAD_SWEEP_INTERVAL_MS,
      firstTickMs: 2 * 60 * 1000,
      tick: () => sweepAbandonedUploads(database.db, localDiskStorage(config.uploadsDir), app.log),
      log: app.log,
    }),
    startPeriodicJob({
      name: 'outbox-prune',
      intervalMs: 24 * 60 * 60 * 1000,
      firstTickMs: 5 * 60 * 1000,
      tick: () => pruneOutbox(database.db),
      log: app.log,
    }),
    startPeriodicJob({
      name: 'registry-purge',
      intervalMs: REGISTRY_PURGE_INTERVAL_MS,
      firstTickMs: 60_000,
      tick: () => purgeDeletedRegistries(database.db),
      log: app.log,
    }),
  ];
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
  const lines = [
    '',
    `  Quorum is running at ${config.appUrl}`,
    `  Database: ${database.kind === 'pglite' ? `embedded PGlite in ${path.join(config.dataDir, 'pglite')}` : 'PostgreSQL (DATABASE_URL)'}`,
  ];
  if (seeded !== 'skipped') {
    lines.push(`  Demo sign-in: ${DEMO.email} / ${DEMO.password}`);
    lines.push(`  Free-plan demo: ${FREE_DEMO.email} / ${FREE_DEMO.password}`);
  }
  if (!config.smtpUrl && config.env !== 'production') {
    lines.push(`  Mail (sign-in codes): ${config.appUrl}/dev/mailbox`);
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
