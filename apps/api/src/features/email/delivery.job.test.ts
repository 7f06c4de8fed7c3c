import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../db/schema';
import { uniqueEmail } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { deliverDueEmails } from './delivery.job';
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
