import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { loadConfig } from '../../../config';
import type { Config } from '../../../config';
import { STRIPE_WEBHOOK_EVENTS } from '../stripe-webhook';
import type { BillingHarness } from './billing-test-kit';
import { completeSession, expireSession } from './fake-stripe/checkout';
import type { CheckoutCard } from './fake-stripe/checkout';
import { parseForm } from './fake-stripe/form';
import type { Customer, Json, StripeEvent, Subscription } from './fake-stripe/objects';
import { StripeApiError, newId } from './fake-stripe/objects';
import { answer } from './fake-stripe/routes';
import { endSchedulePhase } from './fake-stripe/schedules';
import { Store } from './fake-stripe/store';
import type { CardBehaviour, FakeStripeOptions } from './fake-stripe/store';
import { advanceClock } from './fake-stripe/clock';
import { retryOpenInvoice } from './fake-stripe/subscriptions';

/** One request the fake answered, for tests that check what the driver sent. */
export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  /** The same key and parameters came again (a retry): the first answer was replayed. */
  replayed: boolean;
  status: number;
  /** A refusal's message, as Stripe would explain it. */
  error?: string;
}

/** Where the fake posts its events: a URL, or a function (for `app.inject`). */
export type WebhookTarget =
  | string
  | ((request: {
      payload: string;
      headers: Record<string, string>;
    }) => Promise<{ status: number; body: string }>);

export interface WebhookDelivery {
  event: StripeEvent;
  status: number;
  body: string;
}

/** A valid signature, one made with another secret, or one older than the 300 s tolerance. */
export type Signing = 'valid' | 'wrong' | 'stale';

export interface FakeStripe {
  /** The API's address (STRIPE_API_BASE): the real SDK talks to it. */
  url: string;
  secretKey: string;
  webhookSecret: string;
  /** The billing configuration of a test app that uses this fake. */
  settings: { secretKey: string; webhookSecret: string; apiBase: string };
  /** The fake's clock (starts at the real time; only `advance` moves it). */
  now(): Date;
  /**
   * Moves the clock: trials end, periods renew (charging the card), failed charges are retried
   * and finally cancel (or leave unpaid) the subscription, schedules end. Delivers the events
   * when a webhook target is set.
   */
  advance(days: number): Promise<void>;
  /** The person pays on Stripe's page; answers where the browser goes (null: declined). */
  completeCheckout(
    sessionId: string,
    options?: { card?: CheckoutCard },
  ): Promise<{ redirect: string | null; subscriptionId: string | null }>;
  /** The person goes back from Stripe's page: the cancel URL. */
  abandonCheckout(sessionId: string): string | null;
  expireCheckout(sessionId: string): Promise<void>;
  /** The customer's next charge fails, whatever their card. */
  failNextCharge(customerId: string): void;
  /** A new card, as given in the Customer Portal: an open invoice is tried again at once. */
  updateCard(customerId: string, card: CardBehaviour | null): Promise<void>;
  /**
   * The next request (of this method and path, if given) is done, then answered 500 as if its
   * answer were lost: the SDK retries it with the same idempotency key.
   */
  failNextRequest(match?: { method?: string; path?: RegExp }): void;
  /**
   * Where events go. Automatic (the default): checkout completions, card updates and `advance`
   * deliver every event not yet delivered, in order; manual: only `deliverPending` and `send` do.
   */
  deliverTo(target: WebhookTarget, options?: { automatic?: boolean }): void;
  /** Posts the events not yet delivered, in order. */
  deliverPending(): Promise<WebhookDelivery[]>;
  /** Posts one event again, signed as asked (a duplicate, an old one, a forged one). */
  send(event: StripeEvent, signing?: Signing): Promise<WebhookDelivery>;
  /** Every event so far, oldest first (also those not delivered). */
  readonly events: readonly StripeEvent[];
  readonly requests: readonly RecordedRequest[];
  customer(id: string): Customer | undefined;
  subscription(id: string): Subscription | undefined;
  subscriptionsOf(customerId: string): Subscription[];
  /** Ends a subscription now, as an operator would in Stripe's dashboard. */
  cancelSubscription(subscriptionId: string): Promise<void>;
  close(): Promise<void>;
}

const DAY = 86_400;
/** Stripe refuses a signature older than this (our webhook's tolerance): a stale one is older. */
const STALE_SIGNATURE_SECONDS = 600;

