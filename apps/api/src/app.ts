import path from 'node:path';
import type { IncomingMessage } from 'node:http';
import { fileURLToPath } from 'node:url';
import Fastify, { LogController } from 'fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import mercurius from 'mercurius';
import type { Redis } from 'ioredis';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Deps } from './deps';
import cookie from '@fastify/cookie';
import { BackgroundWork } from './lib/background-work';
import { createMetrics } from './features/metrics/metrics';
import { registerMetrics } from './features/metrics/routes';
import { graphqlMediaTypeHooks, wantsGraphQLResponse } from './graphql/media-type';
import { trackServedRoutes } from './lib/served-routes';
import { registerRefreshRoute } from './features/auth/refresh-route';
import { REDACTED_PATHS, serializeError } from './lib/log-redaction';
import { AccessTokens, EXTENSION_TOKENS } from './core/identity/access-tokens';
import { ViewerLoader } from './core/identity/viewer';
import { KeyRing } from './core/keys';
import { registerActivityExportRoute, registerActivityRoutes } from './features/activity/routes';
import { registerAnalyticsRoutes } from './features/analytics/routes';
import { registerReportRoutes } from './features/reports/routes';
import { registerDevMailbox } from './features/email/mailbox.routes';
import { registerEmailPreviews } from './features/email/previews.routes';
import { registerHealth } from './features/health/routes';
import { registerWebformRoutes } from './features/integrations/routes';
import { registerBillingRoutes } from './features/billing/routes';
import { registerHubRoutes } from './features/hub/routes';
import { createBillingClock } from './features/billing/clock';
import type { BillingClock } from './features/billing/clock';
import { createPaymentProvider } from './features/billing/providers';
import { reconcileAll, runBillingTick } from './features/billing/billing.job';
import { authenticateConnection, buildContext, releaseContext } from './graphql/context';
import { formatErrors } from './graphql/errors';
import { MAX_DOCUMENT_TOKENS, validationRules } from './graphql/limits';
import { schema } from './graphql/schema';
import type { RateLimits } from './lib/rate-limit';
import { apiSecurityHeaders } from './lib/api-headers';
import { NOTHING_POLICY_DIRECTIVES } from './lib/page-policy';
import { requireHttpsEverywhere } from './lib/transport-security';
import { registerErrorHandler } from './core/http-errors';
import { refuseControlCharacters } from './lib/input-hygiene';
import { LiveSockets, trackLiveSockets } from './graphql/live-sockets';
import {
  SocketsPerAddress,
  allOf,
  closeUnlessInitialised,
  verifySocketOrigin,
} from './graphql/socket-guard';
import { limitRequestsPerPerson } from './graphql/request-limit';
import type WebSocket from 'ws';
import websocket from '@fastify/websocket';
import { boundArguments } from './graphql/argument-bounds';
import { gateUnenrolledAdmins } from './graphql/second-factor-gate';
import { gateExtensionCallers } from './graphql/extension-gate';
import {
  registerExtensionDownloadRoute,
  registerExtensionTokenRoutes,
} from './features/extension/routes';
import { extensionBinding } from './features/extension/repo';
import { STANDING_CHANGED, createEvents, createPubSubEmitter } from './core/events';
import type { PubSubEmitter } from './core/events';
import { registerPageHeaders } from './lib/page-headers';
import { registerRequestLog } from './lib/request-log';
import { serveWebApp } from './lib/serve-web-app';
import { fileOriginOf, storageFrom } from './lib/storage';
import type { FileStorage } from './lib/storage';
import { FileUrlSigner } from './features/uploads/signed-urls';
import { registerUploadRoutes } from './features/uploads/routes';
import { registerAnnouncementRoutes } from './features/announcements/routes';
import { registerEventRoutes } from './features/events/routes';
import { registerResumableUploadRoutes } from './features/uploads/resumable/routes';
import { googlePlaceSearch } from './features/company/google-places';
import { offlinePlaceSearch } from './features/company/places';
import { DomainEvents } from './core/domain-events';
import type { ViewerResult } from './core/identity/viewer';
import { createSecurityLog } from './core/security-log';
import { listenForBoardChanges } from './features/board/listeners';
import { listenForDuplicates } from './features/duplicates';
import { listenForNotifications } from './features/notifications/listeners';
import { listenForSentiment } from './features/sentiment/listeners';
import { createMarketData } from './features/market-data/market';
import type { MarketData } from './features/market-data/market';
import { runMarketTick } from './features/market-data/ticker';
import {
  importAllReleases,
  listenForAnnouncementLinks,
} from './features/market-data/asx-announcements';
import { startMarketJobs } from './features/market-data/jobs';

