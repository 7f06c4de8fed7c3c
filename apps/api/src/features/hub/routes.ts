import { randomUUID } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { validate as isUuid } from 'uuid';
import { HUB_LIMITS, HUB_STATUSES, hubMessages, hubPath } from '@quorum/shared';
import type { HubStatus } from '@quorum/shared';
import type { Deps } from '../../deps';
import { DomainError } from '../../core/errors';
import { HTTP_STATUS, sendDomainError } from '../../core/http-errors';
import { servedSecurely } from '../../core/identity/refresh-cookie';
import { newNonce } from '../../lib/page-policy';
import { fileOriginOf } from '../../lib/storage';
import {
  listOpenPolls,
  listPublishedAnnouncements,
  readCompanyAnnouncement,
} from '../announcements';
import { HUB_SCRIPT } from './hub-script';
import { askQuestion, parseForm, voteOnHub } from './posts';
import type { PostedFields } from './posts';
import type { FormState } from './render/forms';
import type { SafeHtml } from './render/html';
import { hubAnnouncementPage, hubHomePage, hubNotFoundPage } from './render/pages';
import type { HubPlace, HubProfile } from './render/pages';
import type { HubCompany } from './repo';
import { coalescing } from './coalesce';
import { findPublicHub, loadProfile } from './service';
import { loadEvents, loadFaq, registerEventFiles } from './sections';
import { publicSharePrice, rangeOf } from '../market-data';
import type { PriceRange } from '@quorum/shared';
import { clientOf } from '../../lib/request-client';

/**
 * Brotli for a page of tens of KB: a middle quality and a 256 KB window (the default 4 MB window
 * is allocated on every call, which cost more than the compression itself). Synchronous: a page
 * compresses in a tenth of a millisecond, less than a hop to the thread pool.
 */
const BROTLI_PARAMS = (size: number) => ({
  [zlib.BROTLI_PARAM_QUALITY]: 5,
  [zlib.BROTLI_PARAM_LGWIN]: 18,
  [zlib.BROTLI_PARAM_SIZE_HINT]: size,
});

/** A question is at most 5,000 characters; a form's escaping can make that a few times larger. */
const POST_BODY_LIMIT_BYTES = 64 * 1024;
/** The anonymous reader id that counts an announcement's unique viewers (as the public route's). */
const VIEWER_COOKIE = 'quorum_viewer';
const VIEWER_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * The page's policy: its own script file only, its one style element by nonce, pictures and media
 * from itself (or the bucket), posts to itself; nothing may frame it.
 */
