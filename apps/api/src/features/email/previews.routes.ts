import type { FastifyInstance } from 'fastify';
import { messages } from '@quorum/shared';
import { escapeHtml } from '../../lib/html';
import { EMAIL_PREVIEWS } from './previews';

/**
 * Outside production: every email rendered with sample words, as HTML (`/dev/emails/{name}`) or as
 * its plain-text part (`?format=text`), to look at a template while changing it.
 */
export function registerEmailPreviews(app: FastifyInstance): void {
  app.get('/dev/emails', async (_request, reply) => {
    const links = Object.keys(EMAIL_PREVIEWS)
      .map(
        (name) =>
          `<li><a href="/dev/emails/${name}">${escapeHtml(name)}</a> · <a href="/dev/emails/${name}?format=text">text</a></li>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><title>Quorum emails</title><meta name="viewport" content="width=device-width,initial-scale=1"></head><body style="font-family:system-ui;max-width:760px;margin:auto;padding:16px"><h1>Emails</h1><p>Every email Quorum sends, with sample words. Shown only outside production.</p><ul>${links}</ul></body></html>`,
      );
  });

  app.get<{ Params: { name: string }; Querystring: { format?: string } }>(
    '/dev/emails/:name',
    async (request, reply) => {
      const preview = Object.hasOwn(EMAIL_PREVIEWS, request.params.name)
        ? EMAIL_PREVIEWS[request.params.name]
        : undefined;
      if (!preview)
        return reply.status(404).send({ code: 'NOT_FOUND', message: messages.generic.notFound });
      const email = await preview();
      if (request.query.format === 'text')
        return reply
          .type('text/plain; charset=utf-8')
          .send(`Subject: ${email.subject}\n\n${email.text}`);
      return reply.type('text/html; charset=utf-8').send(email.html);
    },
  );
}