/** JSON bodies over this size are refused with 413; GraphQL documents and variables are small. */
const BODY_LIMIT_BYTES = 1024 * 1024;
/**
 * Except one: a CSV import's Finalise sends every row of a file of up to REGISTRY.csvMaxBytes
 * (5 MB) as variables, which JSON escaping and the row objects make larger than the file.
 */
const GRAPHQL_BODY_LIMIT_BYTES = 8 * 1024 * 1024;

export interface AppOptions {
  config: Config;
  database: Database;
  rateLimits: RateLimits;
  /** Where uploads go; local disk under the config's uploads folder unless given. */
  storage?: FileStorage;
  /** Serve the built web app from this folder when it exists. */
  webDist?: string;
  /** The built public web form (apps/webform/dist); its page says unavailable when missing. */
  webformDist?: string;
  /** The subscriptions' emitter, when the caller shares it (main.ts with its jobs); the app closes it. */
  emitter?: PubSubEmitter;
  /** The Redis client of the shared rate limits, when configured: /health reports on it. */
  redis?: Redis | undefined;
  /** Where log lines go (standard output unless given): tests read what an operator would. */
  logStream?: { write(line: string): void };
  /** Billing's clock, when the caller moves it (tests); the real time otherwise. */
  billingClock?: BillingClock;
  /**
   * Whether the app fetches prices on the market's tick for live subscribers and alerts (main.ts);
   * tests run the tick themselves (`app.market`, runMarketTick).
   */
  marketTicker?: boolean;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const production = config.env === 'production';
  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: { err: serializeError },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: BODY_LIMIT_BYTES,
    // Fastify's overloads cannot pick one for a union: each kind is one of its documented forms.
    trustProxy: config.trustProxy as FastifyServerOptions['trustProxy'],
    // Our own onResponse hook writes the one line per request; Fastify's two are turned off.
    logController: new LogController({ disableRequestLogging: true }),
  });

  trackServedRoutes(app);
  const keys = new KeyRing(config.authKeys);
  const tokens = new AccessTokens(keys);
  const extensionTokens = new AccessTokens(keys, EXTENSION_TOKENS);
  const emitter = options.emitter ?? (await createPubSubEmitter(config.redisUrl, app.log));
  app.addHook('onClose', async () => emitter.close());
  const liveSockets = new LiveSockets(database.db, app.log);
  const background = new BackgroundWork(app.log);
  app.decorate('background', background);
  app.addHook('onClose', () => background.settled());
  const billingClock = options.billingClock ?? createBillingClock();
  const deps = createDeps(app, options, {
    billingClock,
    keys,
    tokens,
    extensionTokens,
    background,
    // The process that made a change closes its own sockets at once, whatever Redis is doing.
    events: createEvents(emitter, app.log, (topic) => {
      if (topic === STANDING_CHANGED) void liveSockets.recheck();
    }),
  });

  // Only JSON bodies: a text/plain POST is a "simple" cross-site request that skips CORS preflight.
  app.removeContentTypeParser('text/plain');
  await app.register(cookie);
  // Helmet's page headers, but two of them ours: HSTS is set once for every answer
  // (lib/transport-security.ts), and the policy is the narrowest one (lib/page-policy.ts), which
  // the web app's page, files and the web form replace with their own.
  registerPageHeaders(app, {
    contentSecurityPolicy: production
      ? { useDefaults: false, directives: NOTHING_POLICY_DIRECTIVES }
      : false,
    strictTransportSecurity: false,
  });
  requireHttpsEverywhere(app, production);
  app.decorateRequest('companyId', null);
  app.decorateRequest('graphqlContext', null);
  registerRequestLog(app);
  registerErrorHandler(app);
  refuseControlCharacters(app);

  await registerGraphql(app, deps, emitter, production);
  limitRequestsPerPerson(app);
  boundArguments(app);
  gateUnenrolledAdmins(app);
  gateExtensionCallers(app);
  const pageVisits = registerActivityRoutes(app, deps);
  registerActivityExportRoute(app, deps);
  registerAnalyticsRoutes(app, deps);
  registerReportRoutes(app, deps);
  const metrics = createMetrics({
    database,
    openSockets: () => liveSockets.size,
    droppedPageVisits: () => pageVisits.dropped,
  });
  registerMetrics(app, config, metrics);
  trackLiveSockets(app, liveSockets, emitter);
  registerHealth(app, database, options.redis);
  registerRefreshRoute(app, deps);
  registerExtensionTokenRoutes(app, deps);
  registerExtensionDownloadRoute(app, deps);
  await registerUploadRoutes(app, deps);
  registerAnnouncementRoutes(app, deps);
  registerEventRoutes(app, deps);
  await registerResumableUploadRoutes(app, deps);
  registerWebformRoutes(app, deps, { dist: options.webformDist ?? defaultWebformDist() });
  registerBillingRoutes(app, deps);
  await registerHubRoutes(app, deps);
  app.decorate('billingTick', () => runBillingTick(deps));
  app.decorate('market', deps.market);
  app.decorate('marketTick', () => runMarketTick(deps));
  app.decorate('importAsxAnnouncements', () => importAllReleases(deps));
  if (options.marketTicker) {
    const jobs = startMarketJobs(deps);
    app.addHook('onClose', async () => {
      await Promise.all(jobs.map((job) => job.stop()));
    });
  }
  app.decorate('billingReconcile', () => reconcileAll(deps));
  // The mailbox shows every code and reset link: never on a server others can reach (devTools is
  // false in production and off loopback, config.ts).
  if (config.devTools && !config.smtpUrl) registerDevMailbox(app, database.db);
  if (config.devTools) registerEmailPreviews(app);
  await serveWebApp(
    app,
    options.webDist ?? defaultWebDist(),
    config.appUrl,
    await fileOriginOf(deps.storage),
    config.extensionOrigins,
  );
  return app;
}

