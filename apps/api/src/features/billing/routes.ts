import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { Deps } from '../../deps';
import { badInput } from '../../core/errors';
import { sendDomainError } from '../../core/http-errors';
import { loadMember } from '../../core/identity/rest-member';
import { checkoutPage, payCheckout } from './local-checkout';
import * as billing from './service';
import { runBillingTick } from './billing.job';
import { registerStripeWebhook } from './stripe-webhook';

type Handler = (request: FastifyRequest) => Promise<unknown>;

/** Answers the handler's value as JSON, or its refusal with its code and words. */
const answer = (handler: Handler) => async (request: FastifyRequest, reply: FastifyReply) => {
  try {
    return await handler(request);
  } catch (error) {
    return sendDomainError(reply, error);
  }
};

const params = (request: FastifyRequest) => request.params as Record<string, string>;
const body = (request: FastifyRequest) => (request.body ?? {}) as Record<string, unknown>;

/**
 * The plan calls of spec §7 under their REST names (`/stripe/*`, whichever driver runs them), the
 * local driver's checkout page calls, and with the development tools the billing clock.
 */
export function registerBillingRoutes(app: FastifyInstance, deps: Deps) {
  const member = async (request: FastifyRequest) => {
    const caller = await loadMember(deps, request);
    request.companyId = caller.companyId;
    return caller;
  };

  // Prices are public, as on any pricing page.
  app.get(
    '/stripe/products',
    answer(() => billing.listProducts(deps)),
  );
  app.get(
    '/stripe/products/v2',
    answer(async () => ({ data: await billing.listProducts(deps) })),
  );
  app.get(
    '/stripe/product/:id/volume-prices',
    answer(async (request) => ({ data: await billing.volumePrices(deps, params(request).id!) })),
  );

  app.post(
    '/stripe/subscribe',
    answer(async (request) =>
      billing.subscribeForShareholders(deps, await member(request), body(request)),
    ),
  );
  app.post(
    '/stripe/subscribe/v2',
    answer(async (request) => ({
      data: await billing.subscribe(deps, await member(request), body(request)),
    })),
  );
  app.post(
    '/stripe/sync',
    answer(async (request) => ({
      data: await billing.syncAfterCheckout(deps, await member(request), body(request).sessionId),
    })),
  );
  app.post(
    '/stripe/portal',
    answer(async (request) => ({ data: await billing.portal(deps, await member(request)) })),
  );

  // Stripe's signed events (raw body, in a scope of its own).
  registerStripeWebhook(app, deps);

  // The local driver's checkout page: whoever holds its unguessable address may pay it.
  app.get(
    '/billing/checkout/:id',
    answer(async (request) => ({ data: await checkoutPage(deps, params(request).id!) })),
  );
  app.post(
    '/billing/checkout/:id/pay',
    answer(async (request) => ({
      data: await payCheckout(deps, params(request).id!, body(request), request.ip),
    })),
  );

  if (deps.config.devTools && deps.localBilling) {
    // Moves billing time forward and runs the billing job at once: a month passes in a second.
    // `companyId` limits the turn to one company (tests share one database).
    app.post(
      '/dev/billing/clock',
      answer(async (request) => {
        const days = Number(body(request).days);
        if (!Number.isFinite(days) || days < 0 || days > 3660)
          throw badInput('Give days as a number from 0 to 3660.');
        const companyId = body(request).companyId;
        const scope = typeof companyId === 'string' ? { companyIds: [companyId] } : undefined;
        const now = deps.billingClock.advance(days);
        const ran = await runBillingTick(deps, scope);
        return { data: { now, ...ran } };
      }),
    );
  }
}
