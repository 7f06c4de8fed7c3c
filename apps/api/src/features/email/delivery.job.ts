import { sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { startPeriodicJob } from '../../lib/periodic-job';

const BATCH_SIZE = 10;
/** Batches one tick may send; a backlog drains over several ticks instead of blocking one. */
const MAX_BATCHES_PER_TICK = 20;
const MAX_ATTEMPTS = 8;
/** How long a claimed message stays reserved; a process that dies mid-send releases it then. */
const CLAIM_SECONDS = 60;

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
 * sent. Failures back off exponentially and give up after MAX_ATTEMPTS.
 */
export async function deliverDueEmails(
  db: Db,
  transport: Transporter,
  from: string,
): Promise<number> {
  let sent = 0;
  for (let batch = 0; batch < MAX_BATCHES_PER_TICK; batch++) {
    const count = await deliverBatch(db, transport, from);
    sent += count;
    if (count < BATCH_SIZE) break;
  }
  return sent;
}

async function deliverBatch(db: Db, transport: Transporter, from: string): Promise<number> {
  const claimed = rowsOf<ClaimedEmail>(
    await db.execute(sql`
    UPDATE outbox_emails SET next_attempt_at = now() + make_interval(secs => ${CLAIM_SECONDS})
    WHERE id IN (
      SELECT id FROM outbox_emails
      WHERE sent_at IS NULL AND attempts < ${MAX_ATTEMPTS} AND next_attempt_at <= now()
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
      const backoffSeconds = 2 ** (email.attempts + 1) * 15;
      await db.execute(sql`
        UPDATE outbox_emails
        SET attempts = attempts + 1, last_error = ${String(error).slice(0, 500)},
            next_attempt_at = now() + make_interval(secs => ${backoffSeconds})
        WHERE id = ${email.id}`);
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
  const transport = nodemailer.createTransport(options.smtpUrl);
  const job = startPeriodicJob({
    name: 'email-delivery',
    intervalMs: options.intervalMs ?? 2000,
    tick: () => deliverDueEmails(options.db, transport, options.from),
    log: options.log,
  });
  return {
    async stop() {
      await job.stop();
      transport.close();
    },
  };
}
