import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages, planAllows, webformThemeSchema } from '@quorum/shared';
import type { Deps } from '../../deps';
import { forbidden, paymentRequired } from '../../core/errors';
import { sendDomainError } from '../../core/http-errors';
import { sameSecret } from '../../lib/secrets';
import { embedScript } from './embed-script';
import { encodedFor, loadFormAssets } from './form-assets';
import { loadFormShell, renderFormPage, renderUnavailablePage } from './form-page';
import type { FormPage } from './form-page';
import { webformLink } from './links';
import { findFormBySecret, findFormOfCompany, isAuthorisedAnywhere } from './repo';
import { loadMember } from '../../core/identity/rest-member';
import { getWebform, hasWebIntegrationSetup, updateWebform } from './service';
import { submitEnquiry } from './submission';
import { clientOf } from '../../lib/request-client';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A question is at most 5,000 characters; JSON escaping can make that several times larger. */
const SUBMISSION_BODY_LIMIT_BYTES = 64 * 1024;
/** How long a browser may reuse an answered preflight. */
const PREFLIGHT_MAX_AGE_SECONDS = 600;

const headerValue = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value[0] : value;

/** What the three groups of routes share: the API's own origins and the form a secret names. */
function routeContext(deps: Deps) {
  const appOrigin = new URL(deps.config.appUrl).origin;
  return {
    deps,
    /** The API's own origins: the configured address, and the one this request came to. */
    ownOrigins: (request: FastifyRequest) => [appOrigin, `${request.protocol}://${request.host}`],
    formForSecretHeader: async (request: FastifyRequest) => {
      const secret = headerValue(request.headers['client-secret']);
      return secret ? findFormBySecret(deps.db, secret) : undefined;
    },
  };
}

type RouteContext = ReturnType<typeof routeContext>;

/**
 * The web form integration over REST (spec §7): the dashboard's config calls with the member's
 * token, and the public form's pages, script and submissions. The public routes set their own
 * headers instead of Helmet's: Helmet's page set forbids exactly what they are for (being framed
 * by the company's site, being loaded by it as a script).
 */
export function registerWebformRoutes(app: FastifyInstance, deps: Deps, options: { dist: string }) {
  const context = routeContext(deps);
  registerConfigRoutes(app, context);
  registerFormAssets(app, options.dist);
  registerFormPages(app, context, options.dist);
  registerSubmissionRoutes(app, context);
}

/** The dashboard's calls, with the member's token. */
function registerConfigRoutes(app: FastifyInstance, { deps, formForSecretHeader }: RouteContext) {
  const member = async (request: FastifyRequest) => {
    const caller = await loadMember(deps, request);
    request.companyId = caller.companyId;
    return caller;
  };

  app.get('/webform', async (request, reply) => {
    try {
      return await getWebform(deps, await member(request));
    } catch (error) {
      return sendDomainError(reply, error);
    }
  });

  app.put('/webform', async (request, reply) => {
    try {
      return await updateWebform(deps, await member(request), request.body);
    } catch (error) {
      return sendDomainError(reply, error);
    }
  });

  app.get('/has-web-integration-setup', async (request, reply) => {
    try {
      return { hasSetup: await hasWebIntegrationSetup(deps, await member(request)) };
    } catch (error) {
      return sendDomainError(reply, error);
    }
  });

  /** Spec §7 "web form link": the form's address for the secret in the header. */
  app.get('/webform/link', async (request, reply) => {
    const form = await formForSecretHeader(request);
    if (!form) return sendDomainError(reply, forbidden(messages.webform.wrongSecret));
    return { webLink: webformLink(deps.config.appUrl, form.companyId, form.clientSecret) };
  });
}

