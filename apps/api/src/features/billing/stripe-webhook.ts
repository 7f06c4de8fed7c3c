import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Stripe from 'stripe';
import { messages } from '@quorum/shared';
import type { Deps } from '../../deps';
import type { Db } from '../../db/client';
import { billingEvents } from '../../db/schema';
import { syncCustomer } from './sync';

/**
 * POST /stripe/webhook: Stripe's signed events. The raw body is verified (300 s tolerance) before
 * anything is read; each event id is claimed once in billing_events; and the event is only a
 * prompt — its customer's subscriptions are re-read from Stripe and the company converged
 * (sync.ts), so neither the payload's status nor the order of deliveries is trusted.
 */

/** The age a signature may have; an older one may be a replay (Stripe's default too). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** A claim older than this is taken to have died with its process, and may be taken over. */
const STALE_CLAIM_MINUTES = 5;
const ERROR_TEXT_LIMIT = 500;

/**
 * The events to enable on the endpoint in Stripe's dashboard: those that can change what a
 * company has. Any other event is answered 200 and not recorded.
 */
export const STRIPE_WEBHOOK_EVENTS: readonly string[] = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
  'customer.subscription.trial_will_end',
  'invoice.paid',
  'invoice.payment_failed',
  'invoice.payment_action_required',
  'subscription_schedule.updated',
  'subscription_schedule.released',
  'subscription_schedule.canceled',
  'subscription_schedule.completed',
];

const ROUTE = '/stripe/webhook';

/**
 * Registers the route in a scope of its own, where a body stays raw bytes for the signature; the
 * rest of the API keeps its JSON parser.
 */
export function registerStripeWebhook(app: FastifyInstance, deps: Deps) {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(ROUTE, (request, reply) => receive(deps, request, reply));
  });
}

async function receive(deps: Deps, request: FastifyRequest, reply: FastifyReply) {
  const settings = deps.config.billing.stripe;
  if (deps.config.billing.driver !== 'stripe' || !settings)
    return reply.status(404).send({ code: 'NOT_FOUND', message: messages.plan.webhookNotStripe });

  let event: Stripe.Event;
  try {
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    event = Stripe.webhooks.constructEvent(
      body,
      request.headers['stripe-signature'] ?? '',
      settings.webhookSecret,
      WEBHOOK_TOLERANCE_SECONDS,
    );
  } catch (error) {
    const stale = error instanceof Error && /tolerance/i.test(error.message);
    deps.security.record({
      event: 'request.refused',
      outcome: 'failure',
      reason: stale ? 'stripe-signature-stale' : 'stripe-signature-invalid',
      target: `POST ${ROUTE}`,
      ip: request.ip,
      requestId: request.id,
    });
    return reply.status(400).send({
      code: 'BAD_USER_INPUT',
      message: stale ? messages.plan.webhookSignatureStale : messages.plan.webhookSignatureInvalid,
    });
  }

  if (!STRIPE_WEBHOOK_EVENTS.includes(event.type)) return { received: true };
  const claim = await claimEvent(deps.db, event);
  if (claim === 'processed') return { received: true };
  if (claim === 'busy')
    return reply.status(409).send({ code: 'CONFLICT', message: messages.plan.webhookInProgress });

  try {
    const customerId = customerOf(event);
    if (customerId) await syncCustomer(deps, customerId);
    await deps.db
      .update(billingEvents)
      .set({ status: 'processed', processedAt: sql`now()`, error: null })
      .where(eq(billingEvents.id, event.id));
    return { received: true };
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    await deps.db
      .update(billingEvents)
      .set({ status: 'failed', error: text.slice(0, ERROR_TEXT_LIMIT) })
      .where(eq(billingEvents.id, event.id));
    // The event's id and type only: its payload holds the customer's details.
    request.log.error(
      { err: error, stripeEvent: event.id, type: event.type },
      'stripe event failed',
    );
    // A 500 makes Stripe deliver it again, and the failed claim may then be taken over.
    return reply.status(500).send({
      code: 'INTERNAL_SERVER_ERROR',
      message: messages.availability.serverWithReference(request.id),
      requestId: request.id,
    });
  }
}

/**
 * Claims the event for this delivery: a new id, or one whose earlier claim failed or went stale,
 * is ours; one processed already answers at once; one another delivery is working on now waits
 * for Stripe's next try.
 */
async function claimEvent(db: Db, event: Stripe.Event): Promise<'ours' | 'processed' | 'busy'> {
  const claimed = await db
    .insert(billingEvents)
    .values({ id: event.id, provider: 'stripe', type: event.type, status: 'processing' })
    .onConflictDoUpdate({
      target: billingEvents.id,
      set: {
        status: 'processing',
        attempts: sql`${billingEvents.attempts} + 1`,
        claimedAt: sql`now()`,
        error: null,
      },
      setWhere: sql`${billingEvents.status} = 'failed' OR (${billingEvents.status} = 'processing' AND ${billingEvents.claimedAt} < now() - make_interval(mins => ${STALE_CLAIM_MINUTES}))`,
    })
    .returning({ id: billingEvents.id });
  if (claimed.length > 0) return 'ours';
  const [existing] = await db
    .select({ status: billingEvents.status })
    .from(billingEvents)
    .where(eq(billingEvents.id, event.id));
  return existing?.status === 'processed' ? 'processed' : 'busy';
}

/** The customer an event is about: the object's own id for a customer, else its `customer`. */
function customerOf(event: Stripe.Event): string | undefined {
  const object = event.data.object as {
    object?: string;
    id?: string;
    customer?: string | { id: string } | null;
  };
  if (object.object === 'customer') return object.id;
  const customer = object.customer;
  return typeof customer === 'string' ? customer : (customer?.id ?? undefined);
}
