import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { SESSION_TRANSPORT } from '@quorum/shared';
import { companyFingerprint } from './testing/company-fingerprint';
import { TINY_PNG } from './testing/files';
import { makeCast, type Cast } from './testing/matrix-cast';
import {
  CALLERS,
  everyone,
  inAnyCompany,
  pageEditors,
  pageViewers,
  signedIn,
  type Caller,
  type Outcome,
  type World,
} from './testing/matrix';
import { useTestApp } from './testing/test-app';
import { announcementRoutes } from './features/announcements/testing/permissions.matrix';
import { hubRoutes } from './features/hub/testing/permissions.matrix';
import { eventRoutes } from './features/events/testing/permissions.matrix';
import { activityRoutes } from './features/activity/testing/permissions.matrix';
import { analyticsRoutes } from './features/analytics/testing/permissions.matrix';
import { reportRoutes } from './features/reports/testing/permissions.matrix';
import { extensionRoutes } from './features/extension/testing/permissions.matrix';

/**
 * The REST and file routes, as the GraphQL matrix does the operations: each route called as every
 * kind of caller, with what each must get. A route missing from this table fails the first test.
 */
interface Route {
  request: (world: World) => InjectOptions;
  expected: Record<Caller, Outcome>;
}

/** A multipart upload of a tiny PNG, as the dashboard sends one. */
function upload(purpose: string, filename = 'picture.png'): InjectOptions {
  const boundary = `----matrix-${randomUUID()}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
    'Content-Type: image/png\r\n\r\n';
  return {
    method: 'POST',
    url: `/files/${purpose}`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), TINY_PNG, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
}

const WRONG_SECRET = { 'client-secret': 'not-the-secret' };

/** Plan changes: the company's creator (the matrix's admin and the foreign admin) only. */
const companyCreators: Record<Caller, Outcome> = {
  ...inAnyCompany,
  viewer: 'FORBIDDEN',
  member: 'FORBIDDEN',
  customNone: 'FORBIDDEN',
  customFull: 'FORBIDDEN',
};

/** Every caller bound to a company gets `outcome`. */
const inCompanyAs = (outcome: Outcome): Partial<Record<Caller, Outcome>> => ({
  foreign: outcome,
  viewer: outcome,
  member: outcome,
  admin: outcome,
  customNone: outcome,
  customFull: outcome,
});

/** The foreign company's upload: not found by our editors, refused to those who may not edit. */
const onForeignUpload: Record<Caller, Outcome> = {
  ...pageEditors,
  ...inCompanyAs('NOT_FOUND'),
  viewer: 'FORBIDDEN',
  customNone: 'FORBIDDEN',
  foreign: 'ok',
};

/** Chunk 99 of an upload of 3: refused as out of range once past the checks. */
const chunk = (uploadId: string): InjectOptions => ({
  method: 'PUT',
  url: `/uploads/${uploadId}/chunks/99`,
  headers: { 'content-type': 'application/octet-stream', 'x-chunk-sha256': '0'.repeat(64) },
  payload: Buffer.from('not a chunk'),
});

/** Served by the GraphQL matrix, operation by operation. */
const GRAPHQL_ROUTES = ['GET /graphql', 'POST /graphql'];

const ROUTES: Record<string, Route[]> = {
  'GET /health': [{ request: () => ({ method: 'GET', url: '/health' }), expected: everyone('ok') }],
  // Open outside production without METRICS_TOKEN; the token itself is the metrics tests' subject.
  'GET /metrics': [
    { request: () => ({ method: 'GET', url: '/metrics' }), expected: everyone('ok') },
  ],
  // The refresh cookie decides, not the bearer: without one, everybody signs in again.
  'POST /auth/refresh': [
    {
      request: () => ({
        method: 'POST',
        url: SESSION_TRANSPORT.refreshPath,
        headers: { [SESSION_TRANSPORT.header]: SESSION_TRANSPORT.cookieMode },
      }),
      expected: everyone('UNAUTHENTICATED'),
    },
  ],
  // Any signed-in person's visit, in a company or not (the company registration page is one).
  'POST /activityLog': [
    {
      request: () => ({ method: 'POST', url: '/activityLog', payload: { module: 'dashboard' } }),
      expected: signedIn,
    },
  ],
  // The sign-in pages' visits: nobody is signed in there yet.
  'POST /activityLog/auth': [
    {
      request: () => ({
        method: 'POST',
        url: '/activityLog/auth',
        payload: { module: 'forgot password' },
      }),
      expected: everyone('ok'),
    },
  ],
  'POST /files/:purpose': [
    { request: () => upload('profile-image'), expected: signedIn },
    { request: () => upload('company-logo'), expected: pageEditors },
    { request: () => upload('executive-picture'), expected: pageEditors },
    {
      request: () => upload('template-attachment', 'notes.png'),
      expected: { ...pageEditors, customFull: 'ok' },
    },
    { request: () => upload('enquiry-attachment'), expected: pageEditors },
    // The spec's uploadFeebackAttachment: any member of a company may send feedback.
    { request: () => upload('feedback-attachment'), expected: inAnyCompany },
  ],
  // Chunked uploads (an announcement's attachment): announcements' editors; another company's
  // upload is not found. Past the checks each call is refused for its input (a chunk out of
  // range, an upload not fully sent, a finished one discarded), so nothing changes.
  'POST /uploads': [
    {
      request: () => ({
        method: 'POST',
        url: '/uploads',
        payload: {
          purpose: 'announcement-media',
          fileName: 'agm.mp4',
          size: 5 * 1024 ** 3,
          type: 'video/mp4',
        },
      }),
      expected: pageEditors,
    },
  ],
  'PUT /uploads/:uploadId/chunks/:chunkIndex': [
    {
      request: (w) => chunk(w.own.resumableUpload!),
      expected: { ...pageEditors, foreign: 'NOT_FOUND' },
    },
    { request: (w) => chunk(w.foreign.resumableUpload!), expected: onForeignUpload },
  ],
  'GET /uploads/:uploadId': [
    {
      request: (w) => ({ method: 'GET', url: `/uploads/${w.own.resumableUpload}` }),
      expected: { ...pageEditors, foreign: 'NOT_FOUND' },
    },
    {
      request: (w) => ({ method: 'GET', url: `/uploads/${w.foreign.resumableUpload}` }),
      expected: onForeignUpload,
    },
  ],
  'POST /uploads/:uploadId/complete': [
    {
      request: (w) => ({ method: 'POST', url: `/uploads/${w.own.resumableUpload}/complete` }),
      expected: { ...pageEditors, foreign: 'NOT_FOUND' },
    },
    {
      request: (w) => ({ method: 'POST', url: `/uploads/${w.foreign.resumableUpload}/complete` }),
      expected: onForeignUpload,
    },
  ],
  'DELETE /uploads/:uploadId': [
    {
      request: (w) => ({ method: 'DELETE', url: `/uploads/${w.own.finishedUpload}` }),
      expected: { ...pageEditors, foreign: 'NOT_FOUND' },
    },
    {
      request: (w) => ({ method: 'DELETE', url: `/uploads/${w.foreign.finishedUpload}` }),
      expected: onForeignUpload,
    },
  ],
  // A file is served to its signed address only: a bare key, own or foreign, is refused to all.
  'GET /files/:key': [
    {
      request: (w) => ({ method: 'GET', url: `/files/${w.own.companyLogoKey}` }),
      expected: everyone('FORBIDDEN'),
    },
    {
      request: (w) => ({ method: 'GET', url: `/files/${w.foreign.companyLogoKey}` }),
      expected: everyone('FORBIDDEN'),
    },
  ],
  'GET /has-web-integration-setup': [
    {
      request: () => ({ method: 'GET', url: '/has-web-integration-setup' }),
      expected: pageViewers,
    },
  ],
  'GET /webform': [{ request: () => ({ method: 'GET', url: '/webform' }), expected: pageViewers }],
  'PUT /webform': [
    {
      request: () => ({
        method: 'PUT',
        url: '/webform',
        payload: { authorizedOrigins: ['https://investors.example.com'] },
      }),
      expected: pageEditors,
    },
  ],
  // The form's secret decides, whoever is signed in.
  'GET /webform/link': [
    {
      request: () => ({ method: 'GET', url: '/webform/link', headers: WRONG_SECRET }),
      expected: everyone('FORBIDDEN'),
    },
  ],
  'GET /webform/preview': [
    {
      request: () => ({ method: 'GET', url: '/webform/preview', headers: WRONG_SECRET }),
      expected: everyone('FORBIDDEN'),
    },
  ],
  'GET /webform/iframe': [
    {
      request: (w) => ({
        method: 'GET',
        url: `/webform/iframe?companyId=${w.ownCompanyId}&clientSecret=not-the-secret`,
      }),
      expected: everyone('NOT_FOUND'),
    },
  ],
  'GET /webform/embed.js': [
    { request: () => ({ method: 'GET', url: '/webform/embed.js' }), expected: everyone('ok') },
  ],
  'GET /webform/assets/:file': [
    {
      request: () => ({ method: 'GET', url: '/webform/assets/not-a-built-file.js' }),
      expected: everyone('NOT_FOUND'),
    },
  ],
  'OPTIONS /webform/enquiries': [
    {
      request: () => ({
        method: 'OPTIONS',
        url: '/webform/enquiries',
        headers: { origin: 'https://attacker.example', 'access-control-request-method': 'POST' },
      }),
      expected: everyone('FORBIDDEN'),
    },
  ],
  'POST /webform/enquiries': [
    {
      request: (w) => ({
        method: 'POST',
        url: '/webform/enquiries',
        headers: { origin: 'https://attacker.example' },
        payload: { companyId: w.ownCompanyId, clientSecret: 'not-the-secret' },
      }),
      expected: everyone('FORBIDDEN'),
    },
  ],
  // Prices are public, as on any pricing page; an unknown product is not found by anyone.
  'GET /stripe/products': [
    { request: () => ({ method: 'GET', url: '/stripe/products' }), expected: everyone('ok') },
  ],
  'GET /stripe/products/v2': [
    { request: () => ({ method: 'GET', url: '/stripe/products/v2' }), expected: everyone('ok') },
  ],
  'GET /stripe/product/:id/volume-prices': [
    {
      request: () => ({ method: 'GET', url: '/stripe/product/prod_local_premium/volume-prices' }),
      expected: everyone('ok'),
    },
    {
      request: () => ({ method: 'GET', url: '/stripe/product/prod_other/volume-prices' }),
      expected: everyone('NOT_FOUND'),
    },
  ],
  // Only the company's creator changes its plan (spec §6); the body here is refused as
  // incomplete once past that check, so nothing is bought.
  'POST /stripe/subscribe': [
    {
      request: () => ({ method: 'POST', url: '/stripe/subscribe', payload: { priceId: 'x' } }),
      expected: companyCreators,
    },
  ],
  'POST /stripe/subscribe/v2': [
    {
      request: () => ({
        method: 'POST',
        url: '/stripe/subscribe/v2',
        payload: { type: 'premium', range: 20000 },
      }),
      expected: companyCreators,
    },
  ],
  // Any member back from a checkout of their own company; another company's is not found.
  'POST /stripe/sync': [
    {
      request: (w) => ({
        method: 'POST',
        url: '/stripe/sync',
        payload: { sessionId: w.own.checkout },
      }),
      expected: { ...inAnyCompany, foreign: 'NOT_FOUND' },
    },
    {
      request: (w) => ({
        method: 'POST',
        url: '/stripe/sync',
        payload: { sessionId: w.foreign.checkout },
      }),
      expected: { ...inAnyCompany, ...inCompanyAs('NOT_FOUND'), foreign: 'ok' },
    },
  ],
  // Stripe's portal: the creator only; the local driver has none.
  'POST /stripe/portal': [
    {
      request: () => ({ method: 'POST', url: '/stripe/portal' }),
      expected: { ...companyCreators, admin: 'NOT_FOUND', foreign: 'NOT_FOUND' },
    },
  ],
  // Stripe's signed events: anyone may deliver one, and a delivery not signed with the endpoint's
  // secret is refused (400) with nothing changed (stripe-webhook.test.ts, against a fake Stripe).
  // This app runs the local driver, which takes no Stripe events at all.
  'POST /stripe/webhook': [
    {
      request: () => ({
        method: 'POST',
        url: '/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=forged' },
        payload: JSON.stringify({ id: 'evt_matrix', object: 'event', type: 'invoice.paid' }),
      }),
      expected: everyone('NOT_FOUND'),
    },
  ],
  // The local checkout page: whoever holds its unguessable address, like Stripe's; a wrong
  // card is refused as bad input, so nothing is paid here.
  'GET /billing/checkout/:id': [
    {
      request: (w) => ({ method: 'GET', url: `/billing/checkout/${w.own.checkout}` }),
      expected: everyone('ok'),
    },
    {
      request: () => ({ method: 'GET', url: '/billing/checkout/cs_local_unknown' }),
      expected: everyone('NOT_FOUND'),
    },
  ],
  'POST /billing/checkout/:id/pay': [
    {
      request: (w) => ({
        method: 'POST',
        url: `/billing/checkout/${w.own.checkout}/pay`,
        payload: { cardNumber: '4242', expiry: '01/20', cvc: '1' },
      }),
      expected: everyone('ok'),
    },
  ],
  // Development only (local driver): billing's clock, limited here to the own company.
  'POST /dev/billing/clock': [
    {
      request: (w) => ({
        method: 'POST',
        url: '/dev/billing/clock',
        payload: { days: 0, companyId: w.ownCompanyId },
      }),
      expected: everyone('ok'),
    },
  ],
  // Development only (no SMTP): the local mailbox. Production never registers it.
  'GET /dev/mailbox': [
    { request: () => ({ method: 'GET', url: '/dev/mailbox' }), expected: everyone('ok') },
  ],
  'GET /dev/mailbox.json': [
    { request: () => ({ method: 'GET', url: '/dev/mailbox.json' }), expected: everyone('ok') },
  ],
  // Development only: the emails with sample words. Production never registers them.
  'GET /dev/emails': [
    { request: () => ({ method: 'GET', url: '/dev/emails' }), expected: everyone('ok') },
  ],
  'GET /dev/emails/:name': [
    {
      request: () => ({ method: 'GET', url: '/dev/emails/sign-in-code' }),
      expected: everyone('ok'),
    },
  ],
  // The investor-facing announcement and poll routes: rows in the feature's own matrix file.
  ...announcementRoutes,
  // The public investor page: rows in the hub's own matrix file.
  ...hubRoutes,
  // The calendar files: an event's download and the company's feed.
  ...eventRoutes,
  // The history of activity's CSV export: rows in the feature's own matrix file.
  ...activityRoutes,
  // The analytics page's engagement CSV.
  ...analyticsRoutes,
  // The board report's PDF.
  ...reportRoutes,
  // The email extension's download.
  ...extensionRoutes,
};

/** The outcome a status names; a 5xx or anything unforeseen fails the case as such. */
function outcomeOf(status: number): Outcome | `unexpected ${number}` {
  if (status < 300) return 'ok';
  // Past the checks, the input's own fate (refused as bad, too large, of the wrong type).
  if ([400, 409, 413, 415].includes(status)) return 'ok';
  const refusals: Record<number, Outcome> = {
    401: 'UNAUTHENTICATED',
    402: 'PAYMENT_REQUIRED',
    403: 'FORBIDDEN',
    404: 'NOT_FOUND',
  };
  return refusals[status] ?? `unexpected ${status}`;
}

const t = useTestApp({ rateLimitMultiplier: 1000 });
let cast: Cast;
beforeAll(async () => {
  cast = await makeCast(t);
});

describe('the HTTP permission matrix', () => {
  it('lists every REST and file route the server serves, so none can skip its check', () => {
    expect(t.app.servedRoutes()).toEqual([...GRAPHQL_ROUTES, ...Object.keys(ROUTES)].sort());
  });

  const cases = Object.entries(ROUTES).flatMap(([name, routes]) =>
    routes.flatMap((route, index) =>
      CALLERS.map(
        (caller) => [`${name}${routes.length > 1 ? ` #${index + 1}` : ''}`, caller, route] as const,
      ),
    ),
  );

  it.each(cases)('%s as %s', async (_name, caller, route) => {
    const token = cast.sessions.get(caller);
    const request = route.request(cast.world);
    const before = await companyFingerprint(t.database.db, cast.world.ownCompanyId);
    const response = await t.app.inject({
      ...request,
      headers: { ...request.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    const expected = route.expected[caller];
    expect(outcomeOf(response.statusCode)).toBe(expected);
    if (expected !== 'ok')
      expect(await companyFingerprint(t.database.db, cast.world.ownCompanyId)).toBe(before);
  });
});