/** The services' dependencies, with the domain events' listeners registered. */
function createDeps(
  app: FastifyInstance,
  options: AppOptions,
  made: Pick<
    Deps,
    'keys' | 'tokens' | 'extensionTokens' | 'background' | 'events' | 'billingClock'
  >,
): Deps {
  const { config, database } = options;
  const deps: Deps = {
    ...made,
    ...createPaymentProvider(config, database.db, made.billingClock),
    db: database.db,
    config,
    viewers: new ViewerLoader(database.db, made.tokens, app.log, database.pool, {
      tokens: made.extensionTokens,
      bind: extensionBinding,
    }),
    rateLimits: options.rateLimits,
    log: app.log,
    storage: options.storage ?? storageFrom(config),
    fileUrls: new FileUrlSigner(made.keys),
    places: config.googleMapsApiKey
      ? googlePlaceSearch({
          apiKey: config.googleMapsApiKey,
          fallback: offlinePlaceSearch(),
          log: app.log,
        })
      : offlinePlaceSearch(),
    domainEvents: new DomainEvents(),
    security: createSecurityLog(app.log),
    market: createMarketData(config, database.db),
  };
  // Listeners run in the order they register: the question's sentiment and duplicates, the bell,
  // then the board.
  listenForSentiment(deps);
  listenForDuplicates(deps);
  listenForNotifications(deps);
  listenForBoardChanges(deps);
  listenForAnnouncementLinks(deps);

  return deps;
}