/** The script a company's site embeds, and the form's built assets. */
function registerFormAssets(app: FastifyInstance, dist: string) {
  const assets = loadFormAssets(dist);

  app.get('/webform/embed.js', { helmet: false }, async (_request, reply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .header('x-content-type-options', 'nosniff')
      // Loaded by the company's website: a same-origin resource policy would block it there.
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(embedScript()),
  );

  app.get<{ Params: { file: string } }>(
    '/webform/assets/:file',
    { helmet: false },
    async (request, reply) => {
      const asset = assets.get(request.params.file);
      if (!asset)
        return reply.status(404).send({ code: 'NOT_FOUND', message: messages.generic.notFound });
      // The dashboard's preview runs in a sandboxed srcdoc frame (an opaque origin), which loads
      // the module script with CORS.
      const { body, encoding } = encodedFor(asset, request.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      return reply
        .header('content-type', asset.contentType)
        .header('vary', 'accept-encoding')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('access-control-allow-origin', '*')
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(body);
    },
  );
}

/** The form's page in the company's colours, and the dashboard's preview of it. */
function registerFormPages(app: FastifyInstance, context: RouteContext, dist: string) {
  const { deps, ownOrigins, formForSecretHeader } = context;
  const shell = loadFormShell(dist);
  if (!shell) app.log.warn({ dist }, 'web form not built; its page says unavailable');

  const sendPage = (reply: FastifyReply, status: number, page: FormPage) =>
    reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', page.policy)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-content-type-options', 'nosniff')
      .send(page.html);

  /**
   * The public form, in the company's colours, framed only by the authorised site
   * (`frame-ancestors`). Anything that keeps it from taking questions shows the unavailable page.
   */
  app.get<{ Querystring: { companyId?: string; clientSecret?: string } }>(
    '/webform/iframe',
    { helmet: false },
    async (request, reply) => {
      const { companyId = '', clientSecret = '' } = request.query;
      const form = UUID.test(companyId) ? await findFormOfCompany(deps.db, companyId) : undefined;
      const origin = form?.authorizedOrigins[0];
      if (
        !form ||
        !sameSecret(clientSecret, form.clientSecret) ||
        !origin ||
        !planAllows(form.plan, 'integrations')
      )
        return sendPage(reply, 404, renderUnavailablePage());
      return sendPage(
        reply,
        200,
        renderFormPage({
          shell,
          theme: form.theme,
          config: {
            companyId,
            clientSecret,
            preview: false,
            companyName: form.companyName,
            privacyPolicyUrl: form.privacyPolicyUrl,
          },
          frameAncestors: origin,
        }),
      );
    },
  );

  /**
   * The dashboard's preview (header client-secret): the same page with sending turned off. The
   * query may carry primaryColor, secondaryColor and backgroundColor (all three, as hex) to preview
   * colours not saved yet; otherwise the saved ones show.
   */
  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/webform/preview',
    { helmet: false },
    async (request, reply) => {
      const form = await formForSecretHeader(request);
      if (!form) return sendDomainError(reply, forbidden(messages.webform.wrongSecret));
      if (!planAllows(form.plan, 'integrations'))
        return sendDomainError(reply, paymentRequired(messages.webform.premiumOnly));
      const unsaved = webformThemeSchema.safeParse(request.query);
      const [, requestOrigin] = ownOrigins(request);
      return sendPage(
        reply,
        200,
        renderFormPage({
          shell,
          theme: unsaved.success ? unsaved.data : form.theme,
          config: {
            companyId: form.companyId,
            clientSecret: form.clientSecret,
            preview: true,
            companyName: form.companyName,
            privacyPolicyUrl: form.privacyPolicyUrl,
          },
          frameAncestors: "'self'",
          baseHref: `${requestOrigin}/`,
        }),
      );
    },
  );
}

/** Questions posted by the form, or directly by an authorised site (with CORS). */
function registerSubmissionRoutes(app: FastifyInstance, context: RouteContext) {
  const { deps, ownOrigins } = context;
  /** CORS for a direct post from an authorised site: only such sites get an answer they can read. */
  const corsHeaders = async (request: FastifyRequest): Promise<Record<string, string>> => {
    const origin = request.headers.origin;
    if (!origin || ownOrigins(request).includes(origin)) return {};
    if (!(await isAuthorisedAnywhere(deps.db, origin))) return {};
    return { 'access-control-allow-origin': origin, vary: 'Origin' };
  };

  app.options('/webform/enquiries', async (request, reply) => {
    const cors = await corsHeaders(request);
    if (!cors['access-control-allow-origin'])
      return reply.status(403).send({
        code: 'FORBIDDEN',
        message: messages.webform.originNotAuthorised,
      });
    return reply
      .status(204)
      .headers({
        ...cors,
        'access-control-allow-methods': 'POST',
        'access-control-allow-headers': 'content-type, client-secret',
        'access-control-max-age': String(PREFLIGHT_MAX_AGE_SECONDS),
      })
      .send();
  });

  app.post(
    '/webform/enquiries',
    { bodyLimit: SUBMISSION_BODY_LIMIT_BYTES },
    async (request, reply) => {
      reply.headers(await corsHeaders(request));
      try {
        const answer = await submitEnquiry(deps, {
          body: request.body,
          clientSecret: headerValue(request.headers['client-secret']),
          origin: request.headers.origin,
          ownOrigins: ownOrigins(request),
          client: clientOf(request),
        });
        return reply.status(201).send(answer);
      } catch (error) {
        return sendDomainError(reply, error);
      }
    },
  );
}
