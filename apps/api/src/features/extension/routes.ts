import { createReadStream } from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { EXTENSION_BROWSERS, messages } from '@quorum/shared';
import type { Deps } from '../../deps';
import { notFound } from '../../core/errors';
import { sendDomainError } from '../../core/http-errors';
import { findExtensionZip } from './downloads';
import { exchangeGrant, GrantError, refreshExtension, revokeExtension } from './token-exchange';

const TokenRequest = z.discriminatedUnion('grant_type', [
  z.object({
    grant_type: z.literal('authorization_code'),
    code: z.string().min(1).max(100),
    code_verifier: z.string().min(1).max(128),
  }),
  z.object({ grant_type: z.literal('refresh_token'), refresh_token: z.string().min(1).max(100) }),
]);

const RevokeRequest = z.object({ refresh_token: z.string().min(1).max(100) });

function refuse(reply: FastifyReply, error: GrantError) {
  return reply.status(400).send({ error: error.error, error_description: error.description });
}

/**
 * The email extension's token endpoint and its sign-out. The extension calls them from its own
 * pages with host permission, so no CORS is granted: a web page cannot read their answers. Codes
 * and refresh tokens travel in the body, never in a URL.
 */
export function registerExtensionTokenRoutes(app: FastifyInstance, deps: Deps) {
  app.post('/extension/token', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await deps.rateLimits.consume('extensionTokensPerAddress', request.ip);
      const body = TokenRequest.safeParse(request.body);
      if (!body.success)
        return refuse(reply, new GrantError('invalid_request', messages.extension.grantInvalid));
      const answer =
        body.data.grant_type === 'authorization_code'
          ? await exchangeGrant(
              deps,
              { code: body.data.code, codeVerifier: body.data.code_verifier },
              { ip: request.ip, userAgent: request.headers['user-agent'] },
            )
          : await refreshExtension(deps, body.data.refresh_token);
      return answer;
    } catch (error) {
      if (error instanceof GrantError) return refuse(reply, error);
      return sendDomainError(reply, error);
    }
  });

  app.post('/extension/revoke', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await deps.rateLimits.consume('extensionTokensPerAddress', request.ip);
      const body = RevokeRequest.safeParse(request.body);
      // RFC 7009 §2.2: an unknown token is answered as a revoked one.
      if (body.success) await revokeExtension(deps, body.data.refresh_token);
      return reply.status(200).send({});
    } catch (error) {
      return sendDomainError(reply, error);
    }
  });
}

const Browser = z.enum(EXTENSION_BROWSERS);

/**
 * "Download extension" (spec §2, §9): the built zip for Chrome, Edge or Firefox, or that browser's
 * store listing when one is configured. Public: the extension holds no secret, and the page opens
 * the link in a new tab, which carries no bearer token.
 */
export function registerExtensionDownloadRoute(app: FastifyInstance, deps: Deps) {
  app.get<{ Params: { browser: string } }>(
    '/extension/download/:browser',
    async (request, reply) => {
      try {
        const browser = Browser.safeParse(request.params.browser);
        if (!browser.success) throw notFound(messages.extension.unknownBrowser);
        const { dist, storeUrls } = deps.config.extensionDownloads;
        const store = storeUrls[browser.data];
        if (store) return reply.header('cache-control', 'no-cache').redirect(store, 302);
        const zip = await findExtensionZip(dist, browser.data);
        if (!zip) throw notFound(messages.extension.downloadMissing);
        return (
          reply
            .header('content-type', 'application/zip')
            .header('content-length', zip.size)
            .header('content-disposition', `attachment; filename="${zip.name}"`)
            // A rebuild keeps the name while the version stays: ask again each time.
            .header('cache-control', 'no-cache')
            .send(createReadStream(zip.file))
        );
      } catch (error) {
        return sendDomainError(reply, error);
      }
    },
  );
}
