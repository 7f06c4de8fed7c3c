import path from 'node:path';
import { Redis } from 'ioredis';
import { ConfigError, loadConfig } from './config';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { startEmailDelivery } from './features/email/delivery.job';
import { createRateLimits } from './lib/rate-limit';
import { DEMO, seedDemo } from './seed/demo';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  await database.migrate();
  const seeded = config.seedDemo ? await seedDemo(database.db) : 'skipped';

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { enableOfflineQueue: false })
    : undefined;
  const rateLimits = createRateLimits({ redis, multiplier: config.rateLimitMultiplier });
  const app = await buildApp({ config, database, rateLimits });
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
    await app.close();
    await delivery?.stop();
    redis?.disconnect();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const lines = [
    '',
    `  Quorum is running at ${config.appUrl}`,
    `  Database: ${database.kind === 'pglite' ? `embedded PGlite in ${path.join(config.dataDir, 'pglite')}` : 'PostgreSQL (DATABASE_URL)'}`,
  ];
  if (seeded !== 'skipped') lines.push(`  Demo sign-in: ${DEMO.email} / ${DEMO.password}`);
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
