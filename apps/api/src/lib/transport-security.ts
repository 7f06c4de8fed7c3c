import type { FastifyInstance } from 'fastify';

/** A year, every subdomain: browsers then never try Quorum's address over plain http. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * One Strict-Transport-Security header on every answer in production (pages, the API, files, the
 * web form, errors) and none elsewhere: a development server on http://localhost must not teach
 * the browser to refuse plain http there. Set in one place, so no route sends it twice.
 */
export function requireHttpsEverywhere(app: FastifyInstance, production: boolean) {
  if (!production) return;
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    done(null, payload);
  });
}