interface StoredAnswer {
  fingerprint: string;
  status: number;
  body: string;
}

/**
 * The billing configuration of an app that uses the fake, read through loadConfig as the
 * environment variables would give it (BILLING_DRIVER=stripe, STRIPE_API_BASE=the fake).
 */
export function stripeBillingConfig(fake: FakeStripe): Config['billing'] {
  return loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256!',
    BILLING_DRIVER: 'stripe',
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
    STRIPE_API_BASE: fake.url,
  }).billing;
}

const HARNESS_CARDS = {
  succeeds: 'succeeds',
  renewalFails: 'renewal-fails',
  declined: 'declined',
} as const;

/**
 * The conformance suite's harness for the stripe driver: the checkout is paid on the fake's page
 * (a declined card leaves the person there, who then goes back: the cancel URL), and time passes
 * at the fake. The app hears of both through its webhook, as it would from Stripe, so deliver the
 * fake's events to the app (`fake.deliverTo(webhooksInto(t.app))`).
 */
export function fakeStripeHarness(fake: FakeStripe): BillingHarness {
  return {
    async payCheckout(_t, url, card) {
      const sessionId = new URL(url).pathname.split('/').pop()!;
      const { redirect } = await fake.completeCheckout(sessionId, { card: HARNESS_CARDS[card] });
      const target = new URL(redirect ?? fake.abandonCheckout(sessionId)!);
      return `${target.pathname}${target.search}`;
    },
    advance: (_t, _companyId, days) => fake.advance(days),
    now: async () => fake.now(),
  };
}

/** A Fastify app's webhook route as a target, through `inject` (no port needed). */
export const webhooksInto =
  (app: FastifyInstance, url = '/stripe/webhook'): WebhookTarget =>
  async ({ payload, headers }) => {
    const response = await app.inject({ method: 'POST', url, payload, headers });
    return { status: response.statusCode, body: response.body };
  };

/**
 * A local Stripe for tests: a node:http server answering the driver's calls from memory, with
 * Stripe's form-encoded requests, bearer key, idempotency keys (the same key and parameters
 * replay the first answer; other parameters are refused) and error shapes, and a clock that
 * tests move. Its events are signed with `stripe.webhooks.generateTestHeaderString`.
 */
