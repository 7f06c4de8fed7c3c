// APP 11.2: personal information no longer needed is destroyed. Each kind of record is deleted
// once past its retention period (RETENTION_DAYS in packages/shared, each with its reason), in
// batches, so a large backlog never holds one long transaction or lock. Sent mail has its own
// job (features/email/delivery.job.ts, RETENTION_DAYS.sentEmail).
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { RETENTION_DAYS } from '@quorum/shared';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { FileStorage } from '../../lib/storage';

/** Once a day is enough for periods counted in days. */
export const RETENTION_PURGE_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** Rows one statement removes. */
const BATCH_ROWS = 1_000;

const olderThan = (column: SQL, days: number) =>
  sql`${column} < now() - make_interval(days => ${days})`;

/**
 * Deletes the rows of `table` that `where` picks, `BATCH_ROWS` at a time by `key`, and answers
 * `returning` of each deleted row.
 */
async function inBatches<T>(
  db: Db,
  table: SQL,
  key: SQL,
  where: SQL,
  returning: SQL = key,
): Promise<T[]> {
  const removed: T[] = [];
  for (;;) {
    const batch = rowsOf<T>(
      await db.execute(sql`
        DELETE FROM ${table} WHERE ${key} IN (
          SELECT ${key} FROM ${table} WHERE ${where} LIMIT ${BATCH_ROWS})
        RETURNING ${returning}`),
    );
    removed.push(...batch);
    if (batch.length < BATCH_ROWS) return removed;
  }
}

/** What each run removed, by kind: the job's log line. */
export type RetentionReport = Record<string, number>;

/**
 * Enquiries in Resolved or Archived untouched for two years, with their threads (replies, notes,
 * assignments, read marks go by cascade), and the voice recordings' stored files.
 */
async function purgeClosedEnquiries(db: Db, storage: FileStorage | undefined) {
  const rows = await inBatches<{ id: string; audio: string | null }>(
    db,
    sql.raw('enquiries'),
    sql.raw('id'),
    sql`board_status IN ('resolved', 'archived') AND ${olderThan(sql.raw('updated_at'), RETENTION_DAYS.closedEnquiry)}`,
    sql.raw('id, audio'),
  );
  const keys = rows.flatMap((row) => (row.audio ? [row.audio] : []));
  if (keys.length > 0) {
    await db.execute(
      sql`DELETE FROM stored_files WHERE key IN (${sql.join(
        keys.map((key) => sql`${key}`),
        sql`, `,
      )})`,
    );
    for (const key of keys) await storage?.remove(key).catch(() => undefined);
  }
  return rows.length;
}

/**
 * An investor whose app account was deleted keeps no personal details here: the row stays (their
 * old questions read "Deleted User", spec §4) but its name, address, user name and mobile go,
 * with the notifications about them and the companies on their list.
 */
async function scrubDeletedInvestors(db: Db) {
  const scrubbed = rowsOf<{ id: string }>(
    await db.execute(sql`
      UPDATE investors SET email = NULL, first_name = '', last_name = '', user_name = NULL,
        mobile_num = NULL
      WHERE id IN (
        SELECT id FROM investors
        WHERE deleted_at IS NOT NULL
          AND (email IS NOT NULL OR first_name <> '' OR last_name <> '' OR user_name IS NOT NULL
               OR mobile_num IS NOT NULL)
        LIMIT ${BATCH_ROWS})
      RETURNING id`),
  );
  await db.execute(sql`
    DELETE FROM notifications WHERE investor_id IN (SELECT id FROM investors WHERE deleted_at IS NOT NULL)`);
  await db.execute(sql`
    DELETE FROM investor_companies WHERE investor_id IN (SELECT id FROM investors WHERE deleted_at IS NOT NULL)`);
  return scrubbed.length;
}

const count = async (rows: Promise<unknown[]>) => (await rows).length;

/** Runs every retention rule once; answers how many records of each kind went. */
export async function purgeExpiredPersonalData(
  db: Db,
  storage?: FileStorage,
): Promise<RetentionReport> {
  const days = RETENTION_DAYS;
  const id = sql.raw('id');
  return {
    closedEnquiries: await purgeClosedEnquiries(db, storage),
    notifications: await count(
      inBatches(
        db,
        sql.raw('notifications'),
        id,
        olderThan(sql.raw('created_at'), days.notification),
      ),
    ),
    // An ended session: signed out or revoked, or past its idle or absolute limit. Its refresh
    // tokens go with it (cascade).
    endedSessions: await count(
      inBatches(
        db,
        sql.raw('sessions'),
        id,
        sql`${olderThan(sql.raw('coalesce(revoked_at, least(expires_at, absolute_expires_at))'), days.endedSession)}`,
      ),
    ),
    pageVisits: await count(
      inBatches(db, sql.raw('page_visits'), id, olderThan(sql.raw('created_at'), days.pageVisit)),
    ),
    codes: await count(
      inBatches(db, sql.raw('email_otps'), id, olderThan(sql.raw('expires_at'), days.expiredCode)),
    ),
    passwordResets: await count(
      inBatches(
        db,
        sql.raw('password_resets'),
        id,
        olderThan(sql.raw('expires_at'), days.expiredCode),
      ),
    ),
    emailChanges: await count(
      inBatches(
        db,
        sql.raw('email_changes'),
        sql.raw('user_id'),
        olderThan(sql.raw('expires_at'), days.expiredCode),
      ),
    ),
    invitations: await count(
      inBatches(
        db,
        sql.raw('team_invitations'),
        id,
        // Accepted or not: once the link has expired the row only refuses it, which an expired
        // link is anyway.
        olderThan(sql.raw('expires_at'), days.expiredInvitation),
      ),
    ),
    privacyRequests: await count(
      inBatches(
        db,
        sql.raw('privacy_requests'),
        id,
        olderThan(sql.raw('created_at'), days.privacyRequest),
      ),
    ),
    deletedInvestors: await scrubDeletedInvestors(db),
  };
}
