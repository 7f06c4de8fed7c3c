// The periodic jobs of the one API process (main.ts starts and stops them).
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Events } from './core/events';
import { pruneOutbox } from './features/email/delivery.job';
import { LOCK_EXPIRY_SWEEP_MS, expireRegistryLocks } from './features/registry/lock-expiry.job';
import { REGISTRY_PURGE_INTERVAL_MS, purgeDeletedRegistries } from './features/registry/purge.job';
import {
  BILLING_RECONCILE_INTERVAL_MS,
  BILLING_TICK_INTERVAL_MS,
} from './features/billing/billing.job';
import { UPLOAD_SWEEP_INTERVAL_MS, sweepAbandonedUploads } from './features/uploads/sweep.job';
import {
  RESUMABLE_SWEEP_INTERVAL_MS,
  sweepResumableUploads,
} from './features/uploads/resumable/sweep.job';
import {
  RETENTION_PURGE_INTERVAL_MS,
  purgeExpiredPersonalData,
} from './features/privacy/retention.job';
import {
  ANNOUNCEMENT_PURGE_INTERVAL_MS,
  purgeDeletedAnnouncements,
} from './features/announcements/purge.job';
import {
  AUDIT_RETENTION_INTERVAL_MS,
  purgeExpiredActivities,
} from './features/activity/retention.job';
import {
  SENTIMENT_BACKFILL_FIRST_TICK_MS,
  SENTIMENT_BACKFILL_INTERVAL_MS,
  backfillSentiment,
} from './features/sentiment/backfill.job';
import { startPeriodicJob } from './lib/periodic-job';
import { storageFrom } from './lib/storage';

export function startJobs({
  config,
  db,
  events,
  log,
  billingTick,
  billingReconcile,
}: {
  config: Config;
  db: Db;
  events: Events;
  log: FastifyBaseLogger;
  /** Billing's turn (trials, renewals, reconciliation), with the app's payment driver. */
  billingTick: () => Promise<unknown>;
  /** Every company synced to its payment provider (Stripe's webhooks' safety net). */
  billingReconcile: () => Promise<unknown>;
}) {
  const storage = storageFrom(config);
  return [
    startPeriodicJob({
      name: 'registry-lock-expiry',
      intervalMs: LOCK_EXPIRY_SWEEP_MS,
      tick: () => expireRegistryLocks(db, events),
      log,
    }),
    startPeriodicJob({
      name: 'billing',
      intervalMs: BILLING_TICK_INTERVAL_MS,
      firstTickMs: 30_000,
      tick: billingTick,
      log,
    }),
    startPeriodicJob({
      name: 'billing-reconcile',
      intervalMs: BILLING_RECONCILE_INTERVAL_MS,
      firstTickMs: 15 * 60 * 1000,
      tick: billingReconcile,
      log,
    }),
    startPeriodicJob({
      name: 'abandoned-uploads',
      intervalMs: UPLOAD_SWEEP_INTERVAL_MS,
      firstTickMs: 2 * 60 * 1000,
      tick: () => sweepAbandonedUploads(db, storage, log),
      log,
    }),
    startPeriodicJob({
      name: 'abandoned-chunked-uploads',
      intervalMs: RESUMABLE_SWEEP_INTERVAL_MS,
      firstTickMs: 3 * 60 * 1000,
      tick: () => sweepResumableUploads({ db, storage, log }),
      log,
    }),
    startPeriodicJob({
      name: 'outbox-prune',
      intervalMs: 24 * 60 * 60 * 1000,
      firstTickMs: 5 * 60 * 1000,
      tick: () => pruneOutbox(db),
      log,
    }),
    startPeriodicJob({
      name: 'privacy-retention',
      intervalMs: RETENTION_PURGE_INTERVAL_MS,
      firstTickMs: 10 * 60 * 1000,
      tick: async () => {
        const removed = await purgeExpiredPersonalData(db, storage);
        log.info({ removed }, 'personal data past its retention period deleted');
      },
      log,
    }),
    startPeriodicJob({
      name: 'registry-purge',
      intervalMs: REGISTRY_PURGE_INTERVAL_MS,
      firstTickMs: 60_000,
      tick: () => purgeDeletedRegistries(db),
      log,
    }),
    startPeriodicJob({
      name: 'announcement-purge',
      intervalMs: ANNOUNCEMENT_PURGE_INTERVAL_MS,
      firstTickMs: 90_000,
      tick: () => purgeDeletedAnnouncements({ db, storage, log }),
      log,
    }),
    startPeriodicJob({
      name: 'sentiment-backfill',
      intervalMs: SENTIMENT_BACKFILL_INTERVAL_MS,
      firstTickMs: SENTIMENT_BACKFILL_FIRST_TICK_MS,
      tick: async () => {
        const scored = await backfillSentiment(db);
        if (scored > 0) log.info({ scored }, 'questions without a sentiment scored');
      },
      log,
    }),
    startPeriodicJob({
      name: 'audit-retention',
      intervalMs: AUDIT_RETENTION_INTERVAL_MS,
      firstTickMs: 12 * 60 * 1000,
      tick: () => purgeExpiredActivities(db),
      log,
    }),
  ];
}
