import { sql } from 'drizzle-orm';
import { RETENTION_DAYS } from '@quorum/shared';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { startPeriodicJob } from '../../lib/periodic-job';

export const BATCH_SIZE = 5;
/** Batches one tick may send; a backlog drains over several ticks instead of blocking one. */
const MAX_BATCHES_PER_TICK = 40;
/** After this many failed sends a message is a dead letter: logged, counted, never tried again. */
export const MAX_DELIVERY_ATTEMPTS = 8;
/**
 * nodemailer's limits on one send (its socket default is an hour): connecting, the server's
 * greeting, and silence mid-conversation. The worst send ends within their sum.
 */
export const SEND_TIMEOUTS_MS = {
  connectionTimeout: 15_000,
  greetingTimeout: 15_000,
  socketTimeout: 30_000,
} as const;
/**
 * How long a claimed batch stays reserved: longer than the batch's worst-case sends, so a stalled
 * server never lets another process claim (and send again) what is still being sent; a process
 * that dies mid-send releases its batch when this runs out.
 */
export const CLAIM_SECONDS = 360;
/** The first retry waits about this long; each later one twice as long as the last. */
const FIRST_RETRY_SECONDS = 30;

/**
 * The wait before another attempt: exponential, with "equal jitter" (half fixed, half random) so
 * messages that failed together (a server that was down) do not all retry in the same second.
 */
export function retryDelaySeconds(failedAttempts: number, random: () => number = Math.random) {
  const ceiling = FIRST_RETRY_SECONDS * 2 ** (failedAttempts - 1);
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/** Mail delivered or given up on more than this long ago is deleted (30 days, APP 11.2). */
export const OUTBOX_KEEP_DAYS = RETENTION_DAYS.sentEmail;

type ClaimedEmail = {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
};

/**
 * Sends due outbox mail once across any number of API processes: a batch is claimed with
 * FOR UPDATE SKIP LOCKED and pushed forward in time, so no other process picks it up while it is
 * sent. Failures back off exponentially and give up after MAX_DELIVERY_ATTEMPTS.
 */
export async function deliverDueEmails(
  db: Db,
  transport: Transporter,
  from: string,
  log?: Pick<FastifyBaseLogger, 'error'>,
): Promise<number> {
  let sent = 0;
  for (let batch = 0; batch < MAX_BATCHES_PER_TICK; batch++) {
    const count = await deliverBatch(db, transport, from, log);
    sent += count;
    if (count < BATCH_SIZE) break;
  }
  return sent;
}

async function deliverBatch(
  db: Db,
  transport: Transporter,
  from: string,
  log?: Pick<FastifyBaseLogger, 'error'>,
): Promise<number> {
  const claimed = rowsOf<ClaimedEmail>(
    await db.execute(sql`
    UPDATE outbox_emails SET next_attempt_at = now() + make_interval(secs => ${CLAIM_SECONDS})
    WHERE id IN (
      SELECT id FROM outbox_emails
      WHERE sent_at IS NULL AND attempts < ${MAX_DELIVERY_ATTEMPTS} AND next_attempt_at <= now()
      ORDER BY next_attempt_at
      LIMIT ${BATCH_SIZE}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, to_address, subject, text_body, html_body, attempts`),
  );
  for (const email of claimed) {
    try {
      await transport.sendMail({
        from,
        to: email.to_address,
        subject: email.subject,
        text: email.text_body,
        html: email.html_body,
      });
      await db.execute(sql`UPDATE outbox_emails SET sent_at = now() WHERE id = ${email.id}`);
    } catch (error) {
      const failedAttempts = email.attempts + 1;
      await db.execute(sql`
        UPDATE outbox_emails
        SET attempts = ${failedAttempts}, last_error = ${String(error).slice(0, 500)},
            next_attempt_at = now() + make_interval(secs => ${retryDelaySeconds(failedAttempts)})
        WHERE id = ${email.id}`);
      // The id finds the row, with its last error; the address and the words stay out of the log.
      if (failedAttempts >= MAX_DELIVERY_ATTEMPTS)
        log?.error(
          { outboxId: email.id, attempts: failedAttempts },
          'email given up after every attempt failed (dead letter)',
        );
    }
  }
  return claimed.length;
}

export interface EmailDelivery {
  stop(): Promise<void>;
}

/**
 * Polls the outbox while SMTP is configured, one tick at a time (a slow SMTP server delays the next
 * tick instead of starting another). Without SMTP mail stays readable in the dev mailbox.
 */
export function startEmailDelivery(options: {
  db: Db;
  smtpUrl: string;
  from: string;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): EmailDelivery {
  const transport = nodemailer.createTransport({ url: options.smtpUrl, ...SEND_TIMEOUTS_MS });
  const job = startPeriodicJob({
    name: 'email-delivery',
    intervalMs: options.intervalMs ?? 2000,
    tick: () => deliverDueEmails(options.db, transport, options.from, options.log),
    log: options.log,
  });
  return {
    async stop() {
      await job.stop();
      transport.close();
    },
  };
}

/** Deletes mail sent, or given up on, more than 30 days ago: the outbox is not an archive. */
export async function pruneOutbox(db: Db): Promise<number> {
  const deleted = rowsOf<{ id: string }>(
    await db.execute(sql`
      DELETE FROM outbox_emails
      WHERE (sent_at IS NOT NULL AND sent_at < now() - make_interval(days => ${OUTBOX_KEEP_DAYS}))
         OR (sent_at IS NULL AND attempts >= ${MAX_DELIVERY_ATTEMPTS}
             AND created_at < now() - make_interval(days => ${OUTBOX_KEEP_DAYS}))
      RETURNING id`),
  );
  return deleted.length;
}