function hubPolicy(nonce: string, fileOrigin: string | undefined) {
  const files = fileOrigin ? ` ${fileOrigin}` : '';
  return [
    "default-src 'none'",
    "script-src 'self'",
    "script-src-attr 'none'",
    `style-src 'nonce-${nonce}'`,
    `img-src 'self' data:${files}`,
    `media-src 'self'${files}`,
    "connect-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

type Params = { asxCode: string };
type Query = { page?: string; sent?: string; range?: string };

const pageOf = (value: string | undefined) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
};
const statusOf = (value: string | undefined): HubStatus | undefined =>
  HUB_STATUSES.find((status) => status === value);
const wantsJson = (request: FastifyRequest) =>
  (request.headers.accept ?? '').includes('application/json');

/**
 * The public investor page (issue 15): `/hub/:asxCode` (any case), its announcements, the posts
 * of its two forms and its script. Server-rendered HTML, compressed, under its own policy.
 */
export async function registerHubRoutes(app: FastifyInstance, deps: Deps) {
  const fileOrigin = await fileOriginOf(deps.storage);
  const origin = new URL(deps.config.appUrl).origin;
  const secure = servedSecurely(deps.config.appUrl);

  async function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    page: (nonce: string) => SafeHtml,
  ) {
    const nonce = newNonce();
    const body = Buffer.from(page(nonce).value);
    const accepts = request.headers['accept-encoding'] ?? '';
    reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', hubPolicy(nonce, fileOrigin))
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .header('referrer-policy', 'strict-origin-when-cross-origin')
      .header('x-content-type-options', 'nosniff');
    if (/\bbr\b/.test(accepts))
      return reply
        .header('content-encoding', 'br')
        .send(brotliCompressSync(body, { params: BROTLI_PARAMS(body.length) }));
    if (/\bgzip\b/.test(accepts))
      return reply.header('content-encoding', 'gzip').send(gzipSync(body, { level: 6 }));
    return reply.send(body);
  }

  const notFoundPage = (request: FastifyRequest, reply: FastifyReply, message?: string) =>
    sendPage(request, reply, 404, (nonce) =>
      hubNotFoundPage({ nonce, canonical: `${origin}${request.url.split('?')[0]}`, message }),
    );

  /** The company behind a code, one lookup shared by the requests that arrive while it runs. */
  const sharedHub = coalescing<HubCompany | undefined>();
  const hubOf = (asxCode: string) =>
    sharedHub(asxCode.toUpperCase(), () => findPublicHub(deps, asxCode));

  const placeOf = (hub: HubCompany): HubPlace => ({ origin, home: hubPath(hub.asxCode) });

  async function profileOf(hub: HubCompany): Promise<HubProfile> {
    const { links, executives } = await loadProfile(deps, hub.companyId);
    return {
      name: hub.name,
      legalName: hub.legalName,
      asxCode: hub.asxCode,
      about: hub.about,
      websiteUrl: hub.websiteUrl,
      email: hub.email,
      phoneNumber: hub.phoneNumber,
      logoUrl: hub.logoKey ? deps.fileUrls.url(hub.logoKey) : null,
      links,
      executives,
    };
  }

  /** What the company's page shows: one read shared by the requests that arrive while it runs. */
  const sharedHome = coalescing<Awaited<ReturnType<typeof readHome>>>();
  async function readHome(hub: HubCompany, page: number, range: PriceRange) {
    const limit = HUB_LIMITS.announcementsPerPage;
    const [profile, announcements, polls, events, faq, sharePrice] = await Promise.all([
      profileOf(hub),
      listPublishedAnnouncements(deps, hub.companyId, { limit, offset: (page - 1) * limit }),
      listOpenPolls(deps, hub.companyId, 5),
      loadEvents(deps, hub.companyId),
      loadFaq(deps, hub.companyId),
      publicSharePrice(deps, hub.asxCode, range),
    ]);
    return { profile, announcements, polls, events, faq, sharePrice };
  }

  async function homeOf(
    hub: HubCompany,
    extras: { page: number; range?: PriceRange; status?: HubStatus; state?: FormState },
  ) {
    const range = extras.range ?? '1Y';
    const { profile, announcements, polls, events, faq, sharePrice } = await sharedHome(
      `${hub.companyId}|${extras.page}|${range}`,
      () => readHome(hub, extras.page, range),
    );
    return (nonce: string) =>
      hubHomePage({
        nonce,
        place: placeOf(hub),
        profile,
        announcements: { ...announcements, page: extras.page },
        polls,
        events,
        faq,
        sharePrice,
        status: extras.status,
        state: extras.state,
      });
  }

  /** The announcement's page, counting the view; undefined when it is not this company's. */
  async function announcementOf(
    request: FastifyRequest,
    reply: FastifyReply,
    hub: HubCompany,
    announcementId: string,
    extras: { page: number | null; status?: HubStatus; state?: FormState },
  ) {
    const presented = request.cookies[VIEWER_COOKIE];
    const browserId = presented && isUuid(presented) ? presented : randomUUID();
    const announcement = await readCompanyAnnouncement(deps, hub.companyId, {
      announcementId,
      browserId,
      ip: request.ip,
    });
    if (!announcement) return undefined;
    if (browserId !== presented)
      reply.setCookie(VIEWER_COOKIE, browserId, {
        path: '/hub',
        httpOnly: true,
        sameSite: 'lax',
        secure,
        maxAge: VIEWER_COOKIE_MAX_AGE_S,
      });
    const profile = await profileOf(hub);
    return (nonce: string) =>
      hubAnnouncementPage({ nonce, place: placeOf(hub), profile, announcement, ...extras });
  }

  app.get('/hub-assets/hub.js', { helmet: false }, async (_request, reply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(HUB_SCRIPT),
  );

  app.get<{ Params: Params; Querystring: Query }>(
    '/hub/:asxCode',
    { helmet: false },
    async (request, reply) => {
      const hub = await hubOf(request.params.asxCode);
      if (!hub) return notFoundPage(request, reply);
      const page = await homeOf(hub, {
        page: pageOf(request.query.page),
        range: rangeOf(request.query.range),
        status: statusOf(request.query.sent),
      });
      return sendPage(request, reply, 200, page);
    },
  );

  app.get<{ Params: Params & { announcementId: string }; Querystring: Query }>(
    '/hub/:asxCode/announcements/:announcementId',
    { helmet: false },
    async (request, reply) => {
      const hub = await hubOf(request.params.asxCode);
      if (!hub) return notFoundPage(request, reply);
      try {
        const page = await announcementOf(request, reply, hub, request.params.announcementId, {
          page: request.query.page ? pageOf(request.query.page) : null,
          status: statusOf(request.query.sent),
        });
        if (!page) return notFoundPage(request, reply, hubMessages.announcementNotFound);
        return sendPage(request, reply, 200, page);
      } catch (error) {
        if (error instanceof DomainError && error.code === 'NOT_FOUND')
          return notFoundPage(request, reply, hubMessages.announcementNotFound);
        throw error;
      }
    },
  );

  registerEventFiles(app, deps);

  // The two posts, in a scope of their own that reads form bodies (the rest of the API takes JSON).
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: POST_BODY_LIMIT_BYTES },
      (_request, body, done) => done(null, parseForm(body as string)),
    );

    /**
     * After a post: the script gets JSON (201 or the refusal with each field's words); a form
     * post without script is sent to the page with the status (303), or gets the page again with
     * the refusal beside its fields and what was typed.
     */
    async function answer(
      request: FastifyRequest,
      reply: FastifyReply,
      hub: HubCompany,
      outcome: () => Promise<{ message: string }>,
      where: { form: string; announcementId: string | null; sent: HubStatus; anchor: string },
    ) {
      const place = placeOf(hub);
      const back = where.announcementId
        ? `${place.home}/announcements/${where.announcementId}`
        : place.home;
      try {
        const result = await outcome();
        if (wantsJson(request)) return reply.status(201).send(result);
        return reply.redirect(`${back}?sent=${where.sent}#${where.anchor}`, 303);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        if (error.code === 'TOO_MANY_REQUESTS' && error.details?.retryAfter)
          reply.header('retry-after', String(error.details.retryAfter));
        const fields = (error.details?.fields ?? {}) as Record<string, string>;
        if (wantsJson(request))
          return reply
            .status(HTTP_STATUS[error.code])
            .send({ code: error.code, message: error.message, fields });
        if (error.code === 'NOT_FOUND') return notFoundPage(request, reply, error.message);
        const state: FormState = {
          form: where.form,
          message: error.message,
          fields,
          values: (request.body ?? {}) as PostedFields,
        };
        const pageNumber = Number((request.body as PostedFields | undefined)?.pageNumber);
        const page = where.announcementId
          ? await announcementOf(request, reply, hub, where.announcementId, {
              page: Number.isInteger(pageNumber) && pageNumber > 0 ? pageNumber : null,
              state,
            })
          : await homeOf(hub, { page: 1, state });
        if (!page) return notFoundPage(request, reply);
        return sendPage(request, reply, HTTP_STATUS[error.code], page);
      }
    }

    scope.post<{ Params: Params }>(
      '/hub/:asxCode/questions',
      { helmet: false, bodyLimit: POST_BODY_LIMIT_BYTES },
      async (request, reply) => {
        const hub = await hubOf(request.params.asxCode);
        if (!hub)
          return wantsJson(request)
            ? sendDomainError(reply, new DomainError('NOT_FOUND', hubMessages.notFound))
            : notFoundPage(request, reply);
        const body = (request.body ?? {}) as PostedFields;
        const about = typeof body.announcementId === 'string' ? body.announcementId : '';
        return answer(
          request,
          reply,
          hub,
          () => askQuestion(deps, hub, request.body, clientOf(request)),
          {
            form: 'ask',
            announcementId: isUuid(about) ? about : null,
            sent: 'question-sent',
            anchor: 'ask',
          },
        );
      },
    );

    scope.post<{ Params: Params & { announcementId: string } }>(
      '/hub/:asxCode/polls/:announcementId/votes',
      { helmet: false, bodyLimit: POST_BODY_LIMIT_BYTES },
      async (request, reply) => {
        const hub = await hubOf(request.params.asxCode);
        if (!hub)
          return wantsJson(request)
            ? sendDomainError(reply, new DomainError('NOT_FOUND', hubMessages.notFound))
            : notFoundPage(request, reply);
        const { announcementId } = request.params;
        const body = (request.body ?? {}) as PostedFields;
        const fromAnnouncement = body.from === 'announcement';
        return answer(
          request,
          reply,
          hub,
          () => voteOnHub(deps, hub, announcementId, request.body, clientOf(request)),
          {
            form: `poll-${announcementId}`,
            announcementId: fromAnnouncement && isUuid(announcementId) ? announcementId : null,
            sent: 'vote-counted',
            anchor: fromAnnouncement ? 'main' : 'polls',
          },
        );
      },
    );
  });
}
