import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { outboxEmails } from '../../db/schema';
import { escapeHtml } from '../../lib/html';

const MAILBOX_SIZE = 50;

/** Outside production, without SMTP, the mail the product sends is readable here. */
export function registerDevMailbox(app: FastifyInstance, db: Db): void {
  const newest = () =>
    db
      .select({
        to: outboxEmails.toAddress,
        subject: outboxEmails.subject,
        text: outboxEmails.textBody,
        html: outboxEmails.htmlBody,
        createdAt: outboxEmails.createdAt,
      })
      .from(outboxEmails)
      .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
      .limit(MAILBOX_SIZE);

  app.get('/dev/mailbox.json', async () => newest());

  app.get('/dev/mailbox', async (_request, reply) => {
    const mails = await newest();
    const rows = mails
      .map(
        (m) => `<article><header><strong>${escapeHtml(m.subject)}</strong> — to ${escapeHtml(m.to)}
          <time>${m.createdAt.toISOString()}</time></header><pre>${escapeHtml(m.text)}</pre></article>`,
      )
      .join('');
    reply.type('text/html; charset=utf-8')
      .send(`<!doctype html><html><head><title>Quorum dev mailbox</title>
      <meta name="viewport" content="width=device-width,initial-scale=1">
      <style>body{font-family:system-ui;max-width:760px;margin:auto;padding:16px}article{border:1px solid #dee2e6;border-radius:8px;padding:12px;margin:12px 0}pre{white-space:pre-wrap}time{color:#868e96;float:right}</style>
      </head><body><h1>Dev mailbox</h1><p>Mail Quorum sent, newest first. Shown only outside production when SMTP is not configured.</p>${rows || '<p>No mail yet.</p>'}</body></html>`);
  });
}