/** GraphQL over HTTP and WebSocket (Mercurius), with our limits, headers and error shapes. */
async function registerGraphql(
  app: FastifyInstance,
  deps: Deps,
  emitter: PubSubEmitter,
  production: boolean,
) {
  // Our own WebSocket server (Mercurius uses it instead of registering one): the handshake checks
  // the page's Origin and the sockets its address holds, and every socket must say who it is in
  // time. Mercurius's payload cap is kept.
  // Scaled as every rate limit is: the benchmark holds a thousand subscribers on one address.
  const sockets = new SocketsPerAddress(
    Math.ceil(deps.config.socketsPerAddress * deps.config.rateLimitMultiplier),
  );
  await app.register(websocket, {
    options: {
      maxPayload: 1024 * 1024,
      verifyClient: allOf(verifySocketOrigin(deps.config.appUrl), (info, next) =>
        sockets.verify(info, next),
      ),
    },
  });
  sockets.noteAddresses(app);
  app.websocketServer.on('connection', (socket: WebSocket, request: IncomingMessage) => {
    sockets.opened(socket, request);
    closeUnlessInitialised(socket, deps.config.socketInitTimeoutMs);
  });
  const apiHeaders = apiSecurityHeaders();
  await app.register(mercurius, {
    schema,
    path: '/graphql',
    jit: 1,
    graphiql: false,
    allowBatchedQueries: false,
    csrfPrevention: {
      requiredHeaders: [
        'x-mercurius-operation-name',
        'mercurius-require-preflight',
        // A WebSocket handshake (subscriptions) is a GET without a content type. No web page can
        // set a Sec- header on a cross-site request, and the socket is authorised by the token in
        // connection_init, never by a cookie, so the handshake passes.
        'sec-websocket-key',
      ],
    },
    additionalRouteOptions: {
      // The JSON API gets its own, smaller header set instead of Helmet's page headers. (Mercurius
      // owns the route's onRequest, so this is the first hook of ours that runs.)
      helmet: false,
      bodyLimit: GRAPHQL_BODY_LIMIT_BYTES,
      preHandler: (_request: FastifyRequest, reply: FastifyReply, done: () => void) => {
        reply.headers(apiHeaders);
        done();
      },
      ...graphqlMediaTypeHooks,
      onResponse: releaseContext,
    } as Record<string, unknown>,
    validationRules: validationRules(production),
    graphql: { parseOptions: { maxTokens: MAX_DOCUMENT_TOKENS } },
    context: (request, reply) => buildContext(deps, request, reply),
    subscription: {
      emitter: emitter.mq,
      keepAlive: 60_000,
      // The caller comes from connection_init's payload (onConnect), not the upgrade's headers.
      context: (socket, request) => ({ meta: { ip: request.ip }, socket }),
      onConnect: ({ payload }) => authenticateConnection(deps, payload),
    },
    errorFormatter: (execution, context) => {
      const { reply, caller } = context as { reply?: FastifyReply; caller?: ViewerResult };
      return formatErrors(
        execution,
        reply?.log ?? app.log,
        production,
        reply?.request.id,
        wantsGraphQLResponse(reply?.request),
        (code, target) =>
          deps.security.record({
            event: 'request.refused',
            outcome: 'failure',
            reason: code,
            target,
            userId: caller && typeof caller !== 'string' ? caller.user.id : null,
            sessionId: caller && typeof caller !== 'string' ? caller.sessionId : null,
            ip: reply?.request.ip,
            requestId: reply?.request.id,
          }),
      );
    },
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What requests started without waiting for it; tests and shutdown wait on it. */
    background: BackgroundWork;
    /** One turn of billing time (features/billing/billing.job.ts): the job runs it every 15 minutes. */
    billingTick: () => ReturnType<typeof runBillingTick>;
    /** Every company synced to its payment provider: the job runs it nightly. */
    billingReconcile: () => ReturnType<typeof reconcileAll>;
    /** The market's clock, feed and live hub (features/market-data). */
    market: MarketData;
    /** One market tick: prices to live subscribers, alerts checked (the ticker runs it). */
    marketTick: () => ReturnType<typeof runMarketTick>;
    /** Every company's new ASX announcements as drafts (the job runs it every 5 minutes). */
    importAsxAnnouncements: () => ReturnType<typeof importAllReleases>;
  }
  interface FastifyRequest {
    /** The caller's company once known, for the request log line. */
    companyId: string | null;
  }
}

function defaultWebDist(): string {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
}

function defaultWebformDist(): string {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../webform/dist');
}