export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const secretKey = `sk_test_fake_${randomBytes(12).toString('hex')}`;
  const webhookSecret = `whsec_${randomBytes(24).toString('hex')}`;
  const answered = new Map<string, StoredAnswer>();
  const requests: RecordedRequest[] = [];
  const failuresToFake: { method?: string; path?: RegExp }[] = [];
  let target: WebhookTarget | undefined;
  let automatic = true;
  let delivered = 0;

  const server = createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const url = new URL(request.url ?? '/', 'http://fake');
    const method = request.method ?? 'GET';
    const key = headerOf(request, 'idempotency-key');
    const send = (status: number, text: string, replayed = false) => {
      const error =
        status >= 400
          ? (JSON.parse(text) as { error?: { message?: string } }).error?.message
          : undefined;
      requests.push({
        method,
        path: url.pathname,
        idempotencyKey: key,
        replayed,
        status,
        ...(error ? { error } : {}),
      });
      response.writeHead(status, {
        'content-type': 'application/json',
        'request-id': newId('req'),
        'stripe-version': Stripe.API_VERSION,
        ...(key ? { 'idempotency-key': key } : {}),
        ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
      });
      response.end(text);
    };
    if (headerOf(request, 'authorization') !== `Bearer ${secretKey}`) {
      send(401, errorBody('invalid_request_error', 'Invalid API Key provided.'));
      return;
    }
    const fingerprint = `${method} ${url.pathname} ${body}`;
    const earlier = key && method !== 'GET' ? answered.get(key) : undefined;
    if (earlier) {
      if (earlier.fingerprint === fingerprint) send(earlier.status, earlier.body, true);
      else
        send(
          400,
          errorBody(
            'idempotency_error',
            `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          ),
        );
      return;
    }
    const form = parseForm(method === 'GET' ? url.search.slice(1) : body);
    let status = 200;
    let text: string;
    try {
      const result = answer(account(), method, url.pathname, form);
      if (result.found) text = JSON.stringify(result.body);
      else {
        status = 404;
        text = errorBody(
          'invalid_request_error',
          `Unrecognized request URL (${method}: ${url.pathname}).`,
        );
      }
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      status = error.status;
      text = JSON.stringify({ error: error.error });
    }
    if (key && method !== 'GET') answered.set(key, { fingerprint, status, body: text });
    const failure = failuresToFake.findIndex(
      (match) =>
        (match.method === undefined || match.method === method) &&
        (match.path === undefined || match.path.test(url.pathname)),
    );
    if (failure >= 0) {
      failuresToFake.splice(failure, 1);
      requests.push({
        method,
        path: url.pathname,
        idempotencyKey: key,
        replayed: false,
        status: 500,
      });
      response.writeHead(500, {
        'content-type': 'application/json',
        'stripe-should-retry': 'true',
      });
      response.end(errorBody('api_error', 'The fake lost this answer on purpose.'));
      return;
    }
    send(status, text);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  // Made once the address is known (its objects' URLs name it); no request comes before.
  const store = new Store(url, options);
  const account = () => store;

  async function post(event: StripeEvent, signing: Signing): Promise<WebhookDelivery> {
    if (!target) throw new Error('The fake Stripe has no webhook target: call deliverTo first.');
    const payload = JSON.stringify(event, null, 2);
    const now = Math.floor(Date.now() / 1000);
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: signing === 'wrong' ? `whsec_${randomBytes(24).toString('hex')}` : webhookSecret,
      timestamp: signing === 'stale' ? now - STALE_SIGNATURE_SECONDS : now,
    });
    const headers = {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': signature,
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
    };
    if (typeof target !== 'string') return { event, ...(await target({ payload, headers })) };
    const response = await fetch(target, { method: 'POST', headers, body: payload });
    return { event, status: response.status, body: await response.text() };
  }

  async function deliverPending() {
    const deliveries: WebhookDelivery[] = [];
    if (!target) return deliveries;
    while (delivered < account().events.length) {
      const event = account().events[delivered]!;
      delivered += 1;
      if (STRIPE_WEBHOOK_EVENTS.includes(event.type)) deliveries.push(await post(event, 'valid'));
    }
    return deliveries;
  }

  const deliverAutomatically = async () => {
    if (automatic) await deliverPending();
  };

  return {
    url,
    secretKey,
    webhookSecret,
    settings: { secretKey, webhookSecret, apiBase: url },
    now: () => new Date(account().now * 1000),
    async advance(days) {
      advanceClock(account(), account().now + Math.round(days * DAY), (id) =>
        endSchedulePhase(account(), id),
      );
      await deliverAutomatically();
    },
    async completeCheckout(sessionId, { card = 'succeeds' } = {}) {
      const result = completeSession(account(), sessionId, card);
      await deliverAutomatically();
      return result;
    },
    abandonCheckout: (sessionId) => account().sessions.get(sessionId)?.cancel_url ?? null,
    async expireCheckout(sessionId) {
      expireSession(account(), sessionId);
      await deliverAutomatically();
    },
    failNextCharge: (customerId) => account().failNextCharge.add(customerId),
    async updateCard(customerId, card) {
      if (card) account().cards.set(customerId, card);
      else account().cards.delete(customerId);
      for (const subscription of account().subscriptions.values())
        if (subscription.customer === customerId) retryOpenInvoice(account(), subscription, false);
      await deliverAutomatically();
    },
    failNextRequest: (match = {}) => {
      failuresToFake.push(match);
    },
    deliverTo(next, options = {}) {
      target = next;
      automatic = options.automatic ?? true;
    },
    deliverPending,
    send: (event, signing = 'valid') => post(event, signing),
    get events() {
      return account().events;
    },
    requests,
    customer: (id) => presented(account(), account().customers.get(id)),
    subscription: (id) => presented(account(), account().subscriptions.get(id)),
    subscriptionsOf: (customerId) =>
      [...account().subscriptions.values()]
        .filter((subscription) => subscription.customer === customerId)
        .map((subscription) => presented(account(), subscription)!),
    async cancelSubscription(subscriptionId) {
      answer(account(), 'DELETE', `/v1/subscriptions/${subscriptionId}`, {});
      await deliverAutomatically();
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

const presented = <T extends Json>(store: Store, object: T | undefined): T | undefined =>
  object ? (store.present(object, []) as T) : undefined;

const headerOf = (request: IncomingMessage, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

const errorBody = (type: string, message: string) => JSON.stringify({ error: { type, message } });
