import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { outboxEmails } from '../../db/schema';
import { uniqueEmail } from '../../testing/factories';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import {
  BATCH_SIZE,
  CLAIM_SECONDS,
  MAX_DELIVERY_ATTEMPTS,
  SEND_TIMEOUTS_MS,
  deliverDueEmails,
  pruneOutbox,
  retryDelaySeconds,
} from './delivery.job';
import { outboxStats } from '../metrics/outbox-stats';
import { enqueueEmail } from './outbox';
import { signInCodeEmail } from './templates';

let t: TestApp;
let smtp: SMTPServer;
let port: number;
const received: { to: string[]; raw: string }[] = [];

beforeAll(async () => {
  // Its own database on PostgreSQL: the job sends every due mail, and other files queue mail too.
  t = await createTestApp({}, { ownDatabase: true });
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        if (session.envelope.rcptTo.some((r) => r.address.startsWith('refused-'))) {
          return callback(new Error('mailbox unavailable'));
        }
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await t.close();
});

const transport = () => nodemailer.createTransport(`smtp://127.0.0.1:${port}`);

describe('outbox email delivery', () => {
  it('delivers queued mail over SMTP once and marks it sent', async () => {
    const to = uniqueEmail();
    await enqueueEmail(t.database.db, to, signInCodeEmail('Ada', '4821', 10));
    await deliverDueEmails(t.database.db, transport(), 'Quorum <no-reply@quorum.dev>');
    await deliverDueEmails(t.database.db, transport(), 'Quorum <no-reply@quorum.dev>');

    const delivered = received.filter((m) => m.to.includes(to));
    expect(delivered).toHaveLength(1);
    expect(delivered[0]?.raw).toContain('4821');
    const [row] = await t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, to));
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('keeps mail the server refused and schedules another attempt', async () => {
    const to = uniqueEmail('refused');
    await enqueueEmail(t.database.db, to, signInCodeEmail('Ada', '1234', 10));
    await deliverDueEmails(t.database.db, transport(), 'Quorum <no-reply@quorum.dev>');

    const [row] = await t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, to));
    expect(row?.sentAt).toBeNull();
    expect(row?.attempts).toBe(1);
    expect(row?.lastError).toMatch(/mailbox unavailable/);
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
  });
});

describe('outbox hardening', () => {
  it('keeps a claimed batch reserved longer than its slowest possible sends, so none goes twice', () => {
    const worstSendMs =
      SEND_TIMEOUTS_MS.connectionTimeout +
      SEND_TIMEOUTS_MS.greetingTimeout +
      SEND_TIMEOUTS_MS.socketTimeout;
    // 5 messages × (15 s + 15 s + 30 s) = 300 s, inside the 360 s claim.
    expect(BATCH_SIZE * worstSendMs).toBe(300_000);
    expect(CLAIM_SECONDS * 1000).toBeGreaterThan(BATCH_SIZE * worstSendMs);
  });

  it('spreads retries with jitter: twice as long each time, half of it random', () => {
    expect([retryDelaySeconds(1, () => 0), retryDelaySeconds(1, () => 1)]).toEqual([15, 30]);
    expect([retryDelaySeconds(3, () => 0), retryDelaySeconds(3, () => 1)]).toEqual([60, 120]);
    const spread = new Set(Array.from({ length: 50 }, () => retryDelaySeconds(4)));
    expect(spread.size).toBeGreaterThan(10);
    for (const wait of spread) {
      expect(wait).toBeGreaterThanOrEqual(120);
      expect(wait).toBeLessThanOrEqual(240);
    }
  });

  it('gives up after the last attempt: logged by id without the address, counted, never tried again', async () => {
    const to = uniqueEmail('refused');
    await enqueueEmail(t.database.db, to, signInCodeEmail('Ada', '1234', 10));
    await t.database.db
      .update(outboxEmails)
      .set({ attempts: MAX_DELIVERY_ATTEMPTS - 1 })
      .where(eq(outboxEmails.toAddress, to));
    const before = await outboxStats(t.database.db);
    const log = { error: vi.fn() };
    await deliverDueEmails(t.database.db, transport(), 'Quorum <no-reply@quorum.dev>', log);

    const [row] = await t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, to));
    expect(row?.attempts).toBe(8);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error.mock.calls[0]![0]).toEqual({ outboxId: row!.id, attempts: 8 });
    expect(JSON.stringify(log.error.mock.calls)).not.toContain(to);
    expect((await outboxStats(t.database.db)).deadLetters).toBe(before.deadLetters + 1);

    await t.database.db.execute(
      sql`UPDATE outbox_emails SET next_attempt_at = now() WHERE id = ${row!.id}`,
    );
    await deliverDueEmails(t.database.db, transport(), 'Quorum <no-reply@quorum.dev>', log);
    const [after] = await t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.id, row!.id));
    expect(after?.attempts).toBe(8);
  });

  it('deletes mail sent or given up on more than 30 days ago, and keeps the rest', async () => {
    const db = t.database.db;
    const queue = async (label: string) => {
      const to = uniqueEmail(label);
      await enqueueEmail(db, to, signInCodeEmail('Ada', '1234', 10));
      return to;
    };
    const oldSent = await queue('old-sent');
    const recentSent = await queue('recent-sent');
    const oldDead = await queue('old-dead');
    const waiting = await queue('waiting');
    await db.execute(sql`UPDATE outbox_emails SET sent_at = now() - interval '31 days'
      WHERE to_address = ${oldSent}`);
    await db.execute(sql`UPDATE outbox_emails SET sent_at = now() - interval '29 days'
      WHERE to_address = ${recentSent}`);
    await db.execute(sql`UPDATE outbox_emails SET attempts = ${MAX_DELIVERY_ATTEMPTS},
      created_at = now() - interval '31 days' WHERE to_address = ${oldDead}`);
    await db.execute(sql`UPDATE outbox_emails SET created_at = now() - interval '40 days'
      WHERE to_address = ${waiting}`);

    await pruneOutbox(db);
    const left = async (to: string) =>
      (await db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, to))).length;
    expect({
      oldSent: await left(oldSent),
      recentSent: await left(recentSent),
      oldDead: await left(oldDead),
      waiting: await left(waiting),
    }).toEqual({ oldSent: 0, recentSent: 1, oldDead: 0, waiting: 1 });
  });
});
